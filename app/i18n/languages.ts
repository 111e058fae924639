export const supportedLanguages = [
  { code: "en-us", name: "English (US)", htmlLang: "en-US", locale: "en-US" },
  { code: "zh-cn", name: "简体中文", htmlLang: "zh-CN", locale: "zh-CN" },
] as const;

export type LanguageCode = (typeof supportedLanguages)[number]["code"];
export const defaultLanguage: LanguageCode = "en-us";

export function isSupportedLanguage(value: string | undefined): value is LanguageCode {
  return supportedLanguages.some((language) => language.code === value);
}

/**
 * A first path segment that looks like a language code ("fr", "pt-br", "zh-hant-tw").
 * Such a segment is a language, supported or not; anything else is a page path.
 */
export function isLanguageShaped(segment: string | undefined): boolean {
  return !!segment && /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/i.test(segment) && segment.length <= 16;
}

export function getLanguage(code: LanguageCode) {
  return supportedLanguages.find((language) => language.code === code) ?? supportedLanguages[0];
}
