import { describe, expect, it } from "vitest";
import { readCookie } from "~/utils/cookies.server";
import { defaultSettings, parseSettingsCookie, serializeSettingsCookie } from "./visitor-settings";

describe("visitor settings cookie", () => {
  it("round-trips a valid choice", () => {
    const header = serializeSettingsCookie({ units: "metric", country: "DE", currency: "EUR" }, false).split(";")[0]!;
    expect(parseSettingsCookie(readCookie(header, "mc_settings"))).toEqual({ units: "metric", country: "DE", currency: "EUR" });
  });

  it("rejects tampered or broken values", () => {
    expect(parseSettingsCookie(encodeURIComponent(JSON.stringify({ units: "metric", country: "ZZ", currency: "EUR" })))).toBeNull();
    expect(parseSettingsCookie(encodeURIComponent(JSON.stringify({ units: "cubits", country: "DE", currency: "EUR" })))).toBeNull();
    expect(parseSettingsCookie("%E0%A4%A")).toBeNull();
    expect(parseSettingsCookie("not-json")).toBeNull();
    expect(parseSettingsCookie(undefined)).toBeNull();
  });

  it("is httpOnly, SameSite=Lax and Secure only over https", () => {
    const cookie = serializeSettingsCookie({ units: "imperial", country: "US", currency: "USD" }, true);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(serializeSettingsCookie({ units: "imperial", country: "US", currency: "USD" }, false)).not.toContain("Secure");
  });

  it("defaults to the language's main market", () => {
    expect(defaultSettings("en-us")).toEqual({ units: "imperial", country: "US", currency: "USD" });
    expect(defaultSettings("zh-cn")).toEqual({ units: "metric", country: "CN", currency: "CNY" });
  });
});
