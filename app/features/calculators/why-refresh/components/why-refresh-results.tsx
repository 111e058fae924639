import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { SectionTabs } from "~/features/calculators/frame/components/section-tabs";
import { useCalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { ProductivityFigures } from "~/features/calculators/productivity/components/productivity-figures";
import { numberFormatOf } from "~/utils/intl";
import { Note } from "~/features/calculators/shared/components/note";
import { useLocale, useT } from "~/root-data";
import type { WhyRefreshAnswer } from "../definition";

/** Why-refresh's three tabs: the workspace gained, the energy saved, the productivity case. */
export function WhyRefreshResults({ run }: { run: CalculatorRunData<WhyRefreshAnswer> }) {
  const t = useT();
  const { locale } = useLocale();
  const format = useCalculatorFormat(run.currency);
  const r = run.results;
  const gain = (percent: number) => numberFormatOf(locale, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }).format(percent / 100);
  const squareInches = (value: number) => t("whyRefresh.unit.squareInches", { value: format.number(value, 0) });
  const usesMore = r.energySavedKWhYear < 0;
  return (
    <SectionTabs
      label={t("whyRefresh.name")}
      sections={[
        {
          id: "workspace",
          title: t("whyRefresh.tab.workspace"),
          content: (
            <div className="space-y-4">
              <Pullouts
                items={[
                  { key: "pixels", label: t("whyRefresh.result.pixelGainPct"), value: gain(r.pixelGainPct) },
                  { key: "area", label: t("whyRefresh.result.areaGainPct"), value: gain(r.areaGainPct) },
                ]}
              />
              <dl className="grid gap-4 sm:grid-cols-2">
                <div className="rounded border border-gray-300 p-4">
                  <dt className="font-semibold">{t("whyRefresh.legacy.title")}</dt>
                  <dd>{`${t("whyRefresh.legacy.resolution")}: ${r.legacy.widthPx} × ${r.legacy.heightPx}`}</dd>
                  <dd>{`${t("whyRefresh.legacy.screenArea")}: ${squareInches(r.legacy.screenArea)}`}</dd>
                  <dd>{`${t("whyRefresh.legacy.power")}: ${t("whyRefresh.unit.watts", { value: format.number(r.legacy.powerOnW, 1) })}`}</dd>
                </div>
                <div className="rounded border border-gray-300 p-4">
                  <dt className="font-semibold">{t("whyRefresh.new.title")}</dt>
                  <dd>{r.monitor.title}</dd>
                  <dd>{`${t("whyRefresh.legacy.resolution")}: ${r.monitor.widthPx} × ${r.monitor.heightPx}`}</dd>
                  <dd>{`${t("whyRefresh.legacy.screenArea")}: ${squareInches(r.monitorScreenArea)}`}</dd>
                  <dd>{`${t("whyRefresh.legacy.power")}: ${t("whyRefresh.unit.watts", { value: format.number(r.monitor.powerOnW, 1) })}`}</dd>
                </div>
              </dl>
            </div>
          ),
        },
        {
          id: "energy",
          title: t("whyRefresh.tab.energy"),
          content: (
            <div className="space-y-4">
              {usesMore ? (
                <Note>{t("whyRefresh.result.usesMore")}</Note>
              ) : null}
              <Pullouts
                items={[
                  { key: "kwh", label: t("whyRefresh.result.energySavedKWhYear"), value: t("whyRefresh.unit.kwh", { value: format.number(r.energySavedKWhYear) }) },
                  { key: "cost", label: t("whyRefresh.result.costSavedYear"), value: format.money(r.costSavedYear) },
                  { key: "co2", label: t("whyRefresh.result.co2SavedKgYear"), value: t("whyRefresh.unit.kg", { value: format.number(r.co2SavedKgYear) }) },
                ]}
              />
              <p className="text-gray-800">
                {t("whyRefresh.priceUsed", { price: format.money(r.pricePerKWh) })} {t(r.priceSource.key, r.priceSource.values)}
              </p>
            </div>
          ),
        },
        {
          id: "productivity",
          title: t("whyRefresh.tab.productivity"),
          content: r.productivity ? (
            <ProductivityFigures results={r.productivity} format={format} />
          ) : (
            <Note>{r.productivityMissing ? t(r.productivityMissing.key, r.productivityMissing.values) : null}</Note>
          ),
        },
      ]}
    />
  );
}
