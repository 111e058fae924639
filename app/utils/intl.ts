/**
 * Intl objects, built once per process (or page visit) for each locale and option set. Building
 * one costs far more than using it (ICU loads the locale's data every time). Every formatter the
 * site builds comes from this cache.
 */
type IntlObject = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.PluralRules | Intl.DisplayNames | Intl.Collator;
const built = new Map<string, IntlObject>();

/**
 * The one store: each helper below keys its objects by locale and options. utils/money keys its
 * currency formats itself (a key without JSON.stringify, as it formats every amount of a page).
 */
export function cached<T extends IntlObject>(key: string, build: () => T): T {
  let object = built.get(key) as T | undefined;
  if (!object) built.set(key, (object = build()));
  return object;
}

export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function pluralRulesOf(locale: string): Intl.PluralRules {
  return cached(`plural|${locale}`, () => new Intl.PluralRules(locale));
}

export function dateTimeFormatOf(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormatOf(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached(`list|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}

export function collatorOf(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cached(`collator|${locale}|${JSON.stringify(options)}`, () => new Intl.Collator(locale, options));
}

// Looking a name up costs a few microseconds each, and a page names every country and currency of its selects.
const names = new Map<string, string>();

/** Names of regions or currencies in a language; a code Intl has no name for stays the code. */
export function displayNameOf(locale: string, type: "region" | "currency", code: string): string {
  const key = `${locale}|${type}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    name = cached(`names|${locale}|${type}`, () => new Intl.DisplayNames([locale], { type, fallback: "code" })).of(code) ?? code;
    // The codes come from the site's own tables; the bound only guards against a caller that passes the address's.
    if (names.size >= 5000) names.clear();
    names.set(key, name);
  }
  return name;
}
