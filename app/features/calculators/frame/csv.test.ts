import { describe, expect, it } from "vitest";
import { calculatorCsv } from "./csv";

describe("calculatorCsv", () => {
  it("writes inputs, assumptions and single results as lines, lists of rows as blocks", () => {
    const csv = calculatorCsv({
      inputs: { staff: 100, rooms: [{ size: "small", quantity: 2 }] },
      assumptions: [{ key: "rate", label: "Rate", value: 0.5, default: 0.5, unit: "ratio", source: "=table", overridden: false }],
      results: { total: 12.5, years: [{ year: 1, net: -3 }] },
    });
    expect(csv).toBe(
      [
        "section,name,value,unit,label,source,overridden",
        "input,staff,100",
        // A text that would start a spreadsheet formula is quoted with an apostrophe.
        "assumption,rate,0.5,ratio,Rate,'=table,no",
        "result,total,12.5",
        "",
        "inputs.rooms:,size,quantity",
        ",small,2",
        "",
        "years:,year,net",
        ",1,-3",
        "",
      ].join("\r\n"),
    );
  });

  it("writes a row's objects as dotted columns and its own rows as the blocks after it", () => {
    const csv = calculatorCsv({
      inputs: {},
      assumptions: [],
      results: {
        columns: [
          { name: "A", annual: { kwh: 10 }, difference: null, rows: [{ monitor: { slug: "a1" }, kwh: 4 }, { monitor: { slug: "a2" }, kwh: 6 }] },
          { name: "B", annual: { kwh: 7 }, difference: { kwh: -3 }, rows: [{ monitor: { slug: "b1" }, kwh: 7 }] },
        ],
      },
    });
    // A's difference is null and B's an object: one dotted column, empty for A (B: 7 − 10 = −3).
    expect(csv).toBe(
      [
        "section,name,value,unit,label,source,overridden",
        "",
        "columns:,name,annual.kwh,difference.kwh",
        ",A,10,",
        ",B,7,-3",
        "",
        "columns.0.rows:,monitor.slug,kwh",
        ",a1,4",
        ",a2,6",
        "",
        "columns.1.rows:,monitor.slug,kwh",
        ",b1,7",
        "",
      ].join("\r\n"),
    );
  });
});
