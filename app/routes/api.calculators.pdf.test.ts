import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { formatsFor } from "~/features/calculators/frame/components/use-calculator-format";
import { formatRoiMoney } from "~/features/calculators/meeting-roi/model";
import { getTranslator } from "~/i18n/translator.server";
import { createTestDatabase } from "../../tests/setup/test-database";
import { resourceResponse } from "../../tests/setup/resource-response";

// The same set-up as api.calculators.test.ts: a seeded throwaway PGlite, the visitor and the switches.
const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined, partner: false, tei: false }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({
  getViewer: async () => (state.partner ? { userId: "p1", isPartner: true } : null),
}));
vi.mock("~/utils/env.server", async (original) => {
  const actual = await original<typeof import("~/utils/env.server")>();
  return { ...actual, getEnv: () => ({ ...actual.parseEnv({}), FEATURE_TEI: state.tei }) };
});

const { loader } = await import("./api.calculators");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());

async function get(path: string): Promise<Response> {
  const url = new URL(`http://localhost${path}`);
  const [, lang, , , name] = url.pathname.split("/");
  return await resourceResponse(loader({ request: new Request(url), params: { lang: lang!, name: name! }, context: {} } as never));
}

/** The JSON answer and the PDF's bytes and text (white space of any kind read as one space, as a reader sees it). */
async function both(lang: string, name: string, query: string) {
  const json = await get(`/${lang}/api/calculators/${name}?${query}`);
  const pdf = await get(`/${lang}/api/calculators/${name}.pdf?${query}`);
  expect(json.status).toBe(200);
  expect(pdf.status).toBe(200);
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return { body: await json.json(), pdf, bytes, text: text.replace(/\s+/g, " ") };
}

const spaced = (text: string) => text.replace(/\s+/g, " ");

/** Texts that overlap another or cross the margins (48 pt on the page's width: Letter 612, A4 595.28), on any page: a layout fault. */
async function layoutFaults(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes.slice());
  const faults: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const pageWidth = page.view[2]!;
    const { items } = await page.getTextContent();
    const boxes = items
      .filter((item) => "str" in item && item.str.trim() !== "")
      .map((item) => ("str" in item ? { text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height } : null)!);
    for (const box of boxes) if (box.x < 47 || box.x + box.width > pageWidth - 47 || box.y < 47) faults.push(`page ${number}: ${box.text} crosses the margin`);
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        if (a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1) faults.push(`page ${number}: ${a.text} overlaps ${b.text}`);
      }
    });
  }
  return faults;
}
const PRODUCTIVITY = "monitor=u2723qe&staff=100";
const SWEDEN = "numberOfEmployees=500&country=SE&roiCaseRate=moderate&upgradingFromTechnology=2&videoConferencingService=1&rooms=small:c8621qt:2:5000&rooms=large:c7520qt:1:7000";

describe("GET /{lang}/api/calculators/<name>.pdf", () => {
  it("prints productivity's headline figures, break-even scenarios and years as the JSON API computes them", async () => {
    const { body, pdf, bytes, text } = await both("en-us", "productivity", PRODUCTIVITY);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toMatch(/^attachment; filename="productivity-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const format = formatsFor("en-US", "USD");
    const { results } = body;
    for (const figure of [
      format.money(results.pv.benefits),
      format.money(results.pv.costs),
      format.percent(results.roi, 0),
      format.money(results.pv.npv),
      format.hours(results.hoursPerEmployeeYear),
      ...["low", "likely", "high"].map((scenario) => format.money(results.scenarios[scenario].npv)),
      ...results.years.map((year: { net: number }) => format.money(year.net)),
    ]) {
      expect(text).toContain(spaced(figure));
    }
    // 0.653 minutes a day × 60 = 39.2 → 39 seconds, under a minute: said in seconds.
    expect(results.breakEven.minutesPerDay * 60).toBeCloseTo(39.19, 1);
    expect(text).toContain("Pays for itself if each employee saves 39 seconds a day");
    expect(text).toContain("Productivity Calculator");
    // The configured origin (no APP_ORIGIN here: http://localhost:3000), not the request's host (issue 50).
    expect(text).toContain(`http://localhost:3000/en-us/productivity?${PRODUCTIVITY}`);
    // Every assumption is listed with its source: the shortest is found whole (a cell may wrap it,
    // and the text is read back with its line breaks as spaces).
    const shortest = [...body.assumptions].sort((a: { source: string }, b: { source: string }) => a.source.length - b.source.length)[0];
    expect(shortest).toBeDefined();
    expect(text).toContain(spaced(shortest.source));
    for (const row of body.assumptions) expect(text).toContain(spaced(row.label).split(" ")[0]);
    // Values as the page says them: shares in per cent (gain 0.18 → 18%), units in words (2,080 hours; 3% a year).
    expect(text).toContain("18%");
    expect(text).toContain("2,080 hours Maker's figure, no public study found");
    // Issue 47: the traced constants name their study, its sponsor and its page in the PDF too.
    expect(text).toContain("Share of saved time that turns into output 50% Forrester Consulting, The Total Economic Impact™ Of Dell UltraSharp Monitors, 2018, commissioned by Dell: “Workforce Productivity”, p. 6");
    expect(text).toContain("Yearly wage growth 3% a year");
    expect(text).not.toMatch(/\bratio\b/);
  });

  it("writes zh-cn cases in Chinese, in the embedded Noto Sans SC subset, with the same figures", async () => {
    const t = await getTranslator("zh-cn");
    const { body, bytes, text } = await both("zh-cn", "productivity", PRODUCTIVITY);
    expect(text).toContain(t("productivity.name"));
    expect(text).toMatch(/[\u4e00-\u9fff]{4}/);
    expect(text).toContain(spaced(formatsFor("zh-CN", "USD").money(body.results.pv.npv)));
    // The font is embedded (a subset: its name carries a six-letter tag), not referenced.
    const raw = new TextDecoder("latin1").decode(bytes);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansSC/);
    expect(raw).toMatch(/\/FontFile[23]? /);
  });

  it("prints meeting-room ROI's figures in the country's currency, as the page writes them", async () => {
    const { body, text } = await both("en-us", "meeting-roi", SWEDEN);
    const { results } = body;
    const money = (value: number) => spaced(formatRoiMoney(value, results.currency, "en-US"));
    expect(results.currency.symbol).toBe("kr");
    for (const figure of [money(results.pv.npv), money(results.pv.benefits), money(results.threeYear.net), money(results.displayCost)]) expect(text).toContain(figure);
    expect(text).toContain(body.results.paybackLabel);
    const source = body.assumptions.find((row: { key: string }) => row.key === "co2PerCarYear").source as string;
    expect(text).toContain(spaced(source).slice(0, 20));
  });

  it("keeps a 20-room case under 1 MB in both languages", async () => {
    const sizes = ["small", "medium", "large"];
    const rooms = Array.from({ length: 20 }, (_, index) => `rooms=${sizes[index % 3]}:c8621qt:${index + 1}:${4000 + index * 100}`).join("&");
    for (const lang of ["en-us", "zh-cn"]) {
      const { body, bytes, text } = await both(lang, "meeting-roi", `numberOfEmployees=2000&country=US&${rooms}`);
      expect(body.results.rooms).toHaveLength(20);
      expect(bytes.byteLength).toBeLessThan(1_000_000);
      // Four pages of tables that break across pages: no text runs into another or off the page.
      expect(await layoutFaults(bytes)).toEqual([]);
      // Each room's row names its display: 20 rows.
      expect(text.split(body.results.rooms[0].displayTitle).length - 1).toBeGreaterThanOrEqual(20);
    }
  });

  it("prints quality and why-refresh", async () => {
    const quality = await both("en-us", "quality", "monitors=1000&series=p");
    expect(quality.text).toContain(formatsFor("en-US", "USD").money(quality.body.results.totalSavings));
    const refresh = await both("en-us", "why-refresh", "monitor=u2724de&legacySize=22&price=400");
    expect(refresh.text).toContain(formatsFor("en-US", "USD").money(refresh.body.results.productivity.pv.npv));
  });

  it("puts why-refresh's resolutions and on-mode powers in their own cells, not the new monitor's name (issue 47)", async () => {
    // 27-inch legacy: 2560 × 1440; the P2225H (db/seed-data/energystar): 1920 × 1080, on 9.9 W
    const { text } = await both("en-us", "why-refresh", "legacyCount=100&legacySize=27&monitor=p2225h&price=200");
    expect(text).toContain("Model Dell P2225H");
    expect(text).toContain("Resolution 2560 × 1440 1920 × 1080");
    expect(text).toMatch(/On-mode power [\d.]+ W 9\.9 W/);
  });

  it("prints productivity's tornado: its title, the NPV it moves around and every figure's name (issue 47)", async () => {
    const t = await getTranslator("en-us");
    const { body, text } = await both("en-us", "productivity", PRODUCTIVITY);
    expect(text).toContain(spaced(t("productivity.sensitivity.title")));
    expect(body.results.sensitivity.length).toBeGreaterThan(0);
    for (const row of body.results.sensitivity as { label: string }[]) expect(text).toContain(spaced(row.label));
    // Each value beside its bar: the legend and the values name both changes.
    expect(text).toContain("25 % lower:");
    expect(text).toContain("25 % higher:");
  });

  it("prints on US Letter (612 × 792 pt) in en-us and on A4 (595.28 × 841.89 pt) in zh-cn, on every page", async () => {
    const sizes = async (lang: string, name: string, query: string) => {
      const pdf = await getDocumentProxy((await both(lang, name, query)).bytes.slice());
      return Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => (await pdf.getPage(index + 1)).view.slice(2).map((side) => Math.round(side * 100) / 100)));
    };
    for (const [name, query] of [["productivity", PRODUCTIVITY], ["meeting-roi", SWEDEN]] as const) {
      for (const size of await sizes("en-us", name, query)) expect(size).toEqual([612, 792]);
      for (const size of await sizes("zh-cn", name, query)) expect(size).toEqual([595.28, 841.89]);
    }
  });

  it("prints CO₂ in English and Chinese with a real 2 (no font has \"₂\": a lowered, smaller 2), never an empty box (issue 47)", async () => {
    for (const lang of ["en-us", "zh-cn"]) {
      const { text } = await both(lang, "meeting-roi", SWEDEN);
      expect(text).toMatch(/CO₂|CO2|二氧化碳/);
      // An empty box extracts as U+0000 (pdfkit's missing glyph) or U+FFFD
      expect([...text].filter((char) => ["\u0000", "\uFFFD", "\u2610", "\u2612"].includes(char))).toEqual([]);
    }
    // The assumption "CO₂ per business trip" and the source phrase's "2.5 t CO₂ per business trip"
    const english = (await both("en-us", "meeting-roi", SWEDEN)).text;
    expect(english).toMatch(/CO ?2 per business trip/);
  });

  it("words the inputs as the page does: per cent, grouped numbers, money with its currency, the monitor's name", async () => {
    const { text } = await both("en-us", "productivity", "monitor=u2723qe&staff=70000&discount=0.1&price=70000&moneyCurrency=USD");
    expect(text).toContain("Discount on the price 10%");
    expect(text).toMatch(/70,000/);
    // 70000 only in the share link, never in a printed figure
    expect(text.replace(/https?:\/\/\S+/g, "")).not.toMatch(/\b70000\b/);
    // The price typed in US dollars
    expect(text).toContain("Price per monitor (USD) $70,000");
    expect(text).not.toMatch(/Monitor Default/);
  });

  it("answers bad input with the JSON API's 400, same status and body", async () => {
    for (const path of ["/en-us/api/calculators/productivity?price=0&staff=1e9&discount=lots", "/zh-cn/api/calculators/meeting-roi?roiCaseRate=worst"]) {
      const json = await get(path);
      const [address, query] = path.split("?");
      const pdf = await get(`${address}.pdf?${query}`);
      expect(pdf.status).toBe(400);
      expect(json.status).toBe(400);
      expect(pdf.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await pdf.json()).toEqual(await json.json());
    }
  });

  describe("energy (its own results, not the frame's)", () => {
    const ENERGY = "layout=single&c1m=u2723qe&c1q=10&country=US&env=office&price=0.15&hours=8&days=250&units=metric&mode=conservative&view=table&period=annual&co2=fixed";

    async function energyPdf(lang: string, query: string) {
      const pdf = await get(`/${lang}/api/calculators/energy.pdf?${query}`);
      expect(pdf.status).toBe(200);
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
      return { pdf, bytes, text: spaced(text) };
    }

    it("prints the results page's figures, the inputs and every assumption's source", async () => {
      const { pdf, text } = await energyPdf("en-us", ENERGY);
      expect(pdf.headers.get("Content-Disposition")).toMatch(/^attachment; filename="energy-\d{4}-\d{2}-\d{2}\.pdf"$/);
      // U2723QE (ENERGY STAR): 28.32 W on, 0.3 W off. 8 h × 250 days = 2,000 h on, 8,760 − 2,000 = 6,760 h
      // off (conservative: off, not asleep). (28.32 × 2,000 + 0.3 × 6,760) / 1,000 = 58.668 kWh × 10 = 586.68 kWh;
      // × 0.15 USD = 88.00 USD; × 0.7442 kg = 436.6 kg CO2.
      expect(text).toContain("586.7 kWh");
      expect(text).toContain("$88");
      expect(text).toContain("436.6 kg");
      expect(text).toContain("Energy Cost and CO2 Calculator");
      expect(text).toContain("U2723QE");
      expect(text).toContain("8 hours a day, 250 days a year");
      // The power figures' source and the fixed CO2 factor, as the page's assumptions name them.
      expect(text).toMatch(/ENERGY STAR/);
      expect(text).toContain("0.7442");
      expect(text).toContain(`http://localhost:3000/en-us/energy-calculator/results?`);
    });

    it("lays out three options without overlaps, in Chinese too", async () => {
      const three = "layout=triple&c1m=u2723qe&c1q=10&c2m=p2723de&c2q=5&c3m=u2724de&c3q=3&country=GB&period=annual";
      for (const lang of ["en-us", "zh-cn"]) {
        const { bytes, text } = await energyPdf(lang, three);
        expect(await layoutFaults(bytes)).toEqual([]);
        if (lang === "zh-cn") expect(text).toMatch(/[\u4e00-\u9fff]{4}/);
        // Each option's difference from the first is printed with its sign.
        expect(text).toMatch(/[+−-]\s?\d/);
      }
    });

    it("answers bad input with 400 and a message for each field, never a PDF", async () => {
      const bad = await get(`/en-us/api/calculators/energy.pdf?${ENERGY.replace("hours=8", "hours=25")}`);
      expect(bad.status).toBe(400);
      const body = await bad.json();
      expect(body.issues).toEqual([{ field: "hours", message: "Enter working hours per day from 0 to 24." }]);
      const unknown = await get("/zh-cn/api/calculators/energy.pdf?c1m=no-such-monitor&c1q=1");
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).issues[0].message).toMatch(/[\u4e00-\u9fff]/);
      // The same 400 as the JSON answer's (api.calculators.energy.test.ts).
      expect(await (await get(`/en-us/api/calculators/energy?${ENERGY.replace("hours=8", "hours=25")}`)).json()).toEqual(body);
    });
  });

  it("is 404 for TEI while it is switched off and for partners, and for a calculator without a PDF", async () => {
    expect((await get("/en-us/api/calculators/total-economic-impact.pdf?monitor=u2723qe")).status).toBe(404);
    state.tei = true;
    try {
      const on = await get("/en-us/api/calculators/total-economic-impact.pdf?monitor=u2723qe");
      expect(on.status).toBe(200);
      expect(on.headers.get("Content-Type")).toBe("application/pdf");
      state.partner = true;
      expect((await get("/en-us/api/calculators/total-economic-impact.pdf?monitor=u2723qe")).status).toBe(404);
    } finally {
      state.tei = false;
      state.partner = false;
    }
    expect((await get("/en-us/api/calculators/ergonomics.pdf?heightCm=175&monitor=u2724de")).status).toBe(404);
    expect((await get("/en-us/api/calculators/productivity.pdf.csv?monitor=u2723qe")).status).toBe(404);
  });
});
