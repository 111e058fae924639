import { describe, expect, it } from "vitest";
import { pageTable } from "~/page-table";
import { scriptBudgetTargets, toolRoutes } from "./script-budget";
import { subjectOf } from "./report";

describe("the script budget", () => {
  it("passes 120 KB and misses above it, per page", () => {
    const lines = scriptBudgetTargets([
      { page: "productivity", files: 15, bytes: 200_000, gzipBytes: 120 * 1024 },
      { page: "energy results", files: 9, bytes: 400_000, gzipBytes: 130 * 1024 },
    ]);
    expect(lines[0]).toMatchObject({ pass: true, margin: "0.0 KB", value: "120.0 KB (15 files)" });
    expect(lines[1]).toMatchObject({ pass: false, margin: "-10.0 KB" });
    expect(lines.map((line) => subjectOf(line.target, line.group!))).toEqual(["productivity", "energy results"]);
  });

  it("measures every page of every ready tool, under its route id in the build", () => {
    const routes = toolRoutes();
    const ids = new Set(pageTable.map((page) => `work/${page.id}`));
    for (const route of routes) expect(ids).toContain(route.routeId);
    expect(routes.map((route) => route.name)).toEqual(expect.arrayContaining(["productivity", "energy", "energy results", "meeting-roi results", "total-economic-impact"]));
  });
});
