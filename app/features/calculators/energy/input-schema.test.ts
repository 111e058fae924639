import { describe, expect, it } from "vitest";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { issuesOf } from "~/features/calculators/frame/query";
import { energyDefinition } from "./definition";
import { energyInputSchema, energyStateSchema, savedEnergySchema, stateQuery } from "./input-schema";

/** The query as the frame parses it, through the definition's schema: the state, or each field's message. */
function validate(query: string) {
  const result = energyInputSchema.safeParse(parseCalculatorQuery(new URLSearchParams(query), energyDefinition).inputs);
  if (result.success) return { ok: true as const, state: result.data };
  const errors = Object.fromEntries(issuesOf(result.error, energyDefinition.fields).map((issue) => [issue.field, issue.values ? { key: issue.message, values: issue.values } : { key: issue.message }]));
  return { ok: false as const, errors };
}

describe("the input schema on the parsed query", () => {
  it("turns valid text into numbers", () => {
    const result = validate("c1m=u2724de&c1q=12&hours=7.5&days=220&price=0.31&country=DE");
    expect(result).toMatchObject({
      ok: true,
      state: { columns: [{ rows: [{ monitor: "u2724de", quantity: 12 }] }], hours: 7.5, days: 220, price: 0.31, country: "DE" },
    });
  });

  it("leaves the price to the country when the field is empty, and a row without a monitor empty", () => {
    expect(validate("price=")).toMatchObject({ ok: true, state: { price: null, columns: [{ rows: [{ monitor: null, quantity: 10 }] }] } });
  });

  it("takes the specification's defaults for what the address leaves out or empty (the frame's rule)", () => {
    expect(validate("hours=&days=")).toMatchObject({ ok: true, state: { layout: "single", hours: 8, days: 250, country: "US", units: "metric", co2: "grid" } });
  });

  it("pre-fills one option per monitor of `m`, the layout following their count", () => {
    expect(validate("m=U2724DE&m=p2425h")).toMatchObject({
      ok: true,
      state: { layout: "double", columns: [{ rows: [{ monitor: "u2724de", quantity: 10 }] }, { rows: [{ monitor: "p2425h", quantity: 10 }] }] },
    });
  });

  it("accepts the bounds themselves", () => {
    expect(validate("hours=0&days=0&price=0&c1q=1").ok).toBe(true);
    expect(validate("hours=24&days=366&c1q=1000000").ok).toBe(true);
  });

  it.each([
    ["hours", "hours=24.5", { key: "energy.error.hours", values: { min: 0, max: 24 } }],
    ["hours", "hours=-1", { key: "energy.error.hours", values: { min: 0, max: 24 } }],
    ["days", "days=367", { key: "energy.error.days", values: { min: 0, max: 366 } }],
    ["days", "days=200.5", { key: "energy.error.days", values: { min: 0, max: 366 } }],
    ["price", "price=-0.1", { key: "energy.error.price", values: { min: 0, max: 1_000_000 } }],
    ["price", "price=abc", { key: "energy.error.price", values: { min: 0, max: 1_000_000 } }],
    ["price", "price=1e3", { key: "energy.error.price", values: { min: 0, max: 1_000_000 } }],
    ["c1-row-1-quantity", "c1q=0", { key: "energy.error.quantity", values: { min: 1, max: 1_000_000 } }],
    ["c1-row-1-quantity", "c1q=1000001", { key: "energy.error.quantity", values: { min: 1, max: 1_000_000 } }],
    ["c1-row-1-quantity", "c1q=2.5", { key: "energy.error.quantity", values: { min: 1, max: 1_000_000 } }],
    ["country", "country=ZZ", { key: "energy.error.country" }],
    ["c1-row-1-monitor", "c1m=<script>", { key: "energy.error.monitorUnknown" }],
    // Decimal only (the input rule's parseDecimal), and no sign: hex, binary, octal, exponents, inner spaces, "+8".
    ...["0x8", "0b1", "0o7", "8e0", "1 0", "Infinity", "+8", "١"].map((trick): [string, string, { key: string; values: { min: number; max: number } }] => [
      "hours",
      `hours=${encodeURIComponent(trick)}`,
      { key: "energy.error.hours", values: { min: 0, max: 24 } },
    ]),
    ["c1-row-1-quantity", "c1q=0x10", { key: "energy.error.quantity", values: { min: 1, max: 1_000_000 } }],
  ])("gives %s a message for %s", (field, query, message) => {
    const result = validate(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toEqual(message);
  });

  it("names each invalid row by its column and position", () => {
    const result = validate("layout=double&c1m=a&c1q=1&c1m=b&c1q=x&c2m=c&c2q=0");
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(["c1-row-2-quantity", "c2-row-1-quantity"]);
  });
});

describe("saved state", () => {
  it("goes back to the same query, and passes the schema saved entries are checked with", () => {
    const result = validate("layout=double&c1n=Now&c1m=u2724de&c1q=10&c2m=p2425h&c2q=5&country=FR&price=0.2&hours=9&days=200&co2=grid");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(validate(stateQuery(result.state).toString())).toEqual(result);
    expect(energyStateSchema.safeParse(JSON.parse(JSON.stringify(result.state))).success).toBe(true);
    expect(energyStateSchema.safeParse({ ...result.state, hours: 30 }).success).toBe(false);
  });
});

describe("energyInputSchema (the definition's)", () => {
  it("reads the query as the frame splits it, rows paired by position even with an empty monitor", () => {
    const parsed = energyInputSchema.parse({ layout: "single", c1m: ["", "u2724de"], c1q: ["3", "10"], hours: "7" });
    expect(parsed.columns).toEqual([{ name: "", rows: [{ monitor: null, quantity: 3 }, { monitor: "u2724de", quantity: 10 }] }]);
    expect(parsed.hours).toBe(7);
  });

  it("names each invalid field by its id, with the bounds its message needs", () => {
    const result = energyInputSchema.safeParse({ c1m: ["u2724de"], c1q: ["0"], hours: "25" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message, (issue as { params?: unknown }).params])).toEqual([
      ["hours", "energy.error.hours", { values: { min: 0, max: 24 } }],
      ["c1-row-1-quantity", "energy.error.quantity", { values: { min: 1, max: 1_000_000 } }],
    ]);
  });
});

describe("saved entries", () => {
  it("read the frame's { query }, and an entry saved before the frame as the query its state stands for", () => {
    expect(savedEnergySchema.parse({ query: "c1m=u2724de&c1q=10" })).toEqual({ query: "c1m=u2724de&c1q=10" });
    const before = {
      layout: "single",
      columns: [{ name: "Now", rows: [{ monitor: "u2724de", quantity: 10 }] }],
      country: "DE",
      environment: "home",
      price: null,
      hours: 8,
      days: 250,
      units: "metric",
      mode: "standard",
      view: "table",
      period: "annual",
      co2: "grid",
    };
    expect(savedEnergySchema.parse(before)).toEqual({
      query: "layout=single&c1n=Now&c1m=u2724de&c1q=10&country=DE&env=home&hours=8&days=250&units=metric&mode=standard&view=table&period=annual&co2=grid",
    });
    expect(savedEnergySchema.safeParse({ ...before, hours: 30 }).success).toBe(false);
  });
});
