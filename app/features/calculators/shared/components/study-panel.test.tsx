// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInPage } from "~/features/calculators/frame/components/page-fixture.testing";
import type { StudySummary } from "../studies/study";
import { StudyPanel } from "./study-panel";

afterEach(cleanup);

const unpublished: StudySummary = {
  title: "A study",
  author: "An analyst",
  year: 2018,
  url: "https://example.org/study",
  commissionedBy: "Dell",
  roi: null,
  npv: null,
  paybackMonths: null,
  composite: { key: "calculator.study.composite.ultrasharp" },
};

/** The study's and the buyer's cells of one row. */
function cells(rowName: RegExp): string[] {
  return [...screen.getByRole("row", { name: rowName }).querySelectorAll("td")].map((cell) => cell.textContent ?? "");
}

describe("StudyPanel", () => {
  it("says a figure the public copy does not hold is missing, never 0, and names who paid for the study", async () => {
    renderInPage(<StudyPanel study={unpublished} own={{ organization: "100 employees", roi: "12%" }} differs="calculator.study.differs.productivity" />);
    await screen.findByRole("heading", { name: "The published study beside your case" });
    expect(screen.getByRole("link", { name: "A study (An analyst, 2018, commissioned by Dell)" }).getAttribute("href")).toBe("https://example.org/study");
    expect(cells(/^ROI/)).toEqual(["Not in the public copy found", "12%"]);
    // Rows the buyer's case has no figure for are left out (NPV, payback, savings here).
    expect(screen.queryByRole("row", { name: /^NPV/ })).toBeNull();
  });

  it("formats a published result in US dollars, as the study publishes it", async () => {
    const published = { ...unpublished, roi: 1.4, npv: 2_500_000, paybackMonths: 9 };
    renderInPage(<StudyPanel study={published} own={{ organization: "100 employees", roi: "12%", npv: "€1,000", payback: "10 months" }} differs="calculator.study.differs.productivity" />);
    await screen.findByRole("heading", { name: "The published study beside your case" });
    // 1.4 → 140 %; 2,500,000 USD in whole dollars; 9 months
    expect(cells(/^ROI/)).toEqual(["140%", "12%"]);
    expect(cells(/^NPV/)).toEqual(["$2,500,000", "€1,000"]);
    expect(cells(/^Payback/)).toEqual(["9 months", "10 months"]);
  });
});
