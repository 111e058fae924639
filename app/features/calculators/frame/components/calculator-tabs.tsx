import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import type { CalculatorTab } from "../page-data";

/**
 * Links across the business calculators, the current one marked for assistive technology and
 * by its look. Hidden in print: a printout is one calculator's case, not the site's navigation.
 */
export function CalculatorTabs({ tabs, currentPath }: { tabs: readonly CalculatorTab[]; currentPath: string }) {
  const t = useT();
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={t("calculator.tabs.label")} className="border-b border-gray-300 print:hidden">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const current = tab.path === currentPath;
          return (
            <li key={tab.id}>
              <LocalLink
                to={tab.path}
                aria-current={current ? "page" : undefined}
                className={`block rounded-t border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  current ? "border-gray-300 border-b-white bg-white text-ink" : "border-transparent text-brand-700 underline hover:bg-brand-50"
                }`}
              >
                {t(tab.title)}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
