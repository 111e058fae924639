import { useT } from "~/root-data";

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="print-hidden mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto max-w-[1424px] space-y-2 px-4 py-8 text-sm text-gray-700">
        <p>{t("footer.sources")}</p>
        <p>© {t("footer.copyright")}</p>
      </div>
    </footer>
  );
}
