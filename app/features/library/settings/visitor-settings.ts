import { z } from "zod";
import { countryCurrencies, isCountryCode, type CountryCode } from "~/utils/countries";
import type { LanguageCode } from "~/i18n/languages";
import { parseRequestJson } from "~/utils/request-json";

export const unitSystems = ["metric", "imperial"] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** What a visitor chose on /settings (the language itself lives in the URL and its own cookie). */
export const visitorSettingsSchema = z.object({
  units: z.enum(unitSystems),
  country: z.string().refine((value): value is CountryCode => isCountryCode(value)),
  currency: z.string().refine((value) => countryCurrencies.includes(value)),
});

export type VisitorSettings = { units: UnitSystem; country: CountryCode; currency: string };

/** Until a visitor chooses: the usual settings of the language's main market. */
export function defaultSettings(language: LanguageCode): VisitorSettings {
  return language === "zh-cn" ? { units: "metric", country: "CN", currency: "CNY" } : { units: "imperial", country: "US", currency: "USD" };
}

export const settingsCookieName = "mc_settings";

/** The cookie's value; anything that does not parse or validate counts as no choice. */
export function parseSettingsCookie(value: string | undefined): VisitorSettings | null {
  if (!value) return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  // The site's one rule for JSON a request brought (app/utils/request-json.ts).
  const json = parseRequestJson(text);
  if (!json.ok) return null;
  const parsed = visitorSettingsSchema.safeParse(json.value);
  return parsed.success ? (parsed.data as VisitorSettings) : null;
}

export function serializeSettingsCookie(settings: VisitorSettings, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ units: settings.units, country: settings.country, currency: settings.currency }));
  return `${settingsCookieName}=${value}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
