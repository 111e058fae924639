import { describe, expect, it } from "vitest";
import { deviceSeed } from "~/features/devices";
import { connectionPlan } from "./connection";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator } from "~/i18n/translate";

const device = (slug: string) => deviceSeed.find((candidate) => candidate.slug === slug)!;

describe("the connection plan", () => {
  it("never daisy-chains from a Mac: macOS has no DisplayPort MST, one cable per monitor", () => {
    // A 16-inch M3 Max drives four external displays: three need no dock.
    const plan = connectionPlan(device("macbook-pro-m3-max"), 3);
    expect(plan).toMatchObject({ device: "macbook-pro-m3-max", kind: "macbook", nativeDisplays: 4, daisyChain: "no", cablesWithChain: null, cablesWithoutChain: 3, monitorChainKnown: false });
    // It has an HDMI port: the last monitor may use it.
    expect(plan.steps.map((step) => step.key)).toEqual(["multiMonitor.plan.macNoMst", "multiMonitor.plan.cablesUsbCOrHdmi"]);
    expect(plan.steps[1]!.values).toEqual({ count: 3 });
  });

  it("never offers HDMI to a device without an HDMI port (MacBook Air M2: MagSafe 3 and two Thunderbolt ports)", () => {
    const plan = connectionPlan(device("macbook-air-m2"), 2);
    expect(plan.ports).toEqual(["MagSafe 3", "2 × Thunderbolt / USB 4 (USB-C)"]);
    expect(plan.steps.map((step) => step.key)).toEqual(["multiMonitor.plan.macNoMst", "multiMonitor.plan.cablesUsbC", "multiMonitor.plan.needsDock"]);
    const t = createTranslator(enUs);
    const text = plan.steps.map((step) => t(step.key, step.values)).join(" ");
    expect(text).not.toMatch(/HDMI/);
    expect(text).toContain("Connect each of the 2 monitors with its own USB-C cable, or through a DisplayLink dock.");
  });

  it("carries the pages of the device's display count and ports, null where none confirms them", () => {
    expect(connectionPlan(device("macbook-air-m2"), 2).sources).toEqual({
      displays: expect.objectContaining({ url: "https://www.xda-developers.com/apples-m2-macbook-air-pro-only-support-one-external-monitor/" }),
      ports: expect.objectContaining({ url: "https://fossbytes.com/macbook-m2-chip/" }),
    });
    expect(connectionPlan(device("acer-chromebook-plus-514"), 2).sources).toEqual({ displays: null, ports: null });
  });

  it("says when the device drives fewer displays than the setup has: a base M1 Air drives one", () => {
    const plan = connectionPlan(device("macbook-air-m1"), 2);
    expect(plan.steps.at(-1)).toEqual({ key: "multiMonitor.plan.needsDock", values: { native: 1, count: 2 } });
    // One display in the singular (issue 28 #4: "drives 1 external displays").
    const t = createTranslator(enUs);
    expect(t("multiMonitor.plan.needsDock", { native: 1, count: 2 })).toMatch(/^This device drives 1 external display on its own: for 2, /);
    expect(t("multiMonitor.plan.needsDock", { native: 2, count: 3 })).toMatch(/drives 2 external displays on its own/);
  });

  it("allows a chain from a Windows MST laptop only through monitors with a DisplayPort output, which the catalogue cannot confirm", () => {
    const plan = connectionPlan(device("dell-latitude-7450"), 2);
    expect(plan).toMatchObject({ kind: "windows-mst", daisyChain: "check-monitor", cablesWithChain: 1, cablesWithoutChain: 2, monitorChainKnown: false });
    expect(plan.steps.map((step) => step.key)).toContain("multiMonitor.plan.mstCheck");
    expect(plan.steps.map((step) => step.key)).not.toContain("multiMonitor.plan.needsDock");
  });

  it("treats a Windows laptop without MST like a Mac: one cable per monitor", () => {
    const plan = connectionPlan({ slug: "plain", os: "windows", daisyChain: false, nativeExternalDisplays: 2, hdmi: true, ports: ["USB-C", "HDMI"], sources: { displays: null, ports: null } }, 2);
    expect(plan).toMatchObject({ kind: "macbook", daisyChain: "no" });
    expect(plan.steps.map((step) => step.key)).toEqual(["multiMonitor.plan.noMst", "multiMonitor.plan.cablesUsbCOrHdmi"]);
  });
});
