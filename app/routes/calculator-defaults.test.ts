// Issue 47, "defaults that work": every calculator's input page, its form sent unchanged, gives
// results and not an error. The form is read as the page draws it (the frame's page data: each
// field's value, a `rows` field's one row of first choices, a monitor select's first monitor) and
// sent to the API as the browser would send it (a row's cells joined as the page does).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { createTestDatabase } from "../../tests/setup/test-database";
import { resourceResponse } from "../../tests/setup/resource-response";

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
// A visitor who sees every tool: not a partner (some tools are hidden from partners), the TEI switch on.
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));
vi.mock("~/utils/env.server", async (original) => {
  const actual = await original<typeof import("~/utils/env.server")>();
  return { ...actual, getEnv: () => ({ ...actual.parseEnv({}), FEATURE_TEI: true }) };
});

const { loader } = await import("./api.calculators");
const { servedCalculator, servedNames } = await import("~/features/calculators/served.server");
const { loadCalculatorPage } = await import("~/features/calculators/frame/page.server");
const { unpackMonitorChoices } = await import("~/features/calculators/frame/monitor-choices");
const { shownRows } = await import("~/features/calculators/frame/components/rows-field");
const { rewriteRows, cellName } = await import("~/features/calculators/frame/rows");
const { optionCount, optionParam, readOptions } = await import("~/features/calculators/frame/options");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());

/** The query the input page's form sends when Calculate is pressed without changing anything. */
async function unchangedForm(name: string): Promise<string> {
  const served = servedCalculator(name)!;
  const page = await loadCalculatorPage(new Request(`http://localhost/en-us/${name}`), served);
  const monitors = unpackMonitorChoices(page.monitors);
  const form = new URLSearchParams();
  for (const field of page.fields) {
    const value = page.values[field.name] ?? "";
    if (field.kind === "options") {
      // Each option's rows as drawn; a monitor cell starts at "Choose a monitor": the visitor picks the first.
      const lists = Object.fromEntries(Object.entries(page.values).map(([key, text]) => [key, text.split("\n")]));
      readOptions(field, lists, optionCount(field, page.fields, page.values[field.countBy] ?? page.defaults?.[field.countBy])).forEach((option, index) => {
        for (const cells of option.rows) for (const column of field.columns) form.append(optionParam(field, index + 1, column.key), cells[column.key] || (column.kind === "monitor" ? (monitors[0]?.slug ?? "") : ""));
      });
    } else if (field.kind === "rows") {
      shownRows(field, value, monitors).forEach((cells, index) => {
        for (const column of field.columns) form.append(cellName(field.name, index, column.key), cells[column.key] ?? "");
      });
    } else if (field.kind === "monitor" && value === "" && !field.optional) form.append(field.name, monitors[0]?.slug ?? "");
    else if (value !== "") form.append(field.name, value);
  }
  // The page joins a row's cells into one value before it computes (frame/rows.ts).
  return rewriteRows(form, page.fields)?.query ?? form.toString();
}

async function api(name: string, query: string): Promise<Response> {
  const url = new URL(`http://localhost/en-us/api/calculators/${name}?${query}`);
  return await resourceResponse(loader({ request: new Request(url), params: { lang: "en-us", name }, context: {} } as never));
}

describe("every calculator computes with its input page's defaults (issue 47)", () => {
  it("serves the calculators the issue names", () => {
    expect([...servedNames].sort()).toEqual(expect.arrayContaining(["productivity", "total-economic-impact", "why-refresh", "quality", "meeting-roi", "energy", "ergonomics", "multi-monitor"]));
  });

  it.each([...servedNames])("%s: the unchanged form gives results", async (name) => {
    const query = await unchangedForm(name);
    const response = await api(name, query);
    const body = await response.json();
    expect({ status: response.status, issues: body.issues }).toEqual({ status: 200, issues: undefined });
    expect(body.results).toBeDefined();
  });

  it("productivity and TEI start at the cheapest priced 27-inch UltraSharp (the study's class), so the blank form has a price", async () => {
    // Priced 27-inch UltraSharps in the retail list (db/seed-data/specs): U2724D 384.99, U2722DE 429.89,
    // U2723QE 475.99, U2718Q 719.99, U2711 835, U2720Q 949 USD — the cheapest is the U2724D
    for (const name of ["productivity", "total-economic-impact"]) expect(new URLSearchParams(await unchangedForm(name)).get("monitor")).toBe("u2724d");
  });

  it("meeting-room ROI: the pre-selected display, with no price typed, is priced (issue 47: the first Calculate failed)", async () => {
    const query = await unchangedForm("meeting-roi");
    // The first display by size, one room, no price typed
    expect(new URLSearchParams(query).getAll("rooms")).toEqual(["small:c5518qt::"]);
    // Nothing typed: no employee count either (issue 47: the unchanged form computes)
    expect(new URLSearchParams(query).has("numberOfEmployees")).toBe(false);
    const response = await api("meeting-roi", query);
    expect(response.status).toBe(200);
    const body = await response.json();
    // No count entered: 1 room × 15 employees a room = 15, every room counted
    expect(body.inputs.numberOfEmployees ?? null).toBeNull();
    expect(body.results).toMatchObject({ employeesUsed: 15, employeesDerived: true, roomsCounted: 1, coverage: 1 });
    // C5518QT, 54.6 in: nearer 55 than 86, the cited 55-inch launch price, 5,000 USD × 1 room
    expect(body.results.displayCost).toBe(5000);
  });
});
