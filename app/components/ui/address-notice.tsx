import { useT } from "~/root-data";

/**
 * Said when part of the address (a hash, a share link) could not be read: the page shows
 * itself without that part instead of failing.
 */
export function AddressNotice({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <p role="status" className={`rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 print:hidden ${className}`}>
      {t("address.unreadable")}
    </p>
  );
}
