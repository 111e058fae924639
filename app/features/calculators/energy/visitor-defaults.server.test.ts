import { describe, expect, it } from "vitest";
import { serializeSettingsCookie } from "~/features/library/settings/visitor-settings";
import { visitorFormDefaults } from "./visitor-defaults.server";

function requestWith(cookie?: string) {
  return new Request("http://localhost:3000/en-us/energy-calculator/input", { headers: cookie ? { Cookie: cookie } : {} });
}

// The page applies them where the address says nothing (frame/page.server.ts; routes/energy-calculator.loaders.test.ts).
describe("visitorFormDefaults", () => {
  it("takes country and units from the visitor's saved settings", () => {
    const cookie = serializeSettingsCookie({ units: "imperial", country: "DE", currency: "EUR" }, false).split(";")[0]!;
    expect(visitorFormDefaults(requestWith(cookie))).toEqual({ country: "DE", units: "imperial" });
  });

  it("leaves the specification's US and metric without saved settings", () => {
    expect(visitorFormDefaults(requestWith())).toEqual({});
  });
});
