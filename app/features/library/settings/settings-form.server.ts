import { data, redirect } from "react-router";
import { z } from "zod";
import { requireSameOrigin } from "~/features/auth/index.server";
import { languageCookie } from "~/i18n/language-cookie.server";
import { supportedLanguages } from "~/i18n/languages";
import { buildPath } from "~/i18n/paths";
import { requestLocale } from "~/utils/request-locale.server";
import { serializeSettingsCookie, visitorSettingsSchema, type VisitorSettings } from "./visitor-settings";

const languageCodes = supportedLanguages.map((language) => language.code) as [string, ...string[]];
const settingsFormSchema = visitorSettingsSchema.extend({ language: z.enum(languageCodes) });

export type SettingsActionData = { fieldErrors: Partial<Record<"language" | "units" | "country" | "currency", true>> };

/** Saves the settings in their cookie and opens /settings again in the chosen language. */
export async function saveSettings(request: Request) {
  requireSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = settingsFormSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: SettingsActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as keyof SettingsActionData["fieldErrors"]] = true;
    return data<SettingsActionData>({ fieldErrors }, { status: 400 });
  }
  const { language, ...settings } = parsed.data;
  const { site, hostMode } = requestLocale(request);
  const chosenLanguage = supportedLanguages.find((entry) => entry.code === language)?.code ?? "en-us";
  const headers = new Headers();
  headers.append("Set-Cookie", serializeSettingsCookie(settings as VisitorSettings, new URL(request.url).protocol === "https:"));
  headers.append("Set-Cookie", languageCookie.serialize(chosenLanguage));
  return redirect(`${buildPath("/settings", chosenLanguage, site, hostMode)}?saved=1`, { headers });
}
