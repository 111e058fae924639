import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedHomeContent } from "#db/seed/content-home";
import { seedReferenceData } from "#db/seed/reference";
import { loadPhrases } from "~/i18n/phrases.server";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { existingKinds, mountings, platforms, roomShapes, roomSizes, viewings } from "./answers";
import { steps } from "./steps";

// The server's loader reads a seeded throwaway PGlite; the visitor is anonymous.
const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));

const { loadMeetingSpacePage } = await import("./page.server");
const { forgetMeetingSpace, keepMeetingSpace, meetingSpaceInBrowser } = await import("./in-browser");

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
  // The peripherals and regions content.
  await seedHomeContent(state.handle.db);
});
afterAll(() => state.handle!.close());

const origin = "http://localhost";
const segments = [undefined, ...steps.slice(1).map((step) => step.id)];

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

/** Answers as a visitor or a hand-edited link gives them: mostly valid, some missing, some out of range or not numbers. */
function generatedQuery(seed: number): URLSearchParams {
  const { next, pick, maybe } = generator(seed);
  const params = new URLSearchParams();
  const number = (min: number, max: number) => (maybe(0.08) ? pick(["abc", "-3", "1e9", "2.5"]) : String(Math.round(min + next() * (max - min))));
  if (maybe(0.8)) params.set("roomSize", pick(roomSizes));
  if (maybe(0.5)) params.set("distanceFt", number(4, 60));
  if (maybe(0.9)) params.set("seats", number(1, 60));
  if (maybe(0.8)) params.set("shape", pick(roomShapes));
  if (maybe(0.85)) params.set("platform", maybe(0.05) ? "webex" : pick(platforms));
  for (const kind of existingKinds) if (maybe(0.3)) params.append("existing", kind);
  if (maybe(0.8)) params.set("viewing", pick(viewings));
  if (maybe(0.6)) params.set("touch", pick(["yes", "no"]));
  if (maybe(0.7)) params.set("mounting", pick(mountings));
  if (maybe(0.4)) params.set("budgetUsd", number(0, 40_000));
  if (maybe(0.3)) params.set("region", pick(["na", "latam", "emea", "apj", "greater-china", "atlantis"]));
  return params;
}

async function serverPage(url: URL, segment: string | undefined) {
  try {
    return await loadMeetingSpacePage(new Request(url), segment);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

function browserPage(url: URL, segment: string | undefined) {
  const page = meetingSpaceInBrowser(url, segment);
  return page instanceof Response ? { status: page.status, location: page.headers.get("Location") } : page;
}

/** The browser holds what the first page it was served held, and the phrases it fetched. */
async function keepFirstPage(language: "en-us" | "zh-cn") {
  const first = await loadMeetingSpacePage(new Request(address(language, undefined, new URLSearchParams())), undefined);
  keepMeetingSpace(first, language, await loadPhrases(language));
  return first;
}

const address = (language: string, segment: string | undefined, params: URLSearchParams) =>
  new URL(`${origin}/${language}/meeting-space-configurator${segment ? `/${segment}` : ""}?${params}`);

describe("the meeting-space page computed in the browser", () => {
  for (const language of ["en-us", "zh-cn"] as const) {
    it(`equals the server's page for 300 generated addresses (${language})`, async () => {
      const first = await keepFirstPage(language);
      let results = 0;
      for (let seed = 1; seed <= 300; seed += 1) {
        const segment = segments[seed % segments.length];
        const url = address(language, segment, generatedQuery(seed));
        const server = await serverPage(url, segment);
        const browser = browserPage(url, segment);
        expect(browser, `seed ${seed}: ${url}`).toEqual(server);
        if (browser && "results" in browser && browser.results) results += 1;
      }
      // The generated answers reach the recommendation often enough to compare it, not only the steps' messages.
      expect(results).toBeGreaterThan(20);
      // …with the peripherals and regions the page holds, not empty content.
      expect(first.data.peripherals.entries.length).toBeGreaterThan(0);
      expect(first.data.regions.length).toBeGreaterThan(0);
    });
  }

  it("drops an empty answer with the same redirect as the server", async () => {
    await keepFirstPage("en-us");
    const url = address("en-us", "display", new URLSearchParams("roomSize=small&seats=4&platform=zoom&budgetUsd=&region="));
    expect(browserPage(url, "display")).toEqual(await serverPage(url, "display"));
    expect(browserPage(url, "display")).toEqual({ status: 302, location: "/en-us/meeting-space-configurator/display?roomSize=small&seats=4&platform=zoom" });
  });

  it("leaves to the server a saved entry, another language, and a page before any was kept", async () => {
    await keepFirstPage("en-us");
    expect(meetingSpaceInBrowser(address("en-us", "results", new URLSearchParams("entry=meeting-space-abcdefghij")), "results")).toBeNull();
    expect(meetingSpaceInBrowser(address("zh-cn", "results", new URLSearchParams("seats=4&platform=zoom&roomSize=small")), "results")).toBeNull();
    forgetMeetingSpace();
    expect(meetingSpaceInBrowser(address("en-us", "results", new URLSearchParams("seats=4&platform=zoom&roomSize=small")), "results")).toBeNull();
  });
});
