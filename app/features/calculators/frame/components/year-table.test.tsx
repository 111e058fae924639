// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInPage } from "./page-fixture.testing";
import { formatsFor } from "./use-calculator-format";
import { YearTable } from "./year-table";

afterEach(cleanup);

const money = formatsFor("en-US", "USD").money;

describe("YearTable", () => {
  it("heads the columns Year 1..N and Total, names each row, and formats values and totals", async () => {
    renderInPage(
      <YearTable
        caption="Cash flow"
        format={money}
        rows={[
          { key: "staff", label: "Staff equipped", values: [50, 100, 100], format: (value) => String(value) },
          { key: "benefits", label: "Benefits", values: [1000, 2500.4, 3000], total: 6500.4 },
          { key: "costs", label: "Costs", values: [4000, 0, 0], total: 4000 },
          { key: "net", label: "Net", values: [-3000, 2500.4, 3000], total: 2500.4, emphasis: true },
        ]}
      />,
    );
    const table = await screen.findByRole("table", { name: "Cash flow" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Year 1", "Year 2", "Year 3", "Total"]);
    const cells = (name: string) => [...within(table).getByRole("rowheader", { name }).closest("tr")!.querySelectorAll("td")].map((cell) => cell.textContent);
    expect(cells("Staff equipped")).toEqual(["50", "100", "100", ""]);
    // 2,500.4 rounds to whole dollars (a thousand or more); small amounts keep the currency's cents, zero has none.
    expect(cells("Benefits")).toEqual(["$1,000", "$2,500", "$3,000", "$6,500"]);
    expect(cells("Costs")).toEqual(["$4,000", "$0", "$0", "$4,000"]);
    expect(cells("Net")).toEqual(["-$3,000", "$2,500", "$3,000", "$2,500"]);
  });

  it("can leave out the total column and says Year in Chinese", async () => {
    renderInPage(<YearTable caption="费率" format={String} withTotal={false} rows={[{ key: "r", label: "r", values: [1, 2] }]} />, { language: "zh-cn" });
    const table = await screen.findByRole("table", { name: "费率" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["第 1 年", "第 2 年"]);
  });
});
