import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { ergonomicsDefinition, type ErgonomicsContext, type ErgonomicsInputs } from "./definition";

const context: ErgonomicsContext = { monitor: { slug: "u2724de", title: "Dell UltraSharp U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440 } };
const loadContext: ContextLoader<ErgonomicsInputs, ErgonomicsContext> = async () => ({ ok: true, context });
const request = { site: "work" as const, language: "en-us" };

async function run(query: string) {
  return runCalculator(ergonomicsDefinition, loadContext, parseCalculatorQuery(new URLSearchParams(query), ergonomicsDefinition), request);
}

describe("the ergonomics guide in the frame", () => {
  it("reads the height in cm, states every constant with its source and answers the contract's results", async () => {
    const answer = await run("heightCm=175&monitor=u2724de");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.inputs).toMatchObject({ heightCm: 175, posture: "sitting", count: 1, arrangement: "primary", glasses: "none" });
    // seat 0.25 × 175 + 2.5 = 46.25; viewing distance 0.44 × 175 = 77
    expect(answer.results.seatHeightCm).toBeCloseTo(46.25, 1);
    expect(answer.results.viewingDistanceCm).toEqual({ min: 50, max: 100, recommended: 77 });
    expect(answer.assumptions.find((row) => row.key === "seatMinCm")).toMatchObject({ value: 38, unit: "cm", source: { key: "ergonomics.source.hfes" } });
    expect(answer.assumptions.find((row) => row.key === "preferredArcmin")).toMatchObject({ value: 20, source: { key: "ergonomics.source.iso" } });
    expect(answer.assumptions).toHaveLength(19);
    expect(answer.results.zones.map((zone) => zone.label.key)).toContain("ergonomics.zone.centre");
    expect(answer.results.sources.map((source) => source.key)).toContain("ergonomics.source.drillisContini");
  });

  it("reads the height in inches: 69 in = 175.26 cm", async () => {
    const answer = await run("heightIn=69&monitor=u2724de");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    // 69 × 2.54 = 175.26 cm; seat 0.25 × 175.26 + 2.5 = 46.315
    expect(answer.results.heightCm).toBeCloseTo(175.3, 1);
    expect(answer.results.seatHeightCm).toBeCloseTo(46.3, 1);
  });

  it("applies an override: a 45 cm highest seat caps the seat", async () => {
    const answer = await run("heightCm=175&monitor=u2724de&a.seatMaxCm=45");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.results.seatHeightCm).toBe(45);
    expect(answer.assumptions.find((row) => row.key === "seatMaxCm")).toMatchObject({ value: 45, defaultValue: 56, overridden: true });
  });

  it("refuses both heights, out-of-range heights, counts and postures, each on its field", async () => {
    const both = await run("heightCm=175&heightIn=69&monitor=u2724de");
    expect(both.ok ? [] : both.issues.map((issue) => [issue.field, issue.message])).toEqual([["heightIn", "ergonomics.error.bothHeights"]]);
    const bad = await run("heightCm=20&count=4&posture=lying&glasses=maybe&monitor=u2724de");
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.field).sort()).toEqual(["count", "glasses", "heightCm", "posture"]);
    const missing = await run("heightCm=175");
    expect(missing.ok ? [] : missing.issues).toEqual([{ field: "monitor", message: "calculator.error.monitor" }]);
    const override = await run("heightCm=175&monitor=u2724de&a.characterHeightPx=0");
    expect(override.ok ? [] : override.issues).toEqual([{ field: "a.characterHeightPx", message: "calculator.error.assumptionRange", values: { min: 4, max: 64 } }]);
  });
});
