import { describe, expect, it } from "vitest";
import { getVisitorSettings } from "./settings.server";

describe("getVisitorSettings", () => {
  it("uses the page language's defaults without a cookie", () => {
    expect(getVisitorSettings(new Request("http://localhost/zh-cn/energy-calculator/input"))).toEqual({
      units: "metric", country: "CN", currency: "CNY", language: "zh-cn", remembered: false,
    });
  });

  it("uses the remembered choice", () => {
    const cookie = `mc_lang=en-us; mc_settings=${encodeURIComponent(JSON.stringify({ units: "metric", country: "GB", currency: "GBP" }))}`;
    const settings = getVisitorSettings(new Request("http://localhost/en-us/settings", { headers: { Cookie: cookie } }));
    expect(settings).toMatchObject({ units: "metric", country: "GB", currency: "GBP", remembered: true });
  });
});
