import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedHomeContent } from "#db/seed/content-home";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { loadPhrases } from "~/i18n/phrases.server";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { existingKinds, laptopKinds, screenCounts } from "./answers";
import { steps } from "./steps";

// The server's loader and the persona-list endpoint read a seeded throwaway PGlite; the visitor is anonymous.
const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));

const { loadWorkspacePage } = await import("./page.server");
const { apiWorkspaceMonitors } = await import("../api.server");
const { forgetWorkspace, keepWorkspace, workspaceInBrowser } = await import("./in-browser");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
  // The use cases (personas), peripherals and regions content.
  await seedHomeContent(state.handle.db);
});
afterAll(() => state.handle!.close());

const origin = "http://localhost";
const segments = [undefined, ...steps.slice(1).map((step) => step.id)];
type Site = "work" | "home";

/** A small seeded generator (mulberry32), so a failure names the answers that caused it. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const maybe = (share: number) => next() < share;
  return { next, pick, maybe };
}

/** Answers as a visitor or a hand-edited link gives them: mostly valid, some missing, some out of range or unknown. */
function generatedQuery(seed: number, personas: readonly string[]): URLSearchParams {
  const { next, pick, maybe } = generator(seed);
  const params = new URLSearchParams();
  const number = (min: number, max: number) => (maybe(0.08) ? pick(["abc", "-3", "1e9", "0"]) : String(Math.round(min + next() * (max - min))));
  if (maybe(0.9)) params.set("persona", maybe(0.05) ? "no-such-persona" : pick(personas));
  if (maybe(0.6)) params.set("hoursPerDay", number(1, 24));
  if (maybe(0.7)) params.set("deskWidthIn", number(24, 120));
  if (maybe(0.8)) params.set("screens", pick(screenCounts));
  if (maybe(0.8)) params.set("laptop", pick(laptopKinds));
  for (const kind of existingKinds) if (maybe(0.25)) params.append("existing", kind);
  if (maybe(0.4)) params.set("budgetUsd", number(0, 6000));
  if (maybe(0.3)) params.set("region", pick(["na", "latam", "emea", "apj", "greater-china", "atlantis"]));
  return params;
}

const address = (site: Site, language: string, segment: string | undefined, params: URLSearchParams) =>
  new URL(`${origin}${site === "home" ? "/for-home" : ""}/${language}/workspace-configurator${segment ? `/${segment}` : ""}?${params}`);

async function serverPage(url: URL, segment: string | undefined) {
  try {
    return await loadWorkspacePage(new Request(url), segment);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

/** The browser's page; the persona lists it lacks come from the real endpoint, and are counted. */
async function browserPage(url: URL, segment: string | undefined, fetched: string[] = []) {
  const page = await workspaceInBrowser(url, segment, async (path) => {
    fetched.push(path);
    return apiWorkspaceMonitors(new Request(`${origin}${path}`));
  });
  return page instanceof Response ? { status: page.status, location: page.headers.get("Location") } : page;
}

/** The browser holds what the first page it was served held (no persona chosen: no catalogue list), and the phrases it fetched. */
async function keepFirstPage(site: Site, language: "en-us" | "zh-cn") {
  const first = await loadWorkspacePage(new Request(address(site, language, undefined, new URLSearchParams())), undefined);
  keepWorkspace(first, { language, site, hostSite: null }, await loadPhrases(language));
  return first;
}

describe("the workspace page computed in the browser", () => {
  for (const [site, language] of [["work", "en-us"], ["work", "zh-cn"], ["home", "en-us"]] as const) {
    it(`equals the server's page for 200 generated addresses (${site}, ${language}), fetching each persona's list once`, async () => {
      forgetWorkspace();
      const first = await keepFirstPage(site, language);
      const personas = first.data.personas.map((persona) => persona.value);
      expect(personas.length).toBeGreaterThan(0);
      expect(first.data.peripherals.entries.length).toBeGreaterThan(0);
      const fetched: string[] = [];
      let results = 0;
      for (let seed = 1; seed <= 200; seed += 1) {
        const segment = segments[seed % segments.length];
        const url = address(site, language, segment, generatedQuery(seed, personas));
        const browser = await browserPage(url, segment, fetched);
        expect(browser, `seed ${seed}: ${url}`).toEqual(await serverPage(url, segment));
        if (browser && "results" in browser && browser.results) results += 1;
      }
      expect(results).toBeGreaterThan(15);
      // Only the missing data travels: each persona's list at most once, never a page.
      expect(new Set(fetched).size).toBe(fetched.length);
      expect(fetched.every((path) => path.startsWith(`/${language}/api/workspace-monitors?persona=`))).toBe(true);
    });
  }

  it("drops an empty answer with the same redirect as the server", async () => {
    forgetWorkspace();
    await keepFirstPage("work", "en-us");
    const url = address("work", "en-us", "extras", new URLSearchParams("persona=one-cable&screens=2&laptop=usb-c&budgetUsd=&region="));
    expect(await browserPage(url, "extras")).toEqual(await serverPage(url, "extras"));
    expect(await browserPage(url, "extras")).toEqual({ status: 302, location: "/en-us/workspace-configurator/extras?persona=one-cable&screens=2&laptop=usb-c" });
  });

  it("leaves to the server a saved entry, another language or site, and a page before any was kept", async () => {
    forgetWorkspace();
    await keepFirstPage("work", "en-us");
    const answers = new URLSearchParams("persona=one-cable&screens=1&laptop=usb-c");
    expect(await workspaceInBrowser(address("work", "en-us", "results", new URLSearchParams("entry=workspace-abcdefghij")), "results")).toBeNull();
    expect(await workspaceInBrowser(address("work", "zh-cn", "results", answers), "results")).toBeNull();
    expect(await workspaceInBrowser(address("home", "en-us", "results", answers), "results")).toBeNull();
    forgetWorkspace();
    expect(await workspaceInBrowser(address("work", "en-us", "results", answers), "results")).toBeNull();
  });

  it("the persona-list endpoint answers 404 for a persona the site does not have, 400 for a name given twice", async () => {
    const get = (query: string) => apiWorkspaceMonitors(new Request(`${origin}/en-us/api/workspace-monitors?${query}`));
    expect((await get("persona=no-such-persona")).status).toBe(404);
    expect((await get("persona=one-cable&persona=sharp-text")).status).toBe(400);
    expect((await get("persona=one-cable&site=office")).status).toBe(400);
    const answer = await get("persona=one-cable");
    expect(answer.status).toBe(200);
    // Public for the service worker's offline copy; a signed-in answer is made private by server/request-policy.ts.
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect((await answer.json()).monitors.length).toBeGreaterThan(0);
  });
});
