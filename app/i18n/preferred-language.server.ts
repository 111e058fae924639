import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { defaultLanguage, getLanguage, isSupportedLanguage, supportedLanguages, type LanguageCode } from "./languages";

const offered = supportedLanguages.map((language) => language.locale);

/** Whether Intl reads the tag; the matcher throws on one it cannot (a hostile header's "ÿÿÿ"). */
function isWellFormedTag(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

/**
 * Picks the visitor's language for a path that has none: remembered choice, then the browser's
 * in its q-weight order. "Best fit" matching takes zh, zh-SG and zh-Hans-* to zh-CN and any en-*
 * to en-US, but not zh-TW or zh-Hant (traditional script), which get the next choice or en-US.
 */
export function preferredLanguage(cookieValue: string | undefined, acceptLanguage: string | null): LanguageCode {
  if (isSupportedLanguage(cookieValue)) return cookieValue;
  // Negotiator sorts by q and drops q=0; "*" names no language in particular.
  const wanted = new Negotiator({ headers: { "accept-language": acceptLanguage ?? "" } }).languages().filter((tag) => tag !== "*" && isWellFormedTag(tag));
  const locale = match(wanted, offered, getLanguage(defaultLanguage).locale, { algorithm: "best fit" });
  return supportedLanguages.find((language) => language.locale === locale)?.code ?? defaultLanguage;
}
