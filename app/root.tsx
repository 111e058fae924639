import "~/utils/zod-jitless";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { useEffect } from "react";
import { SiteShell } from "~/components/layout/site-shell";
import { ErrorPanel, PlainFallbackBoundary } from "~/components/layout/error-panel";
import { getLanguage, supportedLanguages } from "~/i18n/languages";
import { parsePath } from "~/i18n/paths";
import { fetchPhrases, phrasesUrl } from "~/i18n/phrase-context";
import { languageCookie } from "~/i18n/language-cookie.server";
import { loadUseCaseLinks } from "~/features/content/home-links.server";
import { DataLayerScripts } from "~/features/auth/components/data-layer-scripts";
import { loadRootViewer } from "~/features/auth/root-viewer.server";
import { getEnv, getPublicConfig } from "~/utils/env.server";
import { visibleToolLinks } from "~/utils/tool-registry";
import { hostSiteFor } from "~/utils/site.server";
import { useLocale, useRootData, type RootData } from "~/root-data";
import { useNonce } from "~/utils/nonce";
import { Stylesheet } from "~/utils/stylesheet";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hostSite = hostSiteFor(request);
  const parsed = parsePath(url.pathname, hostSite ?? undefined);
  const [useCases, signedIn] = await Promise.all([
    loadUseCaseLinks(parsed.site, parsed.language),
    loadRootViewer(request),
  ]);
  const env = getEnv();
  const rootData: RootData = {
    language: parsed.language,
    site: parsed.site,
    hostSite,
    languages: supportedLanguages.map(({ code, name }) => ({ code, name })),
    config: getPublicConfig(env),
    viewer: signedIn.viewer,
    dataLayerEvents: signedIn.dataLayerEvents,
    useCases,
    tools: visibleToolLinks({ isPartner: signedIn.viewer.isPartner, teiEnabled: env.FEATURE_TEI }),
  };
  // Remember an explicitly chosen language for paths that arrive without one.
  const headers = new Headers();
  if (parsed.languageSegment && languageCookie.read(request) !== parsed.language) {
    headers.append("Set-Cookie", languageCookie.serialize(parsed.language));
  }
  return data(rootData, { headers });
}

/**
 * In the browser the root reloads only when language or site change (or after a form post): the
 * phrases travel beside the loader data, fetched from their cached JSON, not inside the HTML.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const server = await serverLoader();
  return { ...server, phrases: await fetchPhrases(server.language) };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Phrases and menus depend only on language and site: skip the reload for other navigations. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const current = parsePath(currentUrl.pathname);
  const next = parsePath(nextUrl.pathname);
  return current.language !== next.language || current.site !== next.site;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const { language } = useLocale();
  const nonce = useNonce();
  const data = useRootData();
  // Marks the page interactive: end-to-end tests wait for it before clicking (a click during
  // hydration can be lost), and styles may use it for script-only controls.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={getLanguage(language).htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Stylesheet linked={data?.viewer.signedIn === true} />
        {/* entry.client.tsx fetches this before hydrating: start the download with the HTML. */}
        <link rel="preload" href={phrasesUrl(language)} as="fetch" crossOrigin="anonymous" />
        <meta name="theme-color" content="#00468b" />
        <DataLayerScripts events={data?.dataLayerEvents ?? []} tagManagerId={data?.config.tagManagerId ?? null} nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PlainFallbackBoundary>
      <SiteShell>
        <ErrorPanel status={status} />
      </SiteShell>
    </PlainFallbackBoundary>
  );
}
