import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { Icon, iconNames } from "~/features/library/icons/icon-set";
import { useT } from "~/root-data";
import { ExampleTabs } from "./example-tabs";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-gray-200 pt-6">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const numbers = [1, 2, 3];

/** Every layout block, each with its name as a heading, so editors can point at one. */
export function TemplateBlocks() {
  const t = useT();
  return (
    <>
      <Block id="template-headings" title={t("template.headings")}>
        <p className="text-xl font-semibold" role="heading" aria-level={3}>{t("template.headingLevel", { level: 3 })}</p>
        <p className="mt-2 text-lg font-semibold" role="heading" aria-level={4}>{t("template.headingLevel", { level: 4 })}</p>
      </Block>
      <Block id="template-text" title={t("template.text")}>
        <p className="text-lg text-gray-800">{t("template.lead")}</p>
        <p className="mt-3">{t("template.body")}</p>
      </Block>
      <Block id="template-list" title={t("template.list")}>
        <ul className="list-disc space-y-1 pl-6">
          {numbers.map((number) => <li key={number}>{t("template.listItem", { number })}</li>)}
        </ul>
        <ol className="mt-4 list-decimal space-y-1 pl-6">
          {numbers.map((number) => <li key={number}>{t("template.listItem", { number })}</li>)}
        </ol>
      </Block>
      <Block id="template-table" title={t("template.table")}>
        <table className="min-w-full border-collapse text-left">
          <caption className="pb-2 text-left text-gray-700">{t("template.tableCaption")}</caption>
          <thead>
            <tr className="border-b border-gray-400">
              {numbers.map((column) => <th key={column} scope="col" className="px-3 py-2">{t("template.column", { number: column })}</th>)}
            </tr>
          </thead>
          <tbody>
            {[1, 2].map((row) => (
              <tr key={row} className="border-b border-gray-200">
                {numbers.map((column) => <td key={column} className="px-3 py-2">{t("template.cell", { row, column })}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </Block>
      <Block id="template-cards" title={t("template.cards")}>
        <ul className="grid gap-4 md:grid-cols-3">
          {numbers.map((number) => (
            <li key={number} className="rounded-lg border border-gray-300 p-4">
              <p className="font-semibold">{t("template.cardTitle", { number })}</p>
              <p className="mt-2 text-gray-800">{t("template.cardText")}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="template-notice" title={t("template.notice")}>
        <p className="rounded border-l-4 border-brand-700 bg-brand-50 p-4">{t("template.noticeText")}</p>
      </Block>
      <Block id="template-tabs" title={t("template.tabs")}>
        <ExampleTabs />
      </Block>
      <Block id="template-accordion" title={t("template.accordion")}>
        <details className="rounded border border-gray-300 p-4">
          <summary className="cursor-pointer py-1 font-medium">{t("template.accordionQuestion")}</summary>
          <p className="mt-2">{t("template.accordionAnswer")}</p>
        </details>
      </Block>
      <Block id="template-buttons" title={t("template.buttons")}>
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">{t("template.primaryButton")}</button>
          <button type="button" className="rounded border border-brand-700 px-4 py-2 font-medium text-brand-800">{t("template.secondaryButton")}</button>
          <LocalLink to="/resources" className="font-medium text-brand-700 underline">{t("template.link")}</LocalLink>
        </div>
      </Block>
      <Block id="template-icons" title={t("template.icons")}>
        <div className="flex flex-wrap gap-3 text-brand-700">
          {iconNames.map((name) => <Icon key={name} name={name} />)}
        </div>
      </Block>
    </>
  );
}
