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
