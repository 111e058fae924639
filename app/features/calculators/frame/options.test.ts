import { describe, expect, it } from "vitest";
import { layoutField, optionsField } from "./options.fixture";
import { movedCellIds, optionCount, optionIssueLabel, optionListNames, readOptions, rewriteOptions } from "./options";

const layout = layoutField;
const options = optionsField(3, "10");
const fields = [layout, options];
const rewrite = (query: string) => rewriteOptions(new URLSearchParams(query), fields);

describe("options fields", () => {
  it("name every cell's list, for as many options as the count select offers", () => {
    expect(optionListNames(fields)).toEqual(["c1m", "c1q", "c2m", "c2q"]);
    expect(optionCount(options, fields, "double")).toBe(2);
    // An unknown or absent count is one option.
    expect(optionCount(options, fields, "constructor")).toBe(1);
    expect(optionCount(options, fields, undefined)).toBe(1);
  });

  it("read each option's rows by position, a missing number cell its fallback, an option without rows one empty row", () => {
    expect(readOptions(options, { c1n: "Now", c1m: ["a", ""], c1q: ["2"] }, 2)).toEqual([
      { name: "Now", rows: [{ m: "a", q: "2" }, { m: "", q: "10" }] },
      { name: "", rows: [{ m: "", q: "10" }] },
    ]);
  });

  it("apply the row buttons without JavaScript, each to the option it names, and focus the moved, new or add control", () => {
    expect(rewrite("layout=single&c1m=a&c1q=1&intent=add-row:c1")).toEqual({ query: "layout=single&c1m=a&c1q=1&c1m=&c1q=10", focus: "field-c1-row-2-monitor" });
    expect(rewrite("c1m=a&c1q=1&c1m=b&c1q=2&intent=first-row:c1:1")).toEqual({ query: "c1m=b&c1q=2&c1m=a&c1q=1", focus: "field-c1-row-1-monitor" });
    expect(rewrite("c1m=a&c1q=1&c1m=b&c1q=2&intent=remove-row:c1:0")).toEqual({ query: "c1m=b&c1q=2", focus: "field-c1-add" });
    // The second option's rows stay where they are.
    expect(rewrite("layout=double&c1m=a&c1q=1&c2m=z&c2q=5&intent=remove-row:c1:0")?.query).toBe("layout=double&c1m=a&c1q=1&c2m=z&c2q=5");
  });

  it("leave the rows as they are for a button past the limits, and the address to others without a button", () => {
    expect(rewrite("c1m=a&c1q=1&intent=remove-row:c1:0")?.query).toBe("c1m=a&c1q=1");
    expect(rewrite("c1m=a&c1q=1&c1m=b&c1q=1&c1m=c&c1q=1&intent=add-row:c1")?.query).toBe("c1m=a&c1q=1&c1m=b&c1q=1&c1m=c&c1q=1");
    expect(rewrite("c1m=a&c1q=1&intent=first-row:c1:9")?.query).toBe("c1m=a&c1q=1");
    expect(rewrite("c1m=a&c1q=1")).toBeNull();
    expect(rewrite("c1m=a&intent=add-row:c9")).toBeNull();
  });

  it("name an issue's cell or option for the error summary", () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ""}`;
    expect(optionIssueLabel(fields, "c1-row-2-quantity", t as never)).toBe('energy.option{"number":1}: energy.input.quantity{"row":2}');
    expect(optionIssueLabel(fields, "c2", t as never)).toBe('energy.option{"number":2}');
    expect(optionIssueLabel(fields, "hours", t as never)).toBeNull();
  });

  it("say where each cell's element goes when a row button moves rows, by the option and row it names", () => {
    const ids = (intent: string | null) => Object.fromEntries(movedCellIds(intent, fields));
    // Option 2 of at most 3 rows, the second removed (row "1" from 0): row 3 becomes row 2, row 1 stays.
    expect(ids("remove-row:c2:1")).toEqual({
      "field-c2-row-2-monitor": null,
      "field-c2-row-2-quantity": null,
      "field-c2-row-3-monitor": "field-c2-row-2-monitor",
      "field-c2-row-3-quantity": "field-c2-row-2-quantity",
    });
    // Row 3 of option 1 moved first: it becomes row 1, rows 1 and 2 become rows 2 and 3.
    expect(ids("first-row:c1:2")).toEqual({
      "field-c1-row-1-monitor": "field-c1-row-2-monitor",
      "field-c1-row-1-quantity": "field-c1-row-2-quantity",
      "field-c1-row-2-monitor": "field-c1-row-3-monitor",
      "field-c1-row-2-quantity": "field-c1-row-3-quantity",
      "field-c1-row-3-monitor": "field-c1-row-1-monitor",
      "field-c1-row-3-quantity": "field-c1-row-1-quantity",
    });
    // Nothing moves: an added row, no button, an option or row past the limits, a row without a number.
    for (const intent of ["add-row:c1", null, "remove-row:c3:0", "remove-row:c1:3", "first-row:c1:-1", "remove-row:c1:", "remove-row:rooms:0"]) expect(ids(intent)).toEqual({});
  });
});
