/**
 * React Router's per-loader match copies given a hidden class V8 can reuse (server build,
 * decision 017).
 *
 * Before the loaders run the router copies each route match with more keys for its data
 * strategy: `{ ...match, _lazyPromises, shouldLoad, … }` in `getDataStrategyMatch`, and
 * `{ ...match, shouldLoad: false, … }` in `getTargetedDataStrategyMatches`. An object literal
 * that starts with a spread and then gains keys got a hidden class of its own on every call.
 *
 * The patch names the match's first key before the spread (`params: match.params, ...match`):
 * the literal then starts from one shared shape, the spread writes the same keys in the same
 * order (a match is `{ params, pathname, pathnameBase, route }`) and the copy is what it was.
 * The build fails when the two literals are not found with exactly the source this patch was
 * written against.
 */
import type { Plugin } from "vite";
import { replaceExactSources, routerPatchPlugin } from "./router-patch";

const STRATEGY_MATCH = `  return {
    ...match,
    _lazyPromises,
    shouldLoad,
`;

const TARGETED_MATCH = `      return {
        ...match,
        shouldLoad: false,
`;

/** The same literal with the match's first key named before the spread. */
const named = (source: string) => source.replace("...match,", "params: match.params,\n    ...match,");

/** The module's source with both literals patched, or null when it has neither. */
export function namedMatchCopies(code: string): string | null {
  return replaceExactSources(code, "match-copies", [
    [STRATEGY_MATCH, named(STRATEGY_MATCH)],
    [TARGETED_MATCH, named(TARGETED_MATCH)],
  ]);
}

/** The Vite plugin: server build only (the browser builds these once per navigation). */
export function matchCopies(): Plugin {
  return routerPatchPlugin("match-copies", namedMatchCopies, "React Router's getDataStrategyMatch and getTargetedDataStrategyMatches were not found in the server build");
}
