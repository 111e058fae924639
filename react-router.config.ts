import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one cached file the browser loads once, instead of a partial
  // manifest matched against every route and inlined on every render; navigations no longer wait
  // for /__manifest answers.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
