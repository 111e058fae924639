import { useContext, useMemo } from "react";
import { PhraseContext } from "~/i18n/phrase-context";
import { useLocation, useRouteLoaderData } from "react-router";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import { buildPath, parsePath, type SiteHosts, type SiteId } from "~/i18n/paths";
import { createTranslator, type PhraseMap, type Translate } from "~/i18n/translate";
import type { DataLayerEvent, RootViewer } from "~/features/auth/user-type";
import type { PublicConfig } from "~/utils/env.server";

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

/** Language and site of the current page; read from the URL so it works even in error pages. */
export function useLocale() {
  const data = useRootData();
  const location = useLocation();
  const parsed = parsePath(location.pathname, data?.hostSite ?? undefined);
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
