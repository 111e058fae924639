// Monitor Chooser's service worker (issue 49, "Offline"): the fingerprinted build files
// (/assets/*, which never change under one name) come from its cache; the calculator and
// configurator pages, the phrases, the calculators' context JSON and the workspace configurator's
// catalogue lists come from the network first and, offline, from the
// copy kept at the last visit; any other page offline is the offline page. Only answers the server
// marked public are kept: a signed-in visitor's answers are `private, no-store`
// (server/request-policy.ts), so signed-in data never enters a cache here.
// app/features/library/pwa/service-worker.test.ts runs this file against a fake cache.
const VERSION = "v2";
const SHELL_CACHE = `mc-shell-${VERSION}`;
const PAGE_CACHE = `mc-pages-${VERSION}`;
const DATA_CACHE = `mc-data-${VERSION}`;
const ASSET_CACHE = "mc-assets";
const VERSIONED = ["mc-shell-", "mc-pages-", "mc-data-"];
const OFFLINE_URL = "/offline.html";
const SHELL = [OFFLINE_URL, "/favicon.svg", "/icons/icon.svg", "/icons/icon-192.png", "/manifest.webmanifest"];
// Fingerprinted files accumulate across deployments, query variants of JSON too: keep each cache bounded.
const MAX_ASSETS = 200;
// One copy per page path: 10 calculator pages and 10 configurator step paths × 2 languages × 2 sites fit.
const MAX_PAGES = 100;
const MAX_DATA = 100;

// The business calculators' and the configurators' pages without language or site prefix, one list
// per tool: the `urls.pages` of app/features/calculators/*/tool.ts and
// app/features/configurators/*/tool.ts (the test fails when they differ). A path is the router's
// pattern: `:name` is one segment, `:name?` an optional one (a configurator's step).
const CALCULATOR_TOOLS = [
  ["/ecosystem-roi-calculator/input", "/ecosystem-roi-calculator/results"],
  ["/energy-calculator/input", "/energy-calculator/results"],
  ["/meeting-space-configurator/:step?"],
  ["/monitor-ergonomics-guide"],
  ["/multi-monitor-setup"],
  ["/productivity"],
  ["/quality-framework/input"],
  ["/total-economic-impact/input"],
  ["/why-refresh/input"],
  ["/workspace-configurator/:step?"],
];
const LANGUAGES = "(?:en-us|zh-cn)";
const PAGE_PATH = new RegExp(`^(?:/for-home)?/${LANGUAGES}(/.+?)/?$`);
const DATA_PATH = new RegExp(`^/${LANGUAGES}/api/(?:phrases|workspace-monitors|calculators/[a-z][a-z-]*\\.context)$`);

/** A declared page path as a whole-path pattern. */
function pathPattern(path) {
  const segments = path.split("/").slice(1);
  const source = segments.map((segment) => {
    if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return new RegExp(`^${source.join("")}$`);
}

const TOOL_PATTERNS = CALCULATOR_TOOLS.map((pages) => pages.map(pathPattern));

/** "page", "data", "asset" or null: how this service worker treats a same-origin address. */
function kindOf(url) {
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (DATA_PATH.test(url.pathname)) return "data";
  return toolPagesOf(url) ? "page" : null;
}

/** The pages of the calculator whose page this is (its sibling steps included), else null. */
function toolPagesOf(url) {
  if (url.origin !== self.location.origin) return null;
  const page = PAGE_PATH.exec(url.pathname);
  if (!page) return null;
  const tool = TOOL_PATTERNS.findIndex((patterns) => patterns.some((pattern) => pattern.test(page[1])));
  return tool === -1 ? null : CALCULATOR_TOOLS[tool];
}

/** Whether an answer may be kept: a whole 200 that the server says anyone may store. */
function mayKeep(response) {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return /\bpublic\b/i.test(cacheControl) && !/\bprivate\b|\bno-store\b/i.test(cacheControl);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const current = [SHELL_CACHE, PAGE_CACHE, DATA_CACHE];
  const outdated = (key) => VERSIONED.some((prefix) => key.startsWith(prefix)) && !current.includes(key);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter(outdated).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** Keeps a page under its address, replacing the copy of the same path with another query. */
async function keepPage(url, response) {
  const cache = await caches.open(PAGE_CACHE);
  await cache.delete(url, { ignoreSearch: true, ignoreVary: true });
  await cache.put(url, response);
  await trim(cache, MAX_PAGES);
}

async function keepData(url, response) {
  const cache = await caches.open(DATA_CACHE);
  await cache.put(url, response);
  await trim(cache, MAX_DATA);
}

async function keepAsset(url, response) {
  const cache = await caches.open(ASSET_CACHE);
  await cache.put(url, response);
  await trim(cache, MAX_ASSETS);
}

async function cachedAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await keepAsset(request.url, response.clone());
  return response;
}

/** Network first; offline, the kept copy of the same path (whatever its query), else the offline page. */
async function calculatorPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (mayKeep(response)) event.waitUntil(keepPage(request.url, response.clone()));
    return response;
  } catch {
    const cache = await caches.open(PAGE_CACHE);
    const kept = await cache.match(request.url, { ignoreSearch: true, ignoreVary: true });
    return kept ?? (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
}

/** Network first; offline, the kept answer to the same address (a query is a different answer). */
async function offlineData(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (mayKeep(response)) event.waitUntil(keepData(request.url, response.clone()));
    return response;
  } catch (error) {
    const cache = await caches.open(DATA_CACHE);
    const kept = await cache.match(request.url, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const kind = kindOf(new URL(request.url));
  if (request.mode === "navigate") {
    event.respondWith(kind === "page" ? calculatorPage(event) : pageOrOffline(request));
  } else if (kind === "asset") {
    event.respondWith(cachedAsset(request));
  } else if (kind === "data") {
    event.respondWith(offlineData(event));
  }
});

async function keepAssetOnce(url) {
  if (await caches.match(url.href)) return;
  const response = await fetch(url.href).catch(() => null);
  if (response?.ok) await keepAsset(url.href, response);
}

function sameOriginUrl(address) {
  try {
    const url = new URL(address, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The first page a visitor opens loads before this worker controls it, so the page sends the
 * addresses it loaded (use-service-worker.ts) and the ones worth keeping are fetched again here,
 * under the same rules as a fetch through the worker.
 */
async function keepLoaded(addresses) {
  for (const url of addresses.map(sameOriginUrl)) {
    const kind = url && kindOf(url);
    if (kind === "asset") {
      await keepAssetOnce(url);
    } else if (kind === "page" || kind === "data") {
      // The visitor's cookies go along: a signed-in visitor's answer comes back private and is not kept.
      const headers = { Accept: kind === "page" ? "text/html" : "application/json" };
      const response = await fetch(url.href, { credentials: "same-origin", headers }).catch(() => null);
      if (response && mayKeep(response)) await (kind === "page" ? keepPage : keepData)(url.href, response);
    }
  }
}

/**
 * A calculator page computes its other steps in the browser (energy's input page draws the results
 * page): the scripts of its sibling pages, which it has not loaded, are kept too. `routes` are the
 * router manifest's routes, each its path below the language and its files.
 */
async function keepSiblingScripts(pageUrl, routes) {
  const pages = pageUrl && toolPagesOf(pageUrl);
  if (!pages) return;
  for (const route of routes) {
    if (typeof route?.path !== "string" || !pages.includes(`/${route.path}`)) continue;
    for (const url of strings(route.files).map(sameOriginUrl)) if (url && kindOf(url) === "asset") await keepAssetOnce(url);
  }
}

const strings = (list) => (Array.isArray(list) ? list.filter((item) => typeof item === "string").slice(0, 300) : []);

self.addEventListener("message", (event) => {
  const message = event.data;
  if (event.origin && event.origin !== self.location.origin) return;
  if (message?.type !== "keep-loaded") return;
  const routes = Array.isArray(message.routes) ? message.routes.slice(0, 500) : [];
  const pageUrl = typeof event.source?.url === "string" ? sameOriginUrl(event.source.url) : null;
  event.waitUntil(keepLoaded(strings(message.addresses)).then(() => keepSiblingScripts(pageUrl, routes)));
});
