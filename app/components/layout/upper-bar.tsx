import { useLocation, useNavigate } from "react-router";
import { Dropdown, DropdownLinkItem } from "~/components/ui/dropdown";
import { AccountControl } from "~/features/auth/components/account-control";
import { LocalLink, PathLink } from "~/components/ui/local-link";
import { useCompareCount } from "~/features/catalogue/compare-selection";
// Straight from its module, not the feature's index: the index also exports the add dialog and
// its form validation, which every page would then download.
import { NotificationsButton } from "~/features/collections/components/notifications-button";
import { getLanguage } from "~/i18n/languages";
import { switchLanguagePath } from "~/i18n/paths";
import { useLocale, useRootData, useT } from "~/root-data";
import { useOtherSiteHref } from "./site-switch";

export function CompareBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span data-compare-badge className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
      {count}
    </span>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9M12 3C9.5 5.7 8.2 8.7 8.2 12s1.3 6.3 3.8 9" />
    </svg>
  );
}

/**
 * A plain click carries the address bar's hash to the other language. The comparison keeps its
 * selection there, written with history.replaceState (no navigation), so neither the router's
 * location nor the link's href has it: without this the new page's address would lack it until
 * the comparison wrote it again after rendering (seconds on a busy machine).
 */
function useKeepHashOnClick() {
  const navigate = useNavigate();
  return (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    const hash = window.location.hash;
    const modified = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!hash || modified) return;
    event.preventDefault();
    void navigate(`${to}${hash}`);
  };
}

export function LanguageMenu() {
  const t = useT();
  const data = useRootData();
  const location = useLocation();
  const keepHash = useKeepHashOnClick();
  const { language } = useLocale();
  if (!data?.config.features.languages) return null;
  const current = data.languages.find((entry) => entry.code === language);
  return (
    <Dropdown label={<span>{current?.name ?? language}<span className="sr-only">, {t("nav.language")}</span></span>} icon={<GlobeIcon />} align="end">
      {data.languages.map((entry) => (
        <DropdownLinkItem key={entry.code}>
          {(itemProps) => {
            const to = switchLanguagePath(location.pathname, location.search, entry.code, data.hostSite ?? undefined);
            return (
              <PathLink
                to={to}
                onClick={keepHash(to)}
                hrefLang={entry.code}
                lang={getLanguage(entry.code).htmlLang}
                aria-current={entry.code === language ? "true" : undefined}
                {...itemProps}
              >
                <span>{entry.name}</span>
                {entry.code === language ? (
                  <span className="text-brand-700">
                    <span aria-hidden="true">✓</span>
                    <span className="sr-only">{t("nav.languageCurrent")}</span>
                  </span>
                ) : null}
              </PathLink>
            );
          }}
        </DropdownLinkItem>
      ))}
    </Dropdown>
  );
}

/** The thin bar above the menu: site switch, language, compare, collections and outside links. */
export function UpperBar() {
  const t = useT();
  const data = useRootData();
  const compareCount = useCompareCount();
  const otherSite = useOtherSiteHref();
  const features = data?.config.features;
  const otherLabel = t(otherSite.site === "work" ? "site.work" : "site.home");
  return (
    <div className="border-b border-gray-200 bg-gray-50 text-sm">
      {/* One row on a phone too (issue 50: three rows, ~105 px): the outside tool sits in the menu there. */}
      <div className="mx-auto flex max-w-[1424px] items-center gap-x-2 px-2 sm:px-4">
        <a href={otherSite.href} className="shrink-0 whitespace-nowrap rounded px-2 py-2 font-medium text-brand-700 underline-offset-2 hover:underline" aria-label={t("site.switchLabel", { site: otherLabel })}>
          {otherLabel}
        </a>
        <div className="ml-auto flex min-w-0 items-center gap-x-1 whitespace-nowrap">
          <LanguageMenu />
          <LocalLink to="/comparison" className="hidden rounded px-2 py-2 hover:bg-brand-50 sm:inline-flex" aria-label={compareCount ? `${t("nav.compare")}, ${t("nav.compareCount", { count: compareCount })}` : undefined}>
            {t("nav.compare")}
            <CompareBadge count={compareCount} />
          </LocalLink>
          {features?.collections ? (
            <LocalLink to="/collections" className="hidden rounded px-2 py-2 hover:bg-brand-50 sm:inline-flex">
              {t("nav.collections")}
            </LocalLink>
          ) : null}
          {features?.notifications ? <NotificationsButton className="inline-flex items-center rounded px-2 py-2 hover:bg-brand-50" /> : null}
          {data && !data.viewer.isPartner ? (
            <a
              href={data.config.competitiveToolUrl}
              target="_blank"
              rel="noopener noreferrer"
              title={t("nav.competitiveToolHint")}
              className="ml-1 hidden rounded border border-brand-700 px-3 py-1 font-medium text-brand-700 hover:bg-brand-700 hover:text-white sm:inline-flex"
            >
              {t("nav.competitiveTool")}
            </a>
          ) : null}
          <AccountControl />
        </div>
      </div>
    </div>
  );
}
