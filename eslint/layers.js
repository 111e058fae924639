// The layers of STYLE.md, read by eslint.config.js and by its test (eslint/layers.test.ts).

/**
 * Features, lowest first. A feature may import only features listed before it, and only through
 * their public `index.ts` / `index.server.ts`: the allowed graph is acyclic by construction, so
 * no import cycle between features can form (checked on every file, at no whole-graph cost).
 */
export const featureOrder = [
  "auth",
  "catalogue",
  "devices",
  "collections",
  "content",
  "knowledge",
  "library",
  "calculators",
  "configurators",
];

/** A feature's public entry points, relative to its folder. */
export const featureEntryPoints = ["index.ts", "index.server.ts"];
