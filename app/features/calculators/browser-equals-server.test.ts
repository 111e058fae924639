/**
 * Issue 49: the browser's answer for an address equals the server's. For every calculator the
 * frame serves, generated inputs (each field's own kind of value, some out of bounds, overrides
 * of its assumptions) are run the server's way (`runCalculator`) and the browser's way
 * (`browserPage` with the context as it travels: JSON), and the results, assumptions and issues compared.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browserPage, tidyParams } from "./frame/browser-page";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec } from "./frame/definition";
import { pageData } from "./frame/components/page-fixture.testing";
import { parseCalculatorQuery } from "./frame/parsed-query";
import { runCalculator } from "./frame/query";
import { isBlank, withPageDefaults } from "./frame/page-address";
import { servedCalculator } from "./served.server";
import { tools } from "~/utils/tool-registry";

type AnyDefinition = CalculatorDefinition<unknown, unknown, unknown>;

const contexts: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<{ propertyContext: unknown }>("./*/property-context.fixture.ts", { eager: true })).map(([file, module]) => [file.split("/").at(-2)!, module.propertyContext]),
);

const calculators = tools.flatMap((tool) => {
  const served = tool.api === undefined ? undefined : servedCalculator(tool.api);
  return served && contexts[tool.id] !== undefined ? [{ tool: tool.id, definition: served.definition as AnyDefinition, context: contexts[tool.id] }] : [];
});

/** A number a visitor could type for bounds: mostly inside, sometimes just outside or not a number. */
const numberText = (min: number, max: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.double({ min, max, noNaN: true }).map((value) => String(Math.round(value * 100) / 100)) },
    { weight: 1, arbitrary: fc.constantFrom(String(min - 1), String(max * 2 + 1), "abc", "") },
  );

const MONITORS = ["u2723qe", "u2724de", "p2425h", "c8621qt", "c5518qt", "u3425we", "unknown-model"];

/** Generated (name, value) pairs for one field, by its kind. */
function fieldValues(field: FieldSpec): fc.Arbitrary<[string, string][]> {
  const one = (value: fc.Arbitrary<string>) => value.map((text): [string, string][] => [[field.name, text]]);
  switch (field.kind) {
    case "number":
      return one(numberText(field.min, field.max));
    case "select":
      return one(fc.constantFrom(...field.options.map((option) => option.value)));
    case "money-currency":
      return one(fc.constantFrom("local", "USD"));
    case "yes-no":
      return one(fc.constantFrom("yes", "no"));
    case "monitor":
      return one(fc.constantFrom(...MONITORS));
    case "rows":
      return fc
        .array(fc.tuple(...field.columns.map((column) => (column.kind === "number" ? numberText(column.min, column.max) : column.kind === "select" ? fc.constantFrom(...column.options.map((option) => option.value)) : fc.constantFrom(...MONITORS)))), { minLength: 1, maxLength: 3 })
        .map((rows) => rows.map((cells): [string, string] => [field.name, cells.join(":")]));
    case "options":
      return fc.array(fc.tuple(fc.constantFrom(...MONITORS), numberText(1, 500)), { minLength: 1, maxLength: 2 }).map((rows) =>
        rows.flatMap(([monitor, quantity]): [string, string][] => [
          [`${field.name}1m`, monitor],
          [`${field.name}1q`, quantity],
        ]),
      );
  }
}

/** Overrides of the calculator's own assumptions: in bounds mostly, sometimes not. */
function overrides(specs: readonly AssumptionSpec[]): fc.Arbitrary<[string, string][]> {
  if (specs.length === 0) return fc.constant([]);
  return fc.array(
    fc.constantFrom(...specs).chain((spec) => numberText(spec.min, spec.max).map((value): [string, string] => [`a.${spec.key}`, value])),
    { maxLength: 2 },
  );
}

describe("a calculator computed in the browser answers as the server does", () => {
  it("covers the served calculators", () => {
    expect(calculators.map((entry) => entry.tool)).toEqual(expect.arrayContaining(["productivity", "quality", "why-refresh", "meeting-roi", "energy", "ergonomics", "multi-monitor"]));
  });

  it.each(calculators)("$tool", async ({ definition, context }) => {
    const base = pageData({ name: definition.name, fields: definition.fields as FieldSpec[], money: null, pdfHref: null }) as never;
    // The assumptions of the default inputs, for override names the calculator knows.
    const defaults = definition.inputSchema.safeParse({});
    const specs = defaults.success ? definition.assumptions(defaults.data, context) : [];
    const queries = fc
      .tuple(fc.tuple(...definition.fields.map((field) => fc.option(fieldValues(field), { nil: undefined, freq: 4 }))), overrides(specs))
      .map(([fields, extra]) => new URLSearchParams([...fields.flatMap((pairs) => pairs ?? []), ...extra]))
      // A blank address is the server's (its page defaults come from the catalogue).
      .filter((params) => !isBlank(tidyParams(params, definition)));
    await fc.assert(
      fc.asyncProperty(queries, async (params) => {
        const query = parseCalculatorQuery(withPageDefaults(tidyParams(params, definition), definition.fields), definition);
        const server = await runCalculator(definition, async () => ({ ok: true, context }), query, { site: "work", language: "en-us" });
        // The context as it reaches the browser: JSON, under the key the definition gives it.
        const parsed = definition.inputSchema.safeParse(query.inputs);
        const held = new Map(parsed.success ? [[definition.contextKey(parsed.data), { key: definition.contextKey(parsed.data), context: JSON.parse(JSON.stringify(context)) as unknown, currency: "USD" }]] : []);
        const browser = browserPage(definition, base, params, held);
        expect(browser.status).toBe("page");
        if (browser.status !== "page") return;
        const { page } = browser;
        if (server.ok) {
          expect(page.issues).toEqual([]);
          expect(JSON.parse(JSON.stringify(page.run?.results))).toEqual(JSON.parse(JSON.stringify(server.results)));
          expect(page.run?.assumptions).toEqual(server.assumptions);
        } else {
          expect(page.run).toBeNull();
          expect(page.issues).toEqual(server.issues);
        }
        expect(page.query).toBe(query.canonical);
      }),
      { numRuns: 60 },
    );
  });
});
