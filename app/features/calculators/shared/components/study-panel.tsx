import { formatsFor } from "~/features/calculators/frame/components/use-calculator-format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import type { StudySummary } from "../studies/study";

/** The buyer's own figures, already formatted in the run's currency; a row the case lacks is left out. */
export type OwnFigures = { organization: string; roi?: string; npv?: string; payback?: string; savings?: string };

/**
 * The published study beside the buyer's case (issue 47, as Forrester's own tools do): who wrote
 * and paid for it, its composite organisation and published result next to the buyer's, and one
 * line on what differs. A figure the public copy does not hold says so instead of a number.
 */
export function StudyPanel({ study, own, differs }: { study: StudySummary; own: OwnFigures; differs: PhraseKey }) {
  const t = useT();
  const { locale } = useLocale();
  // The study publishes US dollars, whatever the buyer's currency.
  const usd = formatsFor(locale, "USD");
  const missing = t("calculator.study.notPublished");
  const rows: { key: string; label: string; study: string; yours: string | undefined }[] = [
    { key: "organization", label: t("calculator.study.row.organization"), study: t(study.composite.key), yours: own.organization },
    { key: "roi", label: t("calculator.study.row.roi"), study: study.roi === null ? missing : usd.percent(study.roi, 0), yours: own.roi },
    { key: "npv", label: t("calculator.study.row.npv"), study: study.npv === null ? missing : usd.money(study.npv), yours: own.npv },
    { key: "payback", label: t("calculator.study.row.payback"), study: study.paybackMonths === null ? missing : usd.months(study.paybackMonths), yours: own.payback },
    { key: "savings", label: t("calculator.study.row.savings"), study: missing, yours: own.savings },
  ];
  return (
    <section aria-labelledby="study-beside" data-testid="study-panel" className="space-y-2 rounded border border-gray-300 p-4">
      <h3 id="study-beside" className="text-lg font-semibold">{t("calculator.study.title")}</h3>
      <p className="text-gray-800">
        <a href={study.url} className="inline-block py-0.5 underline" rel="noopener noreferrer">
          {t("calculator.study.citation", { title: study.title, author: study.author, year: String(study.year), maker: study.commissionedBy ?? "—" })}
        </a>
      </p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("calculator.study.title")}>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b-2 border-gray-400">
              <th scope="col" className="px-2 py-1 text-left">{t("calculator.study.column.measure")}</th>
              <th scope="col" className="px-2 py-1 text-left">{t("calculator.study.column.study")}</th>
              <th scope="col" className="px-2 py-1 text-left">{t("calculator.study.column.yours")}</th>
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((row) => row.yours !== undefined)
              .map((row) => (
                <tr key={row.key} className="border-b border-gray-200 align-top">
                  <th scope="row" className="px-2 py-1 text-left font-normal">{row.label}</th>
                  <td className="px-2 py-1">{row.study}</td>
                  <td className="px-2 py-1 tabular-nums">{row.yours}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className="text-gray-800">{t(differs)}</p>
    </section>
  );
}
