import { describe, expect, it } from "vitest";
import { browserLineSpecs, browserTargets, candidatePaths, requestKinds, step, summariseTimes, type BrowserLine } from "./browser-lines";
import { subjectOf } from "./report";

describe("the browser lines' figures", () => {
  it("takes nearest-rank p50 and p95 of the changes, a change never answered ranking above every time", () => {
    // 20 times 1…20 ms: p50 is rank ceil(0.5 × 20) = 10 → 10 ms; p95 is rank ceil(0.95 × 20) = 19 → 19 ms.
    const times = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(summariseTimes(times)).toEqual({ runs: 20, failed: 0, p50: 10, p95: 19, max: 20 });
    // 19 answers and one never answered: that one is rank 20, so p95 (rank 19) is still 19 ms and the max is none.
    const withMiss = [...Array.from({ length: 19 }, (_, index) => index + 1), null];
    expect(summariseTimes(withMiss)).toEqual({ runs: 20, failed: 1, p50: 10, p95: 19, max: Number.POSITIVE_INFINITY });
    // Two of 20 never answered: p95 (rank 19) is one of them.
    expect(summariseTimes([...withMiss.slice(0, 18), null, null]).p95).toBe(Number.POSITIVE_INFINITY);
    expect(summariseTimes([]).p95).toBeNaN();
  });

  it("counts requests by kind, the most frequent first", () => {
    expect(requestKinds(["fetch GET /a.data", "other GET /favicon.svg", "fetch GET /a.data"])).toBe("2 × fetch GET /a.data, 1 × other GET /favicon.svg");
    expect(requestKinds([])).toBe("");
  });
});

describe("the browser targets", () => {
  const line = (name: string, times: (number | null)[], requests: string[] = [], cached: string[] = []): BrowserLine => ({ name, path: "/en-us/x?a=1", mode: "input", times, requests, cached });

  it("passes a p95 of 50 ms and no request, and misses above it or with one request", () => {
    const fast = line("productivity", Array.from({ length: 20 }, () => 50), [], ["other GET /favicon.svg"]);
    const slow = { ...line("energy", Array.from({ length: 20 }, () => 80), ["fetch GET /en-us/energy-calculator/results.data"]), mode: "enter" as const };
    const [fastTime, fastRequests, slowTime, slowRequests] = browserTargets([fast, slow]);
    expect(fastTime).toMatchObject({ pass: true, margin: "0.0 ms", value: "50.0 ms (by the input event; p50 50.0 ms, max 50.0 ms, 20 changes)" });
    // The favicon the browser's cache answered is said, not counted.
    expect(fastRequests).toMatchObject({ pass: true, margin: "0 requests" });
    expect(fastRequests!.value).toBe("0 in 20 changes; the browser's cache answered 1 more (1 × other GET /favicon.svg)");
    expect(slowTime).toMatchObject({ pass: false, margin: "-30.0 ms" });
    expect(slowTime!.value).toContain("by Enter");
    expect(slowRequests).toMatchObject({ pass: false, margin: "-1 requests", value: "1 in 20 changes (1 × fetch GET /en-us/energy-calculator/results.data)" });
  });

  it("misses a line that could not be measured, saying why", () => {
    const lines = browserTargets([{ name: "TEI", times: [], requests: [], cached: [], skipped: "/en-us/total-economic-impact/input?staff=100 answered 404" }]);
    expect(lines).toHaveLength(2);
    for (const entry of lines) expect(entry).toMatchObject({ pass: false, margin: "-", value: "not measured: /en-us/total-economic-impact/input?staff=100 answered 404" });
  });

  it("names each line's calculator in the README's summary of its group", () => {
    for (const entry of browserTargets([line("ergonomics", [1]), line("meeting-room ROI", [1])])) {
      expect(["ergonomics", "meeting-room ROI"]).toContain(subjectOf(entry.target, entry.group!));
    }
  });
});

describe("the browser line specs", () => {
  it("read each calculator's addresses from its declaration, results first where asked", () => {
    const energy = browserLineSpecs.find((spec) => spec.name === "energy")!;
    expect(candidatePaths(energy)).toEqual([`/en-us/energy-calculator/results?${energy.query}`, `/en-us/energy-calculator/input?${energy.query}`]);
    const productivity = browserLineSpecs.find((spec) => spec.name === "productivity")!;
    expect(candidatePaths(productivity)).toEqual(["/en-us/productivity?monitor=u2723qe&staff=100"]);
    for (const spec of browserLineSpecs) expect(candidatePaths(spec).length).toBeGreaterThan(0);
  });

  it("change each field to a value other than the last, and than the page's own", () => {
    // step: 1…34, then 1 again.
    expect([1, 2, 34, 35, 36].map(step)).toEqual([1, 2, 34, 1, 2]);
    for (const spec of browserLineSpecs) {
      const start = new URLSearchParams(spec.query).get(spec.field);
      const values = Array.from({ length: 80 }, (_, index) => spec.value(index + 1));
      expect(values[0]).not.toBe(start);
      for (let index = 1; index < values.length; index++) expect(values[index]).not.toBe(values[index - 1]);
    }
  });

  it("keep meeting-room ROI's employees under what its three rooms serve (3 × 15), where each one moves the answer", () => {
    const roi = browserLineSpecs.find((spec) => spec.name === "meeting-room ROI")!;
    const most = Math.max(...Array.from({ length: 80 }, (_, index) => Number(roi.value(index + 1))));
    expect(most).toBeLessThan(45);
  });
});
