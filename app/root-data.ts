import { useContext, useMemo } from "react";
import { PhraseContext } from "~/i18n/phrase-context";
import { useLocation, useRouteLoaderData } from "react-router";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import { buildPath, parsePath, type SiteHosts, type SiteId } from "~/i18n/paths";
import { createTranslator, type PhraseMap, type Translate } from "~/i18n/translate";
import type { DataLayerEvent, RootViewer } from "~/features/auth/user-type";
import type { PublicConfig } from "~/utils/env.server";
import type { ToolLink } from "~/utils/tool-registry";

/** What the root loader gives every page: who is looking, in which language, on which site. */
export type RootData = {
  language: LanguageCode;
  site: SiteId;
  hostSite: SiteId | null;
  /** Only after a client-side language switch (the root's client loader); see PhraseContext. */
  phrases?: PhraseMap;
  languages: Array<{ code: LanguageCode; name: string }>;
  config: PublicConfig;
  /** Display name and user type only: ids and tokens never reach the browser. */
  viewer: RootViewer;
  /** Analytics events for this page; the user type once after sign-in. */
  dataLayerEvents: DataLayerEvent[];
  useCases: Array<{ id: string; slug: string; title: string }>;
  /** The tools this visitor may use, for the menu and the home page (the declarations stay on the server). */
  tools: ToolLink[];
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The current language's phrases: after a language switch from root data, else the first page's. */
export function usePhrases(): PhraseMap | undefined {
  const fromSwitch = useRootData()?.phrases;
  const initial = useContext(PhraseContext);
  return fromSwitch ?? initial ?? undefined;
}

export function useT(): Translate {
  const phrases = usePhrases();
  const { locale } = useLocale();
  return useMemo(() => createTranslator(phrases ?? {}, locale), [phrases, locale]);
}

export type Locale = ReturnType<typeof localeOf>;

/**
 * The last answer of `localeOf`: a page asks for its locale once per link and component (~60
 * times a render), always with the same root data and path. Keyed by both, so a render of
 * another request in between only costs a recomputation.
 */
let last: { data: RootData | undefined; pathname: string; locale: Locale } | undefined;

/** Language and site of the current page; read from the URL so it works even in error pages. */
export function useLocale(): Locale {
  const data = useRootData();
  const { pathname } = useLocation();
  if (last && last.data === data && last.pathname === pathname) return last.locale;
  const locale = localeOf(data, pathname);
  last = { data, pathname, locale };
  return locale;
}

function localeOf(data: RootData | undefined, pathname: string) {
  const parsed = parsePath(pathname, data?.hostSite ?? undefined);
  const language = data?.language ?? parsed.language;
  const site = data?.site ?? parsed.site;
  const hostMode = !!data?.hostSite && !parsed.sitePrefixed;
  return {
    language,
    site,
    hostMode,
    locale: getLanguage(language).locale,
    siteHosts: (data?.config?.siteHosts ?? {}) as SiteHosts,
    /** The full path of a page ("/products") in the current language and site. */
    localPath: (rest: string) => buildPath(rest, language, site, hostMode),
  };
}
