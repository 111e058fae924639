/**
 * React Router's per-loader copies of the request, made only when a copy differs (server build,
 * decision 017).
 *
 * Before every loader and action the router hands over a copy of the request without the
 * `index` and `_routes` search parameters (`stripIndexParam`, then `stripRoutesParam`): two new
 * `Request`s per loader, six for a calculator page's three loaders, even when the address has
 * neither parameter. Each copy follows the original's abort signal, so each also makes a new
 * AbortSignal.
 *
 * This plugin adds one line to each of the two functions: when the address the copy would carry
 * is exactly the original's (nothing to remove, and the query already in the form
 * URLSearchParams writes it), the original request is handed over instead. A loader then sees the
 * same address, method, headers and abort signal as before. The build fails when the functions
 * are not found with exactly the source this patch was written against (an upgrade that changed
 * them is then read again, not silently patched).
 */
import type { Plugin } from "vite";
import { replaceExactSources, routerPatchPlugin } from "./router-patch";

/** The line added before each function builds its copy. */
const SAME_ADDRESS = "  if (url.href === request.url) return request;\n";

const STRIP_INDEX = `function stripIndexParam(request) {
  let url = new URL(request.url);
  let indexValues = url.searchParams.getAll("index");
  url.searchParams.delete("index");
  let indexValuesToKeep = [];
  for (let indexValue of indexValues) {
    if (indexValue) {
      indexValuesToKeep.push(indexValue);
    }
  }
  for (let toKeep of indexValuesToKeep) {
    url.searchParams.append("index", toKeep);
  }
`;

const STRIP_ROUTES = `function stripRoutesParam(request) {
  let url = new URL(request.url);
  url.searchParams.delete("_routes");
`;

/** The module's source with both functions patched, or null when it defines neither. */
export function reuseUnchangedRequests(code: string): string | null {
  return replaceExactSources(code, "request-copies", [
    [STRIP_INDEX, `${STRIP_INDEX}${SAME_ADDRESS}`],
    [STRIP_ROUTES, `${STRIP_ROUTES}${SAME_ADDRESS}`],
  ]);
}

/** The Vite plugin: server build only (the browser's router makes no such copies). */
export function requestCopies(): Plugin {
  return routerPatchPlugin("request-copies", reuseUnchangedRequests, "React Router's stripIndexParam and stripRoutesParam were not found in the server build");
}
