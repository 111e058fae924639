// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "~/i18n/translate";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { OfflineBanner, offlineNotice } from "./offline-banner";
import { renderInPage } from "./page-fixture.testing";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

const data = { money: { local: "CNY", usdRate: 7.1, rates: { rates: {}, date: "2026-11-27" } } };

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("OfflineBanner", () => {
  it("appears on the offline event as a status and goes on the online event", async () => {
    renderInPage(<OfflineBanner data={data} />, { language: "zh-cn" });
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("");
    goOnline(false);
    expect(status.textContent).toBe("离线 — 价格和汇率截至 2026年11月27日");
    goOnline(true);
    expect(status.textContent).toBe("");
  });

  it("shows on a page that opens offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderInPage(<OfflineBanner data={{}} />);
    expect((await screen.findByRole("status")).textContent).toBe("Offline — prices and rates as last loaded");
  });
});
