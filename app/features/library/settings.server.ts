import type { LanguageCode } from "~/i18n/languages";
import { requestLocale } from "~/utils/request-locale.server";
import { readCookie } from "~/utils/cookies.server";
import { defaultSettings, parseSettingsCookie, settingsCookieName, type VisitorSettings } from "./settings/visitor-settings";

export type { UnitSystem, VisitorSettings } from "./settings/visitor-settings";

/**
 * The visitor's settings for loaders (the calculators' default country, currency and units):
 * the remembered choice from the cookie, else the defaults of the page's language.
 */
export function getVisitorSettings(request: Request): VisitorSettings & { language: LanguageCode; remembered: boolean } {
  const { language } = requestLocale(request);
  const chosen = parseSettingsCookie(readCookie(request.headers.get("Cookie"), settingsCookieName));
  return Object.assign({}, chosen ?? defaultSettings(language), { language, remembered: chosen !== null });
}
