/**
 * Issue 49's script budget: a calculator page's own JavaScript (what it loads beyond the home
 * page's first load, gzip per file as served) ≤ 120 KB; the home line (≤ 150 KB) stays in bench.ts.
 */
import { tools } from "~/utils/tool-registry";
import { ownJs, type BundleSize } from "./bundle";
import type { TargetLine } from "./http";

export const OWN_SCRIPTS_BUDGET_KB = 120;
/** The route every page's own scripts are counted beyond: the work site's home page. */
export const HOME_ROUTE = "work/home";

/** Every page of every ready tool, with its route id in the build (app/routes.ts: `work/<page table id>`). */
export function toolRoutes(): { name: string; routeId: string }[] {
  return tools
    .filter((tool) => tool.status === "ready")
    .flatMap((tool) =>
      tool.pages.map((page) => ({
        name: page.id ? `${tool.id} ${page.id}` : tool.id,
        routeId: `work/${page.id ? `${tool.id}-${page.id}` : tool.id}`,
      })),
    );
}

export function toolScripts(): BundleSize[] {
  return toolRoutes().map((route) => ownJs(route.name, route.routeId, HOME_ROUTE));
}

/** One line per page, grouped (pure: tested with made-up sizes). */
export function scriptBudgetTargets(sizes: readonly BundleSize[]): TargetLine[] {
  const budget = `≤ ${OWN_SCRIPTS_BUDGET_KB} KB gzip (beyond the home page's first load)`;
  return sizes.map((size) => {
    const kb = size.gzipBytes / 1024;
    return {
      target: `Own JavaScript: ${size.page} ${budget}`,
      group: `Own JavaScript: a tool page's ${budget}`,
      value: `${kb.toFixed(1)} KB (${size.files} files)`,
      pass: kb <= OWN_SCRIPTS_BUDGET_KB,
      margin: `${(OWN_SCRIPTS_BUDGET_KB - kb).toFixed(1)} KB`,
    };
  });
}
