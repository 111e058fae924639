/**
 * `GET /{lang}/api/calculators/energy.pdf?<the results page's query>`: the energy results as a
 * PDF business case, through the calculators' shared writer (frame/pdf). Energy writes its own
 * case (served.server.ts's `pdf`) from a good run as the results page shows it: the inputs as
 * the page's summary words them, each option's monitors and totals, all options together, and
 * every assumption with its source. The calculators' route answers bad input with the API's 400.
 */
import type { PdfCase, PdfSection, PdfTable } from "~/features/calculators/frame/pdf/case";
import { writePdf } from "~/features/calculators/frame/pdf/writer.server";
import type { getLanguage } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { assumptionGroups, liveLines } from "./assumption-lines";
import { inputSummaryItems } from "./input-summary-items";
import { energyFormat, type EnergyFormat } from "./format";
import type { Figures } from "./model";
import { countryName } from "~/utils/countries";
import type { EnergyRunData } from "./run-data";
import { dateTimeFormatOf } from "~/utils/intl";

type ResultsData = EnergyRunData;

function figureCells(figures: Figures, format: EnergyFormat, signed = false): string[] {
  return [format.energy(figures.kwh, signed), format.money(figures.cost, signed), format.co2(figures.co2, signed), format.heat(figures.heatBtu, signed)];
}

/** The case as the PDF prints it, every text in the visitor's language (pure: tested without a database). */
export function energyPdfCase(data: ResultsData, t: Translate, locale: string, now: Date): PdfCase {
  const { state, price, result } = data;
  const format = energyFormat(t, locale, price.currency, state.units, state.period);
  const country = countryName(state.country, locale);
  const names = data.columns.map((column, index) => column.name || t("energy.option", { number: index + 1 }));
  const figureHeadings = [t("energy.figure.energy"), t("energy.figure.cost"), t("energy.figure.co2"), t("energy.figure.heat")];
  const inputs: PdfTable = {
    caption: t("calculator.inputs.summaryTitle"),
    columns: [t("calculator.pdf.input"), t("calculator.pdf.value")],
    rows: [
      // The page's summary, then the results bar's switches.
      ...inputSummaryItems({ data, countryName: country, format, t, locale }).map((item) => [item.label, item.value]),
      [t("energy.toggle.mode"), t(state.mode === "standard" ? "energy.toggle.standard" : "energy.toggle.conservative")],
      [t("energy.toggle.co2"), t(data.co2.kind === "fixed" ? "energy.toggle.co2Fixed" : data.gridAvailable ? "energy.toggle.co2Grid" : "energy.toggle.co2GridMissing")],
      [t("energy.toggle.period"), t(state.period === "hourly" ? "energy.toggle.hourly" : "energy.toggle.annually")],
    ].map((cells) => ({ cells })),
  };
  const sections: PdfSection[] = [];
  if (price.currency !== data.countryCurrency) sections.push({ notes: [t("energy.summary.usdInstead", { currency: data.countryCurrency })] });
  data.columns.forEach((column, index) => {
    const columnResult = result.columns[index]!;
    sections.push({ heading: names[index]! });
    sections.push({
      table: {
        caption: `${t("energy.results.monitorCount", { count: format.quantity(columnResult.quantity) })} · ${t(`energy.period.${state.period}`)}`,
        columns: [t("energy.csv.monitor"), t("energy.results.monitorsHeading"), ...figureHeadings],
        rows: [
          ...column.rows.map((row, rowIndex) => ({ cells: [row.monitor.title, format.quantity(row.quantity), ...figureCells(columnResult.rows[rowIndex]![state.period], format)] })),
          { cells: [t("energy.results.optionTotal", { option: names[index]! }), format.quantity(columnResult.quantity), ...figureCells(columnResult[state.period], format)], emphasis: true },
          ...(columnResult.differenceFromFirst
            ? [{ cells: [t("energy.results.comparedWith", { option: names[0]! }), "", ...figureCells(columnResult.differenceFromFirst[state.period], format, true)] }]
            : []),
        ],
      },
    });
  });
  if (data.columns.length > 1) {
    sections.push({ heading: t("energy.results.allOptions") });
  }
  const combined = result.combined[state.period];
  sections.push({ figures: figureHeadings.map((label, index) => ({ label, value: figureCells(combined, format)[index]! })) });
  sections.push({ notes: liveLines({ data, t }).map((line) => line.text) });
  const assumptions: PdfTable = {
    caption: t("energy.assumptions.title"),
    columns: [t("calculator.assumptions.name"), t("calculator.assumptions.source")],
    // A row per line, as the page lists them (a line break inside a cell of mixed Latin and Chinese
    // runs would overlap its neighbours in pdfkit); the group's name on its first row.
    rows: assumptionGroups({ data, countryName: country, format, t, locale }).flatMap((group) =>
      group.lines.map((line, index) => ({ cells: [index === 0 ? group.title : "", line.href ? `${line.text} (${line.href})` : line.text] })),
    ),
  };
  return {
    title: t("energy.name"),
    dated: t("calculator.pdf.dated", { date: dateTimeFormatOf(locale, { dateStyle: "long" }).format(now) }),
    inputs,
    resultsTitle: t("energy.results.title"),
    sections,
    assumptions,
    shareTitle: t("energy.results.shareLink"),
    shareUrl: data.shareUrl,
    labels: {
      benefits: t("calculator.chart.benefits"),
      costs: t("calculator.chart.costs"),
      cumulative: t("calculator.chart.cumulative"),
      year: (year) => t("calculator.table.year", { year }),
    },
  };
}

/** The PDF download of a good run (the calculators' route answers bad input before it). */
export async function energyPdf(data: ResultsData, t: Translate, language: ReturnType<typeof getLanguage>): Promise<Response> {
  const now = new Date();
  const bytes = await writePdf(energyPdfCase(data, t, language.locale, now), language);
  return new Response(bytes, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="energy-${now.toISOString().slice(0, 10)}.pdf"` },
  });
}
