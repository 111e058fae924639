// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInPage } from "~/features/calculators/frame/components/page-fixture.testing";
import { formatsFor } from "~/features/calculators/frame/components/use-calculator-format";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import type { SensitivityRow } from "../analysis";
import { breakEvenText } from "../headline";
import { SensitivityChart } from "./sensitivity-chart";

afterEach(cleanup);

describe("break-even in words", () => {
  const en = createTranslator(enUs, "en-US");
  const zh = createTranslator(zhCn, "zh-CN");

  it("says seconds under a minute and minutes from one, with the language's plural", () => {
    // 0.6831 min × 60 = 40.99 s → 41 seconds
    expect(breakEvenText(en, 0.6831)).toBe("41 seconds a day");
    expect(breakEvenText(en, 1 / 60)).toBe("1 second a day");
    // 59.6 s rounds to 60 s, a whole minute
    expect(breakEvenText(en, 59.6 / 60)).toBe("1 minute a day");
    expect(breakEvenText(en, 2.345)).toBe("2.3 minutes a day");
    // from 10 minutes on, whole minutes
    expect(breakEvenText(en, 12.6)).toBe("13 minutes a day");
    expect(breakEvenText(zh, 0.6831)).toBe("每天 41 秒");
    expect(breakEvenText(zh, 2.345)).toBe("每天 2.3 分钟");
  });
});

describe("SensitivityChart", () => {
  const rows: SensitivityRow[] = [
    { key: "salary", label: { key: "productivity.sensitivity.salary" }, npvLow: 500, npvHigh: 1500 },
    { key: "price", label: { key: "productivity.sensitivity.price" }, npvLow: 1100, npvHigh: 900 },
  ];

  it("names every value in its accessible name and draws finite bars", async () => {
    const format = formatsFor("en-US", "USD");
    const { container } = renderInPage(<SensitivityChart rows={rows} npv={1000} format={format} />);
    const chart = await screen.findByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "What moves the net present value: each figure 25 % lower and 25 % higher, alone. Net present value as calculated: $1,000. " +
        "Salary: $500.00 when 25 % lower, $1,500 when 25 % higher; Price per monitor: $1,100 when 25 % lower, $900.00 when 25 % higher",
    );
    // the axis runs from 500 to 1500: the NPV line at (1000 − 500) / 1000 = 50 %, salary's bars 0–50 and 50–100
    const [low, high] = [...container.querySelectorAll("svg")[0]!.querySelectorAll("rect")];
    expect([low!.getAttribute("x"), low!.getAttribute("width")]).toEqual(["0", "50"]);
    expect([high!.getAttribute("x"), high!.getAttribute("width")]).toEqual(["50", "50"]);
    expect(container.querySelector("line")!.getAttribute("x1")).toBe("50");
  });

  it("prints each value beside its own bar: the price row's 25 % higher (900, the smaller NPV) on the left", async () => {
    const { container } = renderInPage(<SensitivityChart rows={rows} npv={1000} format={formatsFor("en-US", "USD")} />);
    await screen.findByRole("img");
    const valueLines = [...container.querySelectorAll("svg + div")].map((line) => [...line.querySelectorAll("span")].map((span) => span.textContent));
    // salary: 500 (lower) < 1500 (higher); price: 900 (higher) < 1100 (lower)
    expect(valueLines).toEqual([
      ["25 % lower: $500.00", "25 % higher: $1,500"],
      ["25 % higher: $900.00", "25 % lower: $1,100"],
    ]);
  });

  it("draws a case where nothing moves without dividing by zero", async () => {
    const flat = rows.map((row) => ({ ...row, npvLow: 0, npvHigh: 0 }));
    const { container } = renderInPage(<SensitivityChart rows={flat} npv={0} format={formatsFor("en-US", "USD")} />);
    await screen.findByRole("img");
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});
