/**
 * A Vite plugin that rewrites a module of the bundled React Router in the server build
 * (decision 017): `patch` answers the module's new source, or null when the module is not the one
 * it patches. The build fails when no module was patched (an upgrade that moved the code is
 * seen, not silently slow).
 */
import type { Plugin } from "vite";

const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;

export function routerPatchPlugin(name: string, patch: (code: string) => string | null, notFound: string): Plugin {
  let patched = 0;
  let ssr = false;
  return {
    name: `monitor-chooser:${name}`,
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!ssr || !ROUTER_MODULE.test(id)) return null;
      const next = patch(code);
      if (next === null) return null;
      patched += 1;
      return { code: next, map: null };
    },
    buildEnd(error) {
      if (ssr && !error && patched === 0) this.error(`${name}: ${notFound} (is react-router bundled, ssr.noExternal?)`);
    },
  };
}

/**
 * `code` with each source text replaced, or null when it holds none of them (another module).
 * The texts are the router's exact source a patch was written against: a module with only some
 * of them, or with one twice, fails (an upgrade that changed them is read again, not half patched).
 */
export function replaceExactSources(code: string, patchName: string, replacements: readonly (readonly [source: string, replacement: string])[]): string | null {
  const found = replacements.map(([source]) => code.indexOf(source));
  if (found.every((at) => at < 0)) return null;
  if (found.some((at) => at < 0)) throw new Error(`${patchName}: only some of the sources it patches have the expected text`);
  let next = code;
  for (const [source, replacement] of replacements) {
    if (code.indexOf(source, code.indexOf(source) + 1) >= 0) throw new Error(`${patchName}: a source it patches occurs twice in one module`);
    // A function, so that no "$" in the replacement is read as a pattern.
    next = next.replace(source, () => replacement);
  }
  return next;
}
