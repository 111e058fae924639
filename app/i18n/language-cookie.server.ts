import { isSupportedLanguage, type LanguageCode } from "./languages";

const name = "mc_lang";

/** The visitor's last language: only a language code, so a plain cookie is enough. */
export const languageCookie = {
  read(request: Request): LanguageCode | undefined {
    const header = request.headers.get("Cookie") ?? "";
    const match = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
    const value = match?.slice(name.length + 1);
    return isSupportedLanguage(value) ? value : undefined;
  },
  serialize(language: LanguageCode): string {
    return `${name}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  },
};
