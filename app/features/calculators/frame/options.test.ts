import { describe, expect, it } from "vitest";
import { layoutField, optionsField } from "./options.fixture";
import { optionCount, optionIssueLabel, optionListNames, readOptions, rewriteOptions } from "./options";

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
});
