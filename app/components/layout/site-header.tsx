import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { Dropdown, DropdownLinkItem, DropdownNote } from "~/components/ui/dropdown";
import { LocalLink } from "~/components/ui/local-link";
import { useCompareCount } from "~/features/catalogue/compare-selection";
import { useRootData, useT } from "~/root-data";
import { useMainMenu, type MenuEntry } from "./menu-model";
import { publishHeaderState } from "./sticky-offset";
import { CompareBadge, UpperBar } from "./upper-bar";
import { useBodyScrollLock, useHiddenOnScroll } from "./use-scroll-direction";

function Logo() {
  const t = useT();
  return (
    <LocalLink to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded py-2 font-semibold text-brand-800" aria-label={t("nav.homeLink")}>
      <svg aria-hidden="true" width="34" height="26" viewBox="0 0 34 26">
        <rect x="1" y="1" width="32" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 25h8M17 20v5" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="text-lg max-xl:lg:text-base">{t("site.name")}</span>
    </LocalLink>
  );
}

// At 1024–1279 px the seven entries fit one line only a little tighter (issue 50: labels wrapped
// onto two lines); from 1280 px they get the full size back.
const compactAtLarge =
  "max-xl:[&>a]:px-1.5 max-xl:[&>a]:text-[13px] max-xl:[&>div>button]:px-1.5 max-xl:[&>div>button]:text-[13px]";

function DesktopEntry({ entry, compareCount }: { entry: MenuEntry; compareCount: number }) {
  if (entry.kind === "link") {
    return (
      <LocalLink to={entry.to} className="inline-flex items-center rounded px-2 py-2 text-sm font-medium hover:bg-brand-50">
        {entry.label}
        {entry.badge ? <CompareBadge count={compareCount} /> : null}
      </LocalLink>
    );
  }
  return (
    <Dropdown label={entry.label}>
      {entry.items.length === 0 && entry.emptyNote ? <DropdownNote>{entry.emptyNote}</DropdownNote> : null}
      {entry.items.map((item) => (
        <DropdownLinkItem key={item.to}>
          {(itemProps) => (
            <LocalLink to={item.to} {...itemProps}>
              {item.label}
            </LocalLink>
          )}
        </DropdownLinkItem>
      ))}
    </Dropdown>
  );
}

function MobileMenu({ entries, compareCount, id, onClose }: { entries: MenuEntry[]; compareCount: number; id: string; onClose: () => void }) {
  const t = useT();
  const data = useRootData();
  useBodyScrollLock(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    // Hangs from the header's bottom edge (the sticky header is its containing block) and fills the
    // rest of the screen: the upper bar wraps to two or three rows on phones, so a fixed top would
    // cover the menu's own Close button.
    <div id={id} className="absolute inset-x-0 top-full z-40 h-[calc(100dvh-100%)] overflow-y-auto overscroll-contain border-t border-gray-200 bg-white px-4 pb-8 lg:hidden">
      <ul className="divide-y divide-gray-200">
        {entries.map((entry) => (
          <li key={entry.id} className="py-1">
            {entry.kind === "link" ? (
              <LocalLink to={entry.to} className="flex items-center py-3 font-medium">
                {entry.label}
                {entry.badge ? <CompareBadge count={compareCount} /> : null}
              </LocalLink>
            ) : (
              <details>
                <summary className="cursor-pointer py-3 font-medium">{entry.label}</summary>
                <ul className="pb-2 pl-4">
                  {entry.items.length === 0 && entry.emptyNote ? <li className="py-2 text-gray-600">{entry.emptyNote}</li> : null}
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <LocalLink to={item.to} className="block py-2">
                        {item.label}
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
        {/* On a phone the upper bar keeps one row: the outside tool moves in here. */}
        {data && !data.viewer.isPartner ? (
          <li className="py-1 sm:hidden">
            <a href={data.config.competitiveToolUrl} target="_blank" rel="noopener noreferrer" className="flex items-center py-3 font-medium">
              {t("nav.competitiveTool")}
              <span className="sr-only"> {t("content.opensNewTab")}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** Upper bar, logo and main menu. Hides while scrolling down and returns on the way up. */
export function SiteHeader() {
  const t = useT();
  const entries = useMainMenu();
  const compareCount = useCompareCount();
  const hidden = useHiddenOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const headerHidden = hidden && !menuOpen;
  // Sticky bars move up with the header and back down with it.
  useEffect(() => publishHeaderState(document.documentElement, headerHidden), [headerHidden]);
  return (
    <header
      className={`print-hidden sticky top-0 z-50 bg-white shadow-sm transition-transform duration-300 ${headerHidden ? "-translate-y-full" : ""}`}
    >
      <UpperBar />
      <div className="mx-auto flex max-w-[1424px] items-center gap-4 px-4">
        <Logo />
        <nav aria-label={t("nav.main")} className={`ml-auto hidden items-center whitespace-nowrap lg:flex xl:gap-1 ${compactAtLarge}`}>
          {entries.map((entry) => (
            <DesktopEntry key={entry.id} entry={entry} compareCount={compareCount} />
          ))}
        </nav>
        <button
          type="button"
          className="ml-auto rounded p-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{t(menuOpen ? "nav.closeMenu" : "nav.openMenu")}</span>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M5 5l14 14M19 5L5 19" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
          </svg>
        </button>
      </div>
      {menuOpen ? <MobileMenu entries={entries} compareCount={compareCount} id={menuId} onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
