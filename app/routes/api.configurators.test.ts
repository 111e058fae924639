import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { createTestDatabase } from "../../tests/setup/test-database";

// The API reads the app's database (a seeded throwaway PGlite here) and the visitor.
const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));

const { loader } = await import("./api.configurators");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());

async function get(path: string): Promise<Response> {
  const url = new URL(`http://localhost${path}`);
  const [, lang, , , name] = url.pathname.split("/");
  return (await loader({ request: new Request(url), params: { lang: lang!, name: name! }, context: {} } as never)) as Response;
}

const room = "/en-us/api/configurators/meeting-space?distanceFt=20&seats=8&platform=teams&touch=yes";

describe("GET /{lang}/api/configurators/meeting-space: the 4-6-8 rule", () => {
  it("divides a 20 ft (240 in) farthest viewer by 4, 6 and 8: 60, 40 and 30 in of image height", async () => {
    const display = async (viewing: string) => (await (await get(`${room}&viewing=${viewing}`)).json()).display;
    // Detailed, 240 ÷ 4 = 60 in: no interactive display is that tall (the 85.6 in gives 41.97 in).
    expect(await display("detailed")).toMatchObject({ distanceFt: 20, divisor: 4, requiredHeightIn: 60, meetsRule: false });
    // Reading, 240 ÷ 6 = 40 in: the 85.6 in display, 85.6 × 9 / √337 = 41.97 → 42 in.
    expect(await display("reading")).toMatchObject({ divisor: 6, requiredHeightIn: 40, imageHeightIn: 42, meetsRule: true });
    // Basic, 240 ÷ 8 = 30 in: the 64.5 in display, 64.5 × 9 / √337 = 31.62 → 31.6 in.
    expect(await display("basic")).toMatchObject({ divisor: 8, requiredHeightIn: 30, imageHeightIn: 31.6, meetsRule: true });
  });

  it("takes reading (÷ 6) when viewing is not given, and answers DISCAS's check for the display", async () => {
    const response = await get(room);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.answers.viewing).toBe("reading");
    // The 85.6 in display at 2160 rows: IH = 41.966 in; %EH = 240 ÷ (41.966 × 200) = 2.86 %; × 2160 = 61.8 px;
    // ADM: 41.966 × 3438 ÷ 2160 = 66.80 in = 5.6 ft < 20 ft.
    expect(body.display).toMatchObject({
      divisor: 6,
      requiredHeightIn: 40,
      discas: { elementHeightPercent: 2.86, elementHeightPx: 61.8, verticalPixels: 2160, analyticalMaxDistanceFt: 5.6, analyticalMet: false },
    });
  });

  it("answers an unknown kind of viewing with a translated 400", async () => {
    const response = await get("/zh-cn/api/configurators/meeting-space?roomSize=small&seats=4&platform=zoom&viewing=close");
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ field: "viewing", message: "请从选项中选择一项。" }]);
  });
  // Issue 50, defect 6: `format=constructor` answered the JSON and `site=0x10` the work site, with 200.
  it("answers 400 naming `format` or `site` given none of its choices, translated", async () => {
    for (const value of ["constructor", "__proto__", "0x10", "NaN"]) {
      const format = await get(`${room}&format=${encodeURIComponent(value)}`);
      expect(format.status).toBe(400);
      expect((await format.json()).issues).toEqual([{ field: "format", message: "format must be one of: json, csv." }]);
      const site = await get(`${room}&site=${encodeURIComponent(value)}`);
      expect(site.status).toBe(400);
      expect((await site.json()).issues).toEqual([{ field: "site", message: "site must be one of: work, home." }]);
    }
    const chinese = await get(`${room.replace("/en-us/", "/zh-cn/")}&format=constructor`);
    expect((await chinese.json()).issues).toEqual([{ field: "format", message: "format 必须是以下之一：json, csv。" }]);
    expect((await get(`${room}&format=csv&site=work`)).status).toBe(200);
    expect((await get(`${room}&format=json`)).status).toBe(200);
  });
});
