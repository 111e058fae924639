import { describe, expect, it } from "vitest";
import { serializeSettingsCookie } from "~/features/library/settings/visitor-settings";
import { readForm } from "./form-state";
import { visitorFormDefaults } from "./visitor-defaults.server";

function requestWith(cookie?: string) {
  return new Request("http://localhost:3000/en-us/energy-calculator/input", { headers: cookie ? { Cookie: cookie } : {} });
}

describe("visitorFormDefaults", () => {
  it("takes country and units from the visitor's saved settings", () => {
    const cookie = serializeSettingsCookie({ units: "imperial", country: "DE", currency: "EUR" }, false).split(";")[0]!;
    const defaults = visitorFormDefaults(requestWith(cookie));
    expect(defaults).toEqual({ country: "DE", units: "imperial" });
    const form = readForm(new URLSearchParams(""), defaults);
    expect(form.country).toBe("DE");
    expect(form.units).toBe("imperial");
  });

  it("keeps the specification's US and metric without saved settings", () => {
    expect(visitorFormDefaults(requestWith())).toBeUndefined();
    const form = readForm(new URLSearchParams(""), visitorFormDefaults(requestWith()));
    expect(form.country).toBe("US");
    expect(form.units).toBe("metric");
  });

  it("lets the address win over the settings, so a share link shows what was shared", () => {
    const form = readForm(new URLSearchParams("country=FR&units=metric"), { country: "DE", units: "imperial" });
    expect(form.country).toBe("FR");
    expect(form.units).toBe("metric");
  });
});
