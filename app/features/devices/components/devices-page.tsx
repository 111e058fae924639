import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";

const pages: Array<{ path: string; key: PhraseKey }> = [
  { path: "/apple-configurator", key: "devices.nav.why" },
  { path: "/apple-configurator/evolving-workspaces", key: "devices.page.evolvingWorkspaces" },
  { path: "/apple-configurator/input", key: "devices.page.chooseMonitor" },
  { path: "/apple-configurator/dell-display-manager", key: "devices.page.displayManager" },
];

/** The frame of the laptop-partner pages: the tool's name, the page's title and links between the four pages. */
export function DevicesPage({ current, title, lead, children }: { current: string; title: string; lead: string; children: ReactNode }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl py-10" aria-labelledby="page-title">
      <p className="text-sm font-semibold text-brand-800">{t("devices.name")}</p>
      <h1 id="page-title" className="mt-1 text-3xl font-bold">
        {title}
      </h1>
      <nav aria-label={t("devices.nav.label")} className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {pages.map((page) => (
            <li key={page.path}>
              <LocalLink
                to={page.path}
                aria-current={page.path === current ? "page" : undefined}
                className={page.path === current ? "font-semibold text-gray-900" : "text-brand-700 underline"}
              >
                {t(page.key)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6 text-lg text-gray-800">{lead}</p>
      <div className="mt-6">{children}</div>
    </article>
  );
}

/** A titled paragraph of the text pages. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-gray-800">{children}</p>
    </section>
  );
}
