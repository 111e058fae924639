/** Why-refresh in the PDF: its three tabs one after another — workspace, energy, the productivity case. */
import type { WhyRefreshAnswer } from "./definition";
import { numberFormatOf } from "~/utils/intl";
import type { PdfMapping } from "~/features/calculators/frame/pdf/mapping";
import { productivityPdf } from "~/features/calculators/productivity/pdf.server";

export const whyRefreshPdf: PdfMapping<WhyRefreshAnswer> = (r, context) => {
  const { t, format, locale } = context;
  const gain = (percent: number) => numberFormatOf(locale, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }).format(percent / 100);
  const squareInches = (value: number) => t("whyRefresh.unit.squareInches", { value: format.number(value, 0) });
  const watts = (value: number) => t("whyRefresh.unit.watts", { value: format.number(value, 1) });
  return [
    { heading: t("whyRefresh.tab.workspace") },
    {
      figures: [
        { label: t("whyRefresh.result.pixelGainPct"), value: gain(r.pixelGainPct) },
        { label: t("whyRefresh.result.areaGainPct"), value: gain(r.areaGainPct) },
      ],
    },
    {
      table: {
        caption: `${t("whyRefresh.legacy.title")} · ${t("whyRefresh.new.title")}`,
        columns: ["", t("whyRefresh.legacy.title"), t("whyRefresh.new.title")],
        rows: [
          { cells: [t("whyRefresh.new.model"), "", r.monitor.title] },
          { cells: [t("whyRefresh.legacy.resolution"), `${r.legacy.widthPx} × ${r.legacy.heightPx}`, `${r.monitor.widthPx} × ${r.monitor.heightPx}`] },
          { cells: [t("whyRefresh.legacy.screenArea"), squareInches(r.legacy.screenArea), squareInches(r.monitorScreenArea)] },
          { cells: [t("whyRefresh.legacy.power"), watts(r.legacy.powerOnW), watts(r.monitor.powerOnW)] },
        ],
      },
    },
    { heading: t("whyRefresh.tab.energy") },
    ...(r.energySavedKWhYear < 0 ? [{ notes: [t("whyRefresh.result.usesMore")] }] : []),
    {
      figures: [
        { label: t("whyRefresh.result.energySavedKWhYear"), value: t("whyRefresh.unit.kwh", { value: format.number(r.energySavedKWhYear) }) },
        { label: t("whyRefresh.result.costSavedYear"), value: format.money(r.costSavedYear) },
        { label: t("whyRefresh.result.co2SavedKgYear"), value: t("whyRefresh.unit.kg", { value: format.number(r.co2SavedKgYear) }) },
      ],
    },
    { notes: [`${t("whyRefresh.priceUsed", { price: format.money(r.pricePerKWh) })} ${t(r.priceSource.key, r.priceSource.values)}`] },
    { heading: t("whyRefresh.tab.productivity") },
    ...(r.productivity ? productivityPdf(r.productivity, context) : [{ notes: [r.productivityMissing ? t(r.productivityMissing.key, r.productivityMissing.values) : ""] }]),
  ];
};
