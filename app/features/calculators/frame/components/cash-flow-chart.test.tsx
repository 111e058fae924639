// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CashFlowChart, cumulativeNet } from "./cash-flow-chart";
import { renderInPage } from "./page-fixture.testing";
import { formatsFor } from "./use-calculator-format";

afterEach(cleanup);

describe("CashFlowChart", () => {
  it("adds up the net cash year by year", () => {
    // 100 − 300 = −200; −200 + (250 − 50) = 0; 0 + (250 − 0) = 250
    expect(cumulativeNet([{ benefits: 100, costs: 300 }, { benefits: 250, costs: 50 }, { benefits: 250, costs: 0 }])).toEqual([-200, 0, 250]);
  });

  it("names every value in its accessible name and draws finite shapes for negative figures", async () => {
    const money = formatsFor("en-US", "USD").money;
    const { container } = renderInPage(
      <CashFlowChart title="Cash flow" format={money} years={[{ benefits: 1000, costs: 3000 }, { benefits: -500, costs: 0 }, { benefits: 4000, costs: 500 }]} />,
    );
    const chart = await screen.findByRole("img");
    // Cumulative: 1000 − 3000 = −2000; −2000 − 500 = −2500; −2500 + 3500 = 1000
    expect(chart.getAttribute("aria-label")).toBe(
      "Cash flow: Year 1: benefits $1,000, costs $3,000, cumulative net cash flow -$2,000; " +
        "Year 2: benefits -$500.00, costs $0, cumulative net cash flow -$2,500; " +
        "Year 3: benefits $4,000, costs $500.00, cumulative net cash flow $1,000",
    );
    const numbers = [...container.querySelectorAll("rect, circle, line")].flatMap((shape) =>
      ["x", "y", "width", "height", "cx", "cy", "y1", "y2"].map((name) => shape.getAttribute(name)).filter((value) => value !== null),
    );
    expect(numbers.every((value) => Number.isFinite(Number(value)))).toBe(true);
    expect(container.querySelectorAll("circle")).toHaveLength(3);
  });

  it("draws an all-zero case without dividing by zero", async () => {
    const { container } = renderInPage(<CashFlowChart title="Zero" format={String} years={[{ benefits: 0, costs: 0 }]} />);
    await screen.findByRole("img");
    expect(container.querySelector("polyline")?.getAttribute("points")).not.toMatch(/NaN|Infinity/);
  });
});
