/**
 * React Router's route matching, remembered per path in the server build (decision 017).
 *
 * The router tries a path against its ranked route branches one by one, and every branch whose
 * first levels match (the root and `:lang`, i.e. every page of the Work site) allocates match
 * objects and joins paths before it fails. A request matches twice (the request handler, then
 * the data query), though a calculator run or a search with new inputs has the same path as the
 * one before.
 *
 * This plugin rewrites `matchRoutesImpl` in the server bundle so that, whenever the caller gives
 * the branches the router ranked once at start (`precomputedBranches`: the server's handlers
 * always do), a path's answer is looked up by its pathname. Every caller gets its own copy of
 * the matches, so nothing one request does to them reaches another. The build fails if the
 * function is not found (a React Router upgrade that moved it is then seen, not silently slow).
 */
import type { Plugin } from "vite";
import { routerPatchPlugin } from "./router-patch";

/** What the patched module's function is renamed to; the wrapper keeps the original name. */
const ORIGINAL = "matchRoutesImpl__unremembered";

/** Paths remembered per branch list before it starts again (product and collection slugs are open-ended). */
export const REMEMBERED_PATHS = 2000;

const SIGNATURE = "function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {";

/**
 * The wrapper, appended to the module. A plain function (no closure over the module's other
 * names) so that it runs the same in the unit test. Keyed by basename, partial matching and the
 * location's pathname: the only inputs the matching reads besides the branches.
 */
export const wrapperSource = `
const rememberedRouteMatches = new WeakMap();
function copyRouteMatches(matches) {
  if (!matches) return matches;
  // The router's matches share one params object; the copy shares its own.
  const params = { ...matches[0].params };
  return matches.map((match) => ({ params, pathname: match.pathname, pathnameBase: match.pathnameBase, route: match.route }));
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  if (!precomputedBranches) return ${ORIGINAL}(routes, locationArg, basename, allowPartial);
  let byPath = rememberedRouteMatches.get(precomputedBranches);
  if (!byPath) rememberedRouteMatches.set(precomputedBranches, (byPath = new Map()));
  const path = typeof locationArg === "string" ? locationArg : (locationArg.pathname || "/");
  const key = (allowPartial ? "1" : "0") + (basename ?? "/") + "\\u0000" + path;
  if (byPath.has(key)) return copyRouteMatches(byPath.get(key));
  const matches = ${ORIGINAL}(routes, locationArg, basename, allowPartial, precomputedBranches);
  if (byPath.size >= ${REMEMBERED_PATHS}) byPath.clear();
  byPath.set(key, matches);
  return copyRouteMatches(matches);
}
`;

/** The module's source with matchRoutesImpl remembered, or null when it does not define it. */
export function rememberRouteMatches(code: string): string | null {
  const at = code.indexOf(SIGNATURE);
  if (at < 0) return null;
  if (code.indexOf(SIGNATURE, at + 1) >= 0) throw new Error("route-match-memo: matchRoutesImpl is defined twice in one module");
  return `${code.slice(0, at)}${SIGNATURE.replace("matchRoutesImpl", ORIGINAL)}${code.slice(at + SIGNATURE.length)}\n${wrapperSource}`;
}

/** The Vite plugin: server build only (the browser matches once per navigation, without precomputed branches). */
export function routeMatchMemo(): Plugin {
  return routerPatchPlugin("route-match-memo", rememberRouteMatches, "React Router's matchRoutesImpl was not found in the server build");
}
