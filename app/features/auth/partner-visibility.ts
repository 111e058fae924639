import { tools } from "~/utils/tool-registry";

/** Page paths (without language or site prefix) whose whole section partners may not see. */
function hiddenSections(): string[] {
  const toolRoots = tools.filter((tool) => tool.hiddenForPartners).map((tool) => `/${tool.path.split("/")[1] ?? ""}`);
  return ["/resources", ...toolRoots];
}

/**
 * True when a partner must get a 404 for this page: Resources and the tools the registry marks
 * `hiddenForPartners` (the Quality Benefits and TEI calculators), every page under them.
 * Routes match case-insensitively, so the check does too.
 */
export function isHiddenFromPartners(rest: string): boolean {
  const path = rest.toLowerCase().replace(/\/{2,}/g, "/");
  return hiddenSections().some((root) => path === root || path.startsWith(`${root}/`));
}

/**
 * True for the pages of a tool that a feature switch keeps off (the TEI calculator while
 * FEATURE_TEI is not "true"): they answer 404 to everyone, as if they did not exist.
 */
export function isSwitchedOff(rest: string, features: { tei: boolean }): boolean {
  const path = rest.toLowerCase().replace(/\/{2,}/g, "/");
  return tools
    .filter((tool) => tool.requiresTei && !features.tei)
    .some((tool) => {
      const root = `/${tool.path.split("/")[1] ?? ""}`;
      return path === root || path.startsWith(`${root}/`);
    });
}
