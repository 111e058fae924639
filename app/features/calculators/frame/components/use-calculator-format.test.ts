import { describe, expect, it } from "vitest";
import { formatsFor } from "./use-calculator-format";

describe("formatsFor", () => {
  it("writes money in the run's currency, whole units from a thousand up", () => {
    const format = formatsFor("en-US", "EUR");
    expect(format.money(123_456.7)).toBe("€123,457");
    expect(format.money(-1000)).toBe("-€1,000");
    expect(format.money(12.5)).toBe("€12.50");
    expect(format.money(0)).toBe("€0");
    expect(format.money(2500, true)).toBe("+€2,500");
    expect(formatsFor("en-US", "JPY").money(999.6)).toBe("¥1,000");
  });

  it("writes ratios as percentages, hours and months with their unit", () => {
    const format = formatsFor("en-US", "USD");
    expect(format.percent(0.18)).toBe("18%");
    expect(format.percent(1.2345)).toBe("123.5%");
    expect(format.hours(100.84)).toBe("100.8 hours");
    expect(format.months(5)).toBe("5 months");
    expect(format.assumption(0.0543)).toBe("0.0543");
  });

  it("speaks Chinese", () => {
    const format = formatsFor("zh-CN", "CNY");
    expect(format.money(62_000)).toBe("¥62,000");
    expect(format.months(5)).toBe("5个月");
  });

  it("never prints NaN or Infinity", () => {
    const format = formatsFor("en-US", "USD");
    expect([format.money(Number.NaN), format.percent(Infinity), format.hours(Number.NaN), format.number(-Infinity)]).toEqual(["–", "–", "–", "–"]);
  });
});
