import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one cached file (~4 KB compressed) the browser loads once,
  // instead of a partial manifest computed and inlined per page: that computation matched the
  // page's parent paths against every route on every uncached render (~5 % of its CPU,
  // docs/perf-profile.md), and navigations no longer wait for /__manifest answers.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
