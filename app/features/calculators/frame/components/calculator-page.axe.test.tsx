// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { CalculatorPage } from "./calculator-page";
import { CashFlowChart } from "./cash-flow-chart";
import { pageData, renderInPage, type TestResult } from "./page-fixture.testing";
import { Pullouts } from "./pullouts";
import { YearTable } from "./year-table";
import type { CalculatorPageData } from "../page-data";

afterEach(cleanup);

function page(data: CalculatorPageData<TestResult>) {
  return (
    <main>
      <CalculatorPage data={data} title="Productivity calculator">
        {() => (
          <>
            <Pullouts items={[{ key: "roi", label: "ROI", value: "120%", note: "Payback in 5 months" }]} />
            <CashFlowChart title="Cash flow" format={String} years={[{ benefits: 10, costs: 30 }, { benefits: 40, costs: 0 }]} />
            <YearTable caption="Cash flow by year" format={String} rows={[{ key: "b", label: "Benefits", values: [10, 40], total: 50 }]} />
          </>
        )}
      </CalculatorPage>
    </main>
  );
}

// jsdom draws nothing, so contrast cannot be measured here (the e2e axe run checks it).
const options: axe.RunOptions = { rules: { "color-contrast": { enabled: false } } };

describe("CalculatorPage accessibility", () => {
  it.each([
    ["with results", pageData()],
    ["with issues", pageData({ run: null, issues: [{ field: "salary", message: "calculator.error.number" }], overrides: { hoursPerYear: "x" } })],
  ])("has no axe violations %s", async (_, data) => {
    renderInPage(page(data));
    await screen.findByRole("heading", { level: 1 });
    const result = await axe.run(document.body, options);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`)).toEqual([]);
  });
});
