// Monitor Chooser's service worker: an offline page for navigations and a cache of the
// fingerprinted build files (/assets/*, which never change under one name). Pages themselves
// are always fetched from the network, so visitors never see stale content or someone else's session.
const VERSION = "v1";
const SHELL_CACHE = `mc-shell-${VERSION}`;
const ASSET_CACHE = "mc-assets";
const OFFLINE_URL = "/offline.html";
const SHELL = [OFFLINE_URL, "/favicon.svg", "/icons/icon.svg", "/icons/icon-192.png", "/manifest.webmanifest"];
// Fingerprinted files accumulate across deployments: keep the cache bounded.
const MAX_ASSETS = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("mc-shell-") && key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cachedAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
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
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(pageOrOffline(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cachedAsset(request));
  }
});
