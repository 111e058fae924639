import { describe, expect, it, vi } from "vitest";

const visitor = vi.hoisted(() => ({ tei: true }));
vi.mock("~/utils/env.server", () => ({ getEnv: () => ({ FEATURE_TEI: visitor.tei }) }));

const { savedEntryPages } = await import("./saved-entry-pages.server");

const pagesFor = (viewer: null | { isPartner: boolean }, tei = true) => {
  visitor.tei = tei;
  return savedEntryPages(viewer);
};

describe("the page a saved entry opens on", () => {
  it("is the page that restores ?entry= and shows results, named by the tool's title", async () => {
    const pageOf = await pagesFor({ isPartner: false });
    expect(pageOf("productivity")).toEqual({ titleKey: "productivity.name", path: "/productivity" });
    // Saved under the API names, opened on their tools' pages.
    expect(pageOf("quality")).toEqual({ titleKey: "quality.name", path: "/quality-framework/input" });
    expect(pageOf("total-economic-impact")).toEqual({ titleKey: "totalEconomicImpact.name", path: "/total-economic-impact/input" });
    // Their first page is a form without results.
    expect(pageOf("meeting-roi")).toEqual({ titleKey: "meetingRoi.name", path: "/ecosystem-roi-calculator/results" });
    expect(pageOf("energy")).toEqual({ titleKey: "energy.name", path: "/energy-calculator/results" });
    expect(pageOf("workspace-configurator").path).toBe("/workspace-configurator/results");
    expect(pageOf("meeting-space-configurator").path).toBe("/meeting-space-configurator/results");
    expect(pageOf("no-such-calculator")).toEqual({ titleKey: null, path: null });
  });

  it("has no page for a tool the visitor may not use, yet keeps its title", async () => {
    const partner = await pagesFor({ isPartner: true });
    expect(partner("quality")).toEqual({ titleKey: "quality.name", path: null });
    expect(partner("total-economic-impact").path).toBeNull();
    expect(partner("productivity").path).toBe("/productivity");
    const teiOff = await pagesFor({ isPartner: false }, false);
    expect(teiOff("total-economic-impact").path).toBeNull();
    expect(teiOff("quality").path).toBe("/quality-framework/input");
  });
});
