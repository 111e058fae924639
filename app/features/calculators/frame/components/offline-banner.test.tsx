import { describe, expect, it } from "vitest";
import { createTranslator } from "~/i18n/translate";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { offlineNotice } from "./offline-banner";

const english = createTranslator(enUs, "en-US");
const chinese = createTranslator(zhCn, "zh-CN");
const withRates = (date: string | null) => ({ money: { local: "USD", usdRate: 1, rates: { rates: {}, date } } });

describe("offlineNotice", () => {
  it("dates the prices and rates by the live rates' day, in the page's language", () => {
    expect(offlineNotice(withRates("2026-11-27"), english, "en-US")).toBe("Offline — prices and rates as of November 27, 2026");
    expect(offlineNotice(withRates("2026-11-27"), chinese, "zh-CN")).toBe("离线 — 价格和汇率截至 2026年11月27日");
  });

  it("keeps the calendar day whatever the time zone (the first of a month stays in its month)", () => {
    expect(offlineNotice(withRates("2026-06-01"), english, "en-US")).toBe("Offline — prices and rates as of June 1, 2026");
  });

  it("says 'as last loaded' without dated rates: fallback rates, no money inputs, or an unreadable date", () => {
    for (const data of [withRates(null), { money: null }, {}, withRates("27/11/2026"), withRates("2026-13-45")]) {
      expect(offlineNotice(data, english, "en-US")).toBe("Offline — prices and rates as last loaded");
    }
    expect(offlineNotice({}, chinese, "zh-CN")).toBe("离线 — 价格和汇率为上次加载时的数据");
  });
});
