import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { multiMonitorDefinition, type MultiMonitorContext, type MultiMonitorInputs } from "./definition";

// U2724DE and U3425WE as the catalogue has them (db/seed-data/energystar/dell-monitors-merged.csv).
const u2724de = { slug: "u2724de", title: "Dell UltraSharp U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23, powerSleepWatts: 1.11, powerOffWatts: 0.22 };
const u3425we = { slug: "u3425we", title: "Dell UltraSharp U3425WE", sizeInches: 34.1, widthPx: 3440, heightPx: 1440, powerOnWatts: 29.2, powerSleepWatts: 1.6, powerOffWatts: 0.14 };
const request = { site: "work" as const, language: "en-us" };

// The US grid in CO2.js 0.19.0: 383.55 g CO2e/kWh, Ember's 2024 figure.
const usGrid = { gramsPerKwh: 383.55, year: 2024 };

async function run(query: string, context: MultiMonitorContext = { monitor: u2724de, ultrawide: null, gridFactor: usGrid }) {
  const loadContext: ContextLoader<MultiMonitorInputs, MultiMonitorContext> = async () => ({ ok: true, context });
  return runCalculator(multiMonitorDefinition, loadContext, parseCalculatorQuery(new URLSearchParams(query), multiMonitorDefinition), request);
}

describe("the multi-monitor setup in the frame", () => {
  it("answers the contract's results for a pair at the default 70 cm, with every assumption and its source", async () => {
    const answer = await run("monitor=u2724de");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.inputs).toEqual({ monitor: "u2724de", count: 2, distanceCm: 70, country: "US" });
    // See model.test.ts: 2 × (59.773 + 1.4) = 122.346 cm; desk + 2 × 10; atan(30.587 / 70) = 23.6°; 2 × 18.23 W.
    expect(answer.results).toMatchObject({ totalWidthCm: 122.3, totalHeightCm: 35, totalPixels: 7_372_800, deskWidthCm: 142.3, outerAngleDeg: 23.6, powerOnW: 36.46, energyKWhYear: 87.9, connectionPlan: null, ultrawide: null });
    expect(answer.assumptions.map((row) => row.key)).toEqual(["bezelCm", "deskMarginCm", "hoursPerDay", "daysPerYear", "co2KgPerKwh"]);
    expect(answer.assumptions[0]).toMatchObject({ value: 0.7, unit: "cm", source: { key: "multiMonitor.source.bezel" } });
  });

  it("counts the energy's CO2 at the country's grid factor, or the fixed factor where none is known", async () => {
    const grid = await run("monitor=u2724de");
    if (!grid.ok) throw new Error(JSON.stringify(grid.issues));
    // 383.55 g ÷ 1000 = 0.38355 kg/kWh; 2 × 43.9636 = 87.9272 kWh × 0.38355 = 33.72 kg → 33.7.
    expect(grid.assumptions.at(-1)).toMatchObject({ key: "co2KgPerKwh", value: 0.38355, unit: "kg CO2e/kWh", source: { key: "multiMonitor.source.co2Grid", values: { year: "2024" } } });
    expect(grid.results.co2KgYear).toBe(33.7);
    const fixed = await run("monitor=u2724de&country=LI", { monitor: u2724de, ultrawide: null, gridFactor: undefined });
    if (!fixed.ok) throw new Error(JSON.stringify(fixed.issues));
    // 87.9272 × 0.7442 = 65.435 kg → 65.4.
    expect(fixed.assumptions.at(-1)).toMatchObject({ value: 0.7442, source: { key: "multiMonitor.source.co2Fixed" } });
    expect(fixed.results.co2KgYear).toBe(65.4);
    // An override wins: 87.9272 × 0.2 = 17.585 → 17.6.
    const overridden = await run("monitor=u2724de&a.co2KgPerKwh=0.2");
    expect(overridden.ok && overridden.results.co2KgYear).toBe(17.6);
  });

  it("refuses a country outside the list", async () => {
    const answer = await run("monitor=u2724de&country=ZZ");
    expect(answer.ok ? [] : answer.issues.map((issue) => issue.field)).toEqual(["country"]);
  });

  it("applies a bezel override: frameless screens, 2 × 59.773 = 119.5 cm", async () => {
    const answer = await run("monitor=u2724de&a.bezelCm=0");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.results.totalWidthCm).toBe(119.5);
    expect(answer.results.totalHeightCm).toBe(33.6);
  });

  it("adds the connection plan and the ultrawide when asked", async () => {
    const answer = await run("monitor=u2724de&count=3&distanceCm=90&device=macbook-air-m2&ultrawide=u3425we", { monitor: u2724de, ultrawide: u3425we, gridFactor: usGrid });
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.results.connectionPlan).toMatchObject({ device: "macbook-air-m2", kind: "macbook", daisyChain: "no", cablesWithoutChain: 3 });
    // Three: the outer centre one pitch (61.173 cm) aside at 90 cm: atan(0.6797) = 34.2°.
    expect(answer.results.outerAngleDeg).toBe(34.2);
    // U3425WE alone: 79.9 + 1.4 = 81.3 cm wide; 3440 × 1440 = 4,953,600 pixels; on 29.2 W.
    // Its CO2: (29.2 × 2000 + 1.6 × 6760) ÷ 1000 = 69.216 kWh × 0.38355 = 26.55 kg → 26.5 (26.5478).
    expect(answer.results.ultrawide).toMatchObject({ slug: "u3425we", totalWidthCm: 81.3, totalPixels: 4_953_600, outerAngleDeg: 0, powerOnW: 29.2, co2KgYear: 26.5 });
  });

  it("refuses one, four or a fraction of a monitor, a distance out of range and an unknown laptop", async () => {
    for (const count of ["1", "4", "2.5"]) {
      const answer = await run(`monitor=u2724de&count=${count}`);
      // A choice between 2 and 3: "choose one of the options" (no {min}/{max} left unfilled, issue 28 #4).
      expect(answer.ok ? [] : answer.issues.map(({ field, message }) => ({ field, message })), count).toEqual([{ field: "count", message: "api.error.choice" }]);
    }
    const bad = await run("monitor=u2724de&distanceCm=10&device=chromebook");
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.field).sort()).toEqual(["device", "distanceCm"]);
  });
});
