import type { Translate } from "~/i18n/translate";
import { useLocale, useT } from "~/root-data";
import { dateTimeFormatOf } from "~/utils/intl";
import { useOnline } from "~/utils/use-online";
import type { CalculatorPageData } from "../page-data";

/**
 * The banner's words: the date of the rates the page holds (the live exchange rates' day), in the
 * page's language, or "as last loaded" when the page holds no dated rates.
 */
export function offlineNotice(data: Pick<CalculatorPageData<unknown>, "money">, t: Translate, locale: string): string {
  const date = data.money?.rates.date;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return t("calculator.offline.asLastLoaded");
  // The rates' day is a calendar date: formatted in UTC so no time zone moves it.
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return t("calculator.offline.asLastLoaded");
  return t("calculator.offline.asOf", { date: dateTimeFormatOf(locale, { dateStyle: "long", timeZone: "UTC" }).format(day) });
}

/** While the browser is offline, says how old the page's prices and rates are; nothing in the server's HTML. */
export function OfflineBanner({ data }: { data: Pick<CalculatorPageData<unknown>, "money"> }) {
  const online = useOnline();
  const t = useT();
  const { locale } = useLocale();
  return (
    <div role="status" className="print-hidden">
      {online ? null : <p className="rounded border border-amber-300 bg-amber-50 px-4 py-2 text-gray-900">{offlineNotice(data, t, locale)}</p>}
    </div>
  );
}
