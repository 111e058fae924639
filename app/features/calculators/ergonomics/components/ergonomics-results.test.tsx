// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { renderInPage } from "~/features/calculators/frame/components/page-fixture.testing";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { ergonomicsDefinition, type ErgonomicsContext } from "../definition";
import { ErgonomicsResults } from "./ergonomics-results";

afterEach(cleanup);

const context: ErgonomicsContext = { monitor: { slug: "u2724de", title: "Dell UltraSharp U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440 } };

async function runFor(query: string) {
  const run = await runCalculator(ergonomicsDefinition, async () => ({ ok: true, context }), parseCalculatorQuery(new URLSearchParams(query), ergonomicsDefinition), { site: "work", language: "en-us" });
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  return { assumptions: run.assumptions, results: run.results, currency: "USD" };
}

describe("the ergonomics results", () => {
  it("draws the side view as one described image and says every figure in text", async () => {
    renderInPage(<main><ErgonomicsResults run={await runFor("heightCm=175&monitor=u2724de&count=3")} /></main>);
    const diagram = await screen.findByRole("img", { name: "Side view of your workstation, drawn to scale" });
    // Seat 0.25 × 175 + 2.5 = 46.25 → 46.3 cm; eyes 46.25 + 79.625 = 125.875 → 125.9 cm
    expect(diagram.querySelector("desc")?.textContent).toContain("seat at 46.3 cm, desk at 71.3 cm, eyes at 125.9 cm");
    expect(diagram.querySelectorAll("polygon")).toHaveLength(5);
    expect(screen.getByText("Set the seat 46.3 cm above the floor.")).toBeTruthy();
    // Three monitors: −42.4°, 0°, 42.4° (each 27-inch screen spans 2 × atan(29.89 / 77) at 77 cm).
    expect(document.querySelector("[data-recommendation=monitors]")?.textContent).toContain("42.4°");
    expect(document.querySelector("[data-recommendation=monitors]")?.textContent).toContain("beyond the preferred ±35°");
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("shows the scaling's arithmetic and the OS step it snaps to (issue 47)", async () => {
    renderInPage(<main><ErgonomicsResults run={await runFor("heightCm=175&monitor=u2724de")} /></main>);
    await screen.findByRole("img", { name: "Side view of your workstation, drawn to scale" });
    // 27-inch QHD: legible to 44.1 cm at 100%; at 77 cm 100 × 77 / 44.15 = 174.4% → 174%, snapped up to 175%
    expect(document.querySelector("[data-recommendation=scaling]")?.textContent).toContain(
      "Worked out: 77 cm ÷ 44.1 cm × 100% = 174%; operating systems offer 100–300% in 25% steps, and 175% is the step that reaches it.",
    );
  });

  it("speaks Chinese, standing only: no seat", async () => {
    renderInPage(<main><ErgonomicsResults run={await runFor("heightCm=160&posture=standing&monitor=u2724de")} /></main>, { language: "zh-cn" });
    const diagram = await screen.findByRole("img", { name: "您的工作位侧视图，按比例绘制" });
    // Standing eyes 0.936 × 160 + 2.5 = 152.26 → 152.3 cm
    expect(diagram.querySelector("desc")?.textContent).toContain("座面高 无座椅");
    expect(diagram.querySelector("desc")?.textContent).toContain("眼睛高 152.3厘米");
    expect(document.querySelector("[data-recommendation=seat]")).toBeNull();
  });
});
