// Issue 48, "one parse": a calculator request reads its query once — the page, the JSON API, the
// CSV and the PDF are views of (run, parsed query). The parse and the repeated-name rule are
// counted through their modules, as every caller imports them.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { createTestDatabase } from "../../tests/setup/test-database";
import { resourceResponse } from "../../tests/setup/resource-response";

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));
vi.mock("~/features/calculators/frame/parsed-query", async (original) => {
  const actual = await original<typeof import("~/features/calculators/frame/parsed-query")>();
  return { ...actual, parseCalculatorQuery: vi.fn(actual.parseCalculatorQuery) };
});
vi.mock("~/utils/input-rules", async (original) => {
  const actual = await original<typeof import("~/utils/input-rules")>();
  return { ...actual, repeatedNames: vi.fn(actual.repeatedNames) };
});

const { parseCalculatorQuery } = await import("~/features/calculators/frame/parsed-query");
const { repeatedNames } = await import("~/utils/input-rules");
const api = await import("./api.calculators");
const qualityPage = await import("./quality-framework");
const meetingRoiResults = await import("./ecosystem-roi-calculator.results");
const energyResults = await import("./energy-calculator.results");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());
beforeEach(() => {
  vi.mocked(parseCalculatorQuery).mockClear();
  vi.mocked(repeatedNames).mockClear();
});

/** How often the request read its query. */
function reads() {
  return { parses: vi.mocked(parseCalculatorQuery).mock.calls.length, repeatedChecks: vi.mocked(repeatedNames).mock.calls.length };
}

async function apiAnswer(name: string, query: string): Promise<Response> {
  const request = new Request(`http://localhost/en-us/api/calculators/${name}?${query}`);
  return await resourceResponse(api.loader({ request, params: { lang: "en-us", name }, context: {} } as never));
}

const pageArgs = (path: string) => ({ request: new Request(`http://localhost/en-us/${path}`), params: {}, context: {} }) as never;

const quality = "monitors=1000&series=p&a.riskAdjustment=0.1";
const meetingRoi = "rooms=small:c5518qt::&country=GB";
const energy = "layout=double&c1m=u2724de&c1q=10&c1m=&c1q=3&c2m=p2425h&c2q=5&country=DE&a.tecOnShare=0.3";

describe("a calculator request reads its query once", () => {
  it.each([
    ["quality", "", quality],
    ["quality", ".csv", quality],
    ["quality", ".pdf", quality],
    ["meeting-roi", "", meetingRoi],
    ["meeting-roi", ".pdf", meetingRoi],
    ["energy", "", energy],
    ["energy", ".csv", energy],
    ["energy", ".pdf", energy],
  ])("the API's %s%s", async (name, format, query) => {
    const response = await apiAnswer(`${name}${format}`, query);
    expect(response.status).toBe(200);
    expect(reads()).toEqual({ parses: 1, repeatedChecks: 1 });
  });

  it("the API's 400 for a repeated name", async () => {
    const response = await apiAnswer("quality", "monitors=5&monitors=6");
    expect(response.status).toBe(400);
    expect(reads()).toEqual({ parses: 1, repeatedChecks: 1 });
  });

  it("the quality page", async () => {
    const data = await qualityPage.loader(pageArgs(`quality-framework/input?${quality}`));
    expect(data.page.run).not.toBeNull();
    expect(reads()).toEqual({ parses: 1, repeatedChecks: 1 });
  });

  it("the meeting-room ROI results page", async () => {
    const data = await meetingRoiResults.loader(pageArgs(`ecosystem-roi-calculator/results?${meetingRoi}`));
    expect(data.page.run).not.toBeNull();
    expect(reads()).toEqual({ parses: 1, repeatedChecks: 1 });
  });

  it("the energy results page", async () => {
    const data = await energyResults.loader(pageArgs(`energy-calculator/results?${energy}`));
    expect(data.page.run).not.toBeNull();
    expect(reads()).toEqual({ parses: 1, repeatedChecks: 1 });
  });
});
