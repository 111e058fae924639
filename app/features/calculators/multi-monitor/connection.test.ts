import { describe, expect, it } from "vitest";
import { connectionPlan } from "./connection";

describe("the connection plan", () => {
  it("never daisy-chains from a Mac: macOS has no DisplayPort MST, one cable per monitor", () => {
    const plan = connectionPlan("macbook", 3);
    expect(plan).toMatchObject({ daisyChain: "no", cablesWithChain: null, cablesWithoutChain: 3, monitorChainKnown: false });
    expect(plan.steps.map((step) => step.key)).toEqual(["multiMonitor.plan.macNoMst", "multiMonitor.plan.macCables", "multiMonitor.plan.macChip"]);
    expect(plan.steps[1]!.values).toEqual({ count: 3 });
  });

  it("allows a chain from a Windows MST laptop only through monitors with a DisplayPort output, which the catalogue cannot confirm", () => {
    const plan = connectionPlan("windows-mst", 2);
    expect(plan).toMatchObject({ daisyChain: "check-monitor", cablesWithChain: 1, cablesWithoutChain: 2, monitorChainKnown: false });
    expect(plan.steps.map((step) => step.key)).toContain("multiMonitor.plan.mstCheck");
  });
});
