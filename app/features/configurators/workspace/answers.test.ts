import { describe, expect, it } from "vitest";
import { parseWorkspaceAnswers, workspaceIssuesOf, workspaceQuery } from "./answers";
import { fieldsBefore, stepIndex, stepPath } from "./steps";

describe("the workspace answers and steps", () => {
  it("maps addresses to steps", () => {
    expect([stepIndex(undefined), stepIndex("devices"), stepIndex("results"), stepIndex("kitchen")]).toEqual([0, 1, 3, null]);
    expect(stepPath(2)).toBe("/workspace-configurator/extras");
    expect(fieldsBefore(1)).toEqual(["persona", "hoursPerDay", "deskWidthIn", "screens"]);
  });

  it("needs a persona and explains bad values with their bounds", () => {
    expect(workspaceIssuesOf(new URLSearchParams("hoursPerDay=25&deskWidthIn=20&screens=4"), fieldsBefore(1))).toEqual([
      { field: "hoursPerDay", message: "configurator.error.range", values: { min: 1, max: 24 } },
      { field: "deskWidthIn", message: "configurator.error.range", values: { min: 24, max: 120 } },
      { field: "screens", message: "configurator.error.choice" },
      { field: "persona", message: "workspace.error.personaRequired" },
    ]);
    expect(workspaceIssuesOf(new URLSearchParams("persona=Not An Id"), ["persona"])).toEqual([{ field: "persona", message: "workspace.error.persona" }]);
  });

  it("fills the defaults and writes the answers back as a query", () => {
    const parsed = parseWorkspaceAnswers(new URLSearchParams("persona=sharp-text&existing=arm&existing=arm"));
    expect(parsed).toEqual({
      ok: true,
      answers: { persona: "sharp-text", hoursPerDay: 8, deskWidthIn: 55, screens: 1, laptop: "usb-c", existing: ["arm"], budgetUsd: null, region: null },
    });
    if (parsed.ok) expect(workspaceQuery(parsed.answers)).toBe("persona=sharp-text&hoursPerDay=8&deskWidthIn=55&screens=1&laptop=usb-c&existing=arm");
  });
});
