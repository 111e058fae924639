// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { renderInPage } from "~/features/calculators/frame/components/page-fixture.testing";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { multiMonitorDefinition, type MultiMonitorContext } from "../definition";
import { MultiMonitorResults } from "./multi-monitor-results";

afterEach(cleanup);

const u2724de = { slug: "u2724de", title: "Dell UltraSharp U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23, powerSleepWatts: 1.11, powerOffWatts: 0.22 };
const u3425we = { slug: "u3425we", title: "Dell UltraSharp U3425WE", sizeInches: 34.1, widthPx: 3440, heightPx: 1440, powerOnWatts: 29.2, powerSleepWatts: 1.6, powerOffWatts: 0.14 };

async function runFor(query: string, context: MultiMonitorContext) {
  const run = await runCalculator(multiMonitorDefinition, async () => ({ ok: true, context }), parseCalculatorQuery(new URLSearchParams(query), multiMonitorDefinition), { site: "work", language: "en-us" });
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  return { assumptions: run.assumptions, results: run.results, currency: "USD" };
}

describe("the multi-monitor results", () => {
  it("draws the top view to scale as one described image, with the plan and the comparison in text", async () => {
    renderInPage(<main><MultiMonitorResults run={await runFor("monitor=u2724de&device=dell-latitude-7450&ultrawide=u3425we", { monitor: u2724de, ultrawide: u3425we, gridFactor: undefined })} /></main>);
    const diagram = await screen.findByRole("img", { name: "Top view of the monitors on the desk, drawn to scale" });
    // Each screen 59.773 + 1.4 = 61.173 → 61.2 cm; the row 122.3 cm; desk 142.3 cm; outer centres 23.6° aside.
    expect(diagram.querySelector("desc")?.textContent).toContain("2 screens, each 61.2 cm wide with its frames, side by side in a flat row 122.3 cm wide, 70 cm in front of your eyes, on a desk 142.3 cm wide");
    expect(diagram.querySelector("desc")?.textContent).toContain("23.6° to each side");
    expect(diagram.querySelectorAll("[data-testid=screen]")).toHaveLength(2);
    // To scale: the viewBox is the desk plus 2 × 20 cm: 142.3 + 40 = 182.3 units wide.
    expect(diagram.getAttribute("viewBox")).toMatch(/^0 0 182\.3 /);
    expect(screen.getByTestId("connection-plan").textContent).toContain("Cables from the laptop: 1 with a chain, 2 without.");
    // The Latitude's display count links to Dell's manual; its ports have no page yet.
    expect(screen.getByRole("link", { name: /Dell Latitude 7450 Owner's Manual/ }).getAttribute("href")).toBe("https://easymanua.ls/dell/p176g/manual?p=32");
    expect(screen.getByTestId("connection-plan").textContent).toContain("The device's ports: 3 × Thunderbolt 4 (USB-C), HDMI, USB-A. Source: not confirmed by a public page");
    expect(screen.getByRole("columnheader", { name: "Dell UltraSharp U3425WE" })).toBeTruthy();
    expect(screen.getByRole("row", { name: /Total pixels/ }).textContent).toContain("4,953,600");
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("speaks Chinese and says when the catalogue has no power figures", async () => {
    renderInPage(<main><MultiMonitorResults run={await runFor("monitor=u2724de&count=3&device=macbook-pro-m4-pro", { monitor: { ...u2724de, powerOnWatts: null }, ultrawide: null, gridFactor: undefined })} /></main>, { language: "zh-cn" });
    await screen.findByRole("img", { name: "桌面上显示器的俯视图，按比例绘制" });
    expect(screen.getByText("目录中没有该显示器的功率数据，因此无法给出功率和耗电量。")).toBeTruthy();
    expect(screen.getByTestId("connection-plan").textContent).toContain("菊花链：这台笔记本电脑无法实现。");
    // Three at 70 cm: the outer centres one pitch aside, atan(61.173 / 70) = 41.15° → 41.2°, beyond 35°.
    expect(screen.getByText("两侧屏幕偏离正前方超过 35°：请将它们朝向您转动，或坐得更远一些。")).toBeTruthy();
  });
});
