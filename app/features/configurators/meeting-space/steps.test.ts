import { describe, expect, it } from "vitest";
import { issuesOf, parseAnswers, answersQuery } from "./answers";
import { fieldsBefore, stepIndex, stepOfField, stepPath } from "./steps";

describe("the wizard's steps", () => {
  it("maps addresses to steps and back", () => {
    expect([stepIndex(undefined), stepIndex("platform"), stepIndex("results"), stepIndex("nowhere")]).toEqual([0, 1, 3, null]);
    expect([stepPath(0), stepPath(2)]).toEqual(["/meeting-space-configurator", "/meeting-space-configurator/display"]);
    expect(fieldsBefore(1)).toEqual(["roomSize", "distanceFt", "seats", "shape"]);
    expect(stepOfField("budgetUsd")).toBe(2);
  });
});

describe("the answers", () => {
  it("checks only the questions asked so far", () => {
    const params = new URLSearchParams("roomSize=medium&seats=8");
    expect(issuesOf(params, fieldsBefore(1))).toEqual([]);
    expect(issuesOf(params, fieldsBefore(2))).toEqual([{ field: "platform", message: "configurator.error.platformRequired" }]);
  });

  it("accepts a distance instead of a room size, and explains bad values with their bounds", () => {
    expect(issuesOf(new URLSearchParams("distanceFt=12&seats=4"), fieldsBefore(1))).toEqual([]);
    expect(issuesOf(new URLSearchParams("seats=4"), fieldsBefore(1))).toEqual([{ field: "roomSize", message: "configurator.error.roomSizeOrDistance" }]);
    expect(issuesOf(new URLSearchParams("roomSize=huge&distanceFt=100&seats=2.5"), fieldsBefore(1))).toEqual([
      { field: "roomSize", message: "configurator.error.choice" },
      { field: "distanceFt", message: "configurator.error.range", values: { min: 4, max: 60 } },
      { field: "seats", message: "configurator.error.integer", values: { min: 1, max: 60 } },
    ]);
    expect(issuesOf(new URLSearchParams("existing=camera&existing=piano&touch=maybe&budgetUsd=abc"), ["existing", "touch", "budgetUsd"])).toEqual([
      { field: "existing", message: "configurator.error.choice" },
      { field: "touch", message: "configurator.error.yesNo" },
      { field: "budgetUsd", message: "configurator.error.number", values: { min: 0, max: 10_000_000 } },
    ]);
  });

  it("fills the optional answers with their defaults and writes them back as a query", () => {
    const parsed = parseAnswers(new URLSearchParams("roomSize=small&seats=4&platform=zoom&budgetUsd=5,000"));
    expect(parsed).toEqual({
      ok: true,
      answers: {
        roomSize: "small",
        distanceFt: null,
        seats: 4,
        shape: "boardroom",
        platform: "zoom",
        existing: [],
        // The 4-6-8 rule's middle case (÷ 6) is the default.
        viewing: "reading",
        touch: false,
        mounting: "wall",
        budgetUsd: 5000,
        region: null,
      },
    });
    if (parsed.ok) {
      expect(answersQuery(parsed.answers)).toBe("roomSize=small&seats=4&shape=boardroom&platform=zoom&viewing=reading&touch=no&mounting=wall&budgetUsd=5000");
    }
  });

  it("keeps reading viewing=detailed from a saved link, and takes the three kinds of viewing", () => {
    for (const viewing of ["detailed", "reading", "basic"] as const) {
      const parsed = parseAnswers(new URLSearchParams(`roomSize=small&seats=4&platform=zoom&viewing=${viewing}`));
      expect(parsed.ok && parsed.answers.viewing).toBe(viewing);
    }
    expect(parseAnswers(new URLSearchParams("roomSize=small&seats=4&platform=zoom&viewing=close")).ok).toBe(false);
  });
});
