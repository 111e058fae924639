import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./definition";
import { withoutEmptyParams } from "./empty-params";
import { calculatorApiHref, csvHref, withPageDefaults } from "./page-address";

const fields: FieldSpec[] = [
  { name: "count", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
  { name: "size", kind: "select", label: "calculator.input.country", options: [{ value: "22.0", label: { key: "calculator.input.country" } }] },
  { name: "support", kind: "yes-no", label: "calculator.input.country" },
  { name: "salary", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
];

describe("the calculator page's helpers", () => {
  it("sends an address with empty parameters (a form sent without JavaScript) to the one without them", () => {
    // Two empty overrides and an empty number dropped; the typed values keep their order.
    expect(withoutEmptyParams(new URL("http://x/en-us/productivity?monitors=5&a.gain=&salary=+&country=US&a.days="))).toBe("/en-us/productivity?monitors=5&country=US");
    // Nothing but empties: the bare page.
    expect(withoutEmptyParams(new URL("http://x/zh-cn/why-refresh/input?a.gain="))).toBe("/zh-cn/why-refresh/input");
    // Already canonical: no redirect (else a loop).
    expect(withoutEmptyParams(new URL("http://x/en-us/productivity?monitors=5"))).toBeNull();
    expect(withoutEmptyParams(new URL("http://x/en-us/productivity"))).toBeNull();
  });
  it("names the site in the CSV link of a For Home page", () => {
    expect(csvHref("zh-cn", "home", "quality", "monitors=5")).toBe("/zh-cn/api/calculators/quality.csv?monitors=5&site=home");
    expect(csvHref("en-us", "work", "quality", "")).toBe("/en-us/api/calculators/quality.csv");
    expect(calculatorApiHref("zh-cn", "home", "energy", "context", "c1q=5")).toBe("/zh-cn/api/calculators/energy.context?c1q=5&site=home");
  });
  it("gives a blank page each field's page default, and leaves an address with any input as it is", () => {
    const withMoney: FieldSpec[] = [...fields, { name: "moneyCurrency", kind: "money-currency", label: "calculator.input.moneyCurrency", pageDefault: "local" }];
    expect(withPageDefaults(new URLSearchParams(""), withMoney).toString()).toBe("moneyCurrency=local");
    // A saved entry that was not found, or the converter's own figures, still leave the page blank.
    expect(withPageDefaults(new URLSearchParams("entry=gone&cvAmount=5"), withMoney).get("moneyCurrency")).toBe("local");
    // An old link with an amount but no moneyCurrency means US dollars: no page default.
    const priced: FieldSpec[] = [...withMoney, { name: "price", kind: "number", label: "productivity.input.price", min: 0, max: 10, money: "chosen" }];
    expect(withPageDefaults(new URLSearchParams("price=400"), priced).toString()).toBe("price=400");
    // Without a typed amount, amounts in the country's currency change no answer: a UK page types pounds.
    expect(withPageDefaults(new URLSearchParams("country=GB"), priced).toString()).toBe("country=GB&moneyCurrency=local");
    expect(withPageDefaults(new URLSearchParams("country=GB&moneyCurrency=USD"), priced).toString()).toBe("country=GB&moneyCurrency=USD");
    // Only a blank page takes another kind's page default.
    const select: FieldSpec[] = [{ name: "size", kind: "select", label: "calculator.input.country", options: [], pageDefault: "27" }];
    expect(withPageDefaults(new URLSearchParams("count=1"), select).toString()).toBe("count=1");
    expect(withPageDefaults(new URLSearchParams(""), select).toString()).toBe("size=27");
    expect(withPageDefaults(new URLSearchParams(""), fields).toString()).toBe("");
  });
  it("reads a rows field's typed price as an amount, an empty price cell as none", () => {
    const rooms: FieldSpec[] = [
      { name: "moneyCurrency", kind: "money-currency", label: "calculator.input.moneyCurrency", pageDefault: "local" },
      {
        name: "rooms",
        kind: "rows",
        label: "meetingRoi.input.rooms",
        maxRows: 5,
        addLabel: "meetingRoi.input.addRoom",
        removeLabel: "meetingRoi.input.removeRoom",
        columns: [
          { key: "display", kind: "monitor", label: "meetingRoi.input.display" },
          { key: "price", kind: "number", label: "meetingRoi.input.price", min: 1, max: 10, money: "chosen" },
        ],
      },
    ];
    expect(withPageDefaults(new URLSearchParams("rooms=c8621qt:5000"), rooms).get("moneyCurrency")).toBeNull();
    expect(withPageDefaults(new URLSearchParams("rooms=c8621qt:"), rooms).get("moneyCurrency")).toBe("local");
  });
});
