import { numberFormatOf } from "~/utils/intl";
import { useLocale, useT } from "~/root-data";
import { say } from "../../shared/present";
import type { DisplayChoice } from "../model";

/** Where the page's DISCAS facts can be looked up: AVIXA's catalogue entry and the AETM formulas. */
export const DISCAS_LINKS = {
  standard: "https://avixa.netexam.com/newCatalogAvixa/Course/50547",
  formulas: "https://www.aetm.org/documentation/screens-specifications-and-sightlines/sightlines-image-size/bdm-only-sizing-the-image/",
} as const;

/** The rule of thumb's successor, and its element-height check for the chosen display. */
export function DiscasCheck({ display }: { display: DisplayChoice }) {
  const t = useT();
  const { locale } = useLocale();
  const check = display.discas;
  const number = (value: number, digits: number) => numberFormatOf(locale, { maximumFractionDigits: digits }).format(value);
  const feet = { distance: "foot", maxDistance: "foot" } as const;
  return (
    <div className="mt-3 space-y-2 text-sm text-gray-800">
      <p>
        {t("meetingSpace.rule.superseded")}{" "}
        <a href={DISCAS_LINKS.standard} className="underline" rel="noreferrer">
          {t("meetingSpace.rule.supersededLink")}
        </a>
      </p>
      <h3 className="font-semibold">{t("meetingSpace.discas.title")}</h3>
      {check ? (
        <>
          <p>
            {say(
              {
                key: "meetingSpace.discas.basic",
                values: {
                  distance: display.distanceFt,
                  percent: numberFormatOf(locale, { style: "percent", maximumFractionDigits: 2 }).format(check.elementHeightPercent / 100),
                  pixels: number(check.elementHeightPx, 1),
                  rows: number(check.verticalPixels, 0),
                },
              },
              t,
              locale,
              feet,
            )}
          </p>
          <p>
            {say(
              {
                key: check.analyticalMet ? "meetingSpace.discas.analyticalMet" : "meetingSpace.discas.analyticalNotMet",
                values: { distance: display.distanceFt, maxDistance: check.analyticalMaxDistanceFt, rows: number(check.verticalPixels, 0) },
              },
              t,
              locale,
              feet,
            )}
          </p>
          <p>
            <a href={DISCAS_LINKS.formulas} className="underline" rel="noreferrer">
              {t("meetingSpace.discas.source")}
            </a>
          </p>
        </>
      ) : (
        <p>{t("meetingSpace.discas.unknown")}</p>
      )}
    </div>
  );
}
