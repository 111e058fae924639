/**
 * Zod probes `new Function` when it builds its first object schema unless its jitless setting is
 * on; the CSP forbids eval, so in the browser the probe was reported as a violation on every page
 * with a form (Lighthouse's best practices). The setting is a global zod reads when it loads, so
 * root.tsx imports this first: it runs before any route module that brings zod, and pages without
 * zod do not load zod for it. The server keeps zod's compiled parsers.
 */
if (typeof document !== "undefined") {
  const config = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
  config.jitless = true;
}

export {};
