import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const clientFolder = path.resolve("build/client");

type RouteEntry = { module: string; imports?: string[]; parentId?: string };
export type RouterManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/**
 * React Router writes the browser's route manifest (window.__reactRouterManifest) as
 * assets/manifest-<hash>.js: per route its module and every chunk it statically imports, the
 * list the server turns into modulepreload links. Vite's own .vite/manifest.json is deleted
 * after the build unless vite.config.ts sets build.manifest, so this is the file to read.
 */
function readRouterManifest(): { manifest: RouterManifest; file: string } {
  const assets = path.join(clientFolder, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error("build/client/assets has no manifest-*.js: run npm run build");
  const text = readFileSync(path.join(assets, name), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json) as RouterManifest, file: `/assets/${name}` };
}

export function ensureBuild(rebuild: boolean): string {
  if (rebuild || !existsSync(path.join(clientFolder, "assets"))) {
    execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  }
  return statSync(clientFolder).mtime.toISOString();
}

export type BundleSize = { page: string; files: number; bytes: number; gzipBytes: number };

/** The files a page's first load fetches: entry, route manifest, and each route from root to the page (pure). */
export function routeFiles(manifest: RouterManifest, manifestFile: string, routeId: string): Set<string> {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, manifestFile]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build`);
    for (const module of [route.module, ...(route.imports ?? [])]) files.add(module);
  }
  return files;
}

/** What a page loads beyond another page's first load (a calculator beyond home): the files a visitor coming from there still fetches (pure). */
export function ownFiles(manifest: RouterManifest, manifestFile: string, routeId: string, beyondRouteId: string): string[] {
  const already = routeFiles(manifest, manifestFile, beyondRouteId);
  return [...routeFiles(manifest, manifestFile, routeId)].filter((file) => !already.has(file));
}

function measure(page: string, files: Iterable<string>): BundleSize {
  let count = 0;
  let bytes = 0;
  let gzipBytes = 0;
  for (const module of files) {
    const content = readFileSync(path.join(clientFolder, module));
    count++;
    bytes += content.length;
    // Each file is its own response; zlib's default level is what the compression middleware uses.
    gzipBytes += gzipSync(content).length;
  }
  return { page, files: count, bytes, gzipBytes };
}

/** First-load JS of a page: entry, route manifest, and each route from root to the page, deduplicated. */
export function firstLoadJs(page: string, routeId: string): BundleSize {
  const { manifest, file } = readRouterManifest();
  return measure(page, routeFiles(manifest, file, routeId));
}

/** A page's own JS: what it loads beyond `beyondRouteId`'s first load (issue 49: a calculator's scripts beyond home's). */
export function ownJs(page: string, routeId: string, beyondRouteId: string): BundleSize {
  const { manifest, file } = readRouterManifest();
  return measure(page, ownFiles(manifest, file, routeId, beyondRouteId));
}
