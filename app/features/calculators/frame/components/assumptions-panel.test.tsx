// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AssumptionsPanel } from "./assumptions-panel";
import { pageData, renderInPage } from "./page-fixture.testing";

afterEach(cleanup);

const data = pageData({ query: "country=US&salary=90000&a.hoursPerYear=2000&a.wageGrowth=0.03" });
const panel = (change: Partial<Parameters<typeof AssumptionsPanel>[0]> = {}) => (
  <AssumptionsPanel
    assumptions={data.run!.assumptions}
    overrides={{ hoursPerYear: "2000", wageGrowth: "0.03" }}
    issues={[]}
    path={data.path}
    query={data.query}
    {...change}
  />
);

function row(name: string): HTMLElement {
  return screen.getByRole("rowheader", { name }).closest("tr")!;
}

describe("AssumptionsPanel", () => {
  it("lists every assumption with the value used, its unit and its source, and an empty field means the default", async () => {
    renderInPage(panel({ overrides: {} }));
    await screen.findByRole("heading", { name: "Assumptions" });
    expect(screen.getByText(/an empty field uses the default/)).toBeTruthy();
    const hours = within(row("Working hours a year")).getAllByRole("cell");
    expect(hours.map((cell) => cell.textContent)).toEqual(["2,000", expect.stringContaining("Default: 2,080"), "hours", "Maker's figure, no public study found (business constants: its wage model)", expect.stringContaining("Overridden")]);
    const growth = within(row("Yearly wage growth")).getAllByRole("cell");
    // A share reads, and is typed, in per cent; the address keeps the share (a.wageGrowth=0.03).
    expect(growth[0]!.textContent).toBe("3%");
    expect(growth[2]!.textContent).toBe("percent");
    expect(growth[3]!.textContent).toBe("Exchange-rate service, rates of 2026-11-20");
    expect(growth[4]!.textContent).toBe("");

    const input = screen.getByLabelText("Your value for Yearly wage growth (%)") as HTMLInputElement;
    expect(input.name).toBe("a.wageGrowthPercent");
    expect(input.value).toBe("");
    expect(input.placeholder).toBe("3");
  });

  it("marks overridden rows in words and links each reset to the same query minus that override", async () => {
    renderInPage(panel());
    await screen.findByRole("heading", { name: "Assumptions" });
    const hours = row("Working hours a year");
    expect(within(hours).getByText("Overridden")).toBeTruthy();
    expect((within(hours).getByLabelText("Your value for Working hours a year") as HTMLInputElement).value).toBe("2000");
    expect(within(hours).getByRole("link", { name: "Reset Working hours a year to its default" }).getAttribute("href")).toBe(
      "/en-us/productivity?country=US&salary=90000&a.wageGrowth=0.03",
    );
    // Typed in, but the same as the default: not "overridden", yet it can still be cleared.
    const growth = row("Yearly wage growth");
    expect(within(growth).queryByText("Overridden")).toBeNull();
    expect(within(growth).getByRole("link", { name: "Reset Yearly wage growth to its default" }).getAttribute("href")).toBe(
      "/en-us/productivity?country=US&salary=90000&a.hoursPerYear=2000",
    );
    expect(screen.getByRole("link", { name: "Reset all assumptions" }).getAttribute("href")).toBe("/en-us/productivity?country=US&salary=90000");
  });

  it("shows no reset links when nothing is overridden", async () => {
    renderInPage(panel({ assumptions: data.run!.assumptions.map((assumption) => ({ ...assumption, value: assumption.defaultValue, overridden: false })), overrides: {}, query: "country=US" }));
    await screen.findByRole("heading", { name: "Assumptions" });
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("puts an override's message on its row", async () => {
    renderInPage(panel({ issues: [{ field: "a.hoursPerYear", message: "calculator.error.assumptionRange", values: { min: 1000, max: 3000 } }] }));
    const input = (await screen.findByLabelText("Your value for Working hours a year")) as HTMLInputElement;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Enter a number from 1,000 to 3,000, or leave it empty to use the default.");
  });

  it("speaks Chinese", async () => {
    renderInPage(panel(), { language: "zh-cn" });
    await screen.findByRole("heading", { name: "假设" });
    expect(within(row("每年工作小时数")).getByText("已覆盖")).toBeTruthy();
    expect(screen.getByRole("link", { name: "重置所有假设" }).getAttribute("href")).toBe("/zh-cn/productivity?country=US&salary=90000");
  });
});
