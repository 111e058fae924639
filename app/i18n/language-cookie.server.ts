import { readCookie } from "~/utils/cookies.server";
import { isSupportedLanguage, type LanguageCode } from "./languages";

const name = "mc_lang";

/** The visitor's last language: only a language code, so a plain cookie is enough. */
export const languageCookie = {
  read(request: Request): LanguageCode | undefined {
    const value = readCookie(request.headers.get("Cookie"), name);
    return isSupportedLanguage(value) ? value : undefined;
  },
  serialize(language: LanguageCode): string {
    return `${name}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  },
};
