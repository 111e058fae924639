import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolPages, datedLine, lastLine, lighthouseTargets, medianRun, readReport, referencePages, savedLighthouse, VIA_FRONT, VIA_HTTP1, type LighthouseRun } from "./lighthouse";

const run = (performance: number, lcpMs: number, seo = 100): LighthouseRun => ({ performance, accessibility: 100, bestPractices: 100, seo, lcpMs, fcpMs: 800, tbtMs: 10, cls: 0 });

describe("Lighthouse figures", () => {
  it("reads scores as whole percentages and keeps Lighthouse's own failures apart", () => {
    const report = {
      categories: { performance: { score: 0.954 }, accessibility: { score: 1 }, "best-practices": { score: 0.96 }, seo: { score: 1 } },
      audits: { "largest-contentful-paint": { numericValue: 1234.6 }, "first-contentful-paint": { numericValue: 800.2 }, "total-blocking-time": { numericValue: 12 }, "cumulative-layout-shift": { numericValue: 0.0123 } },
    };
    // 0.954 → 95; 0.96 → 96; 1234.6 ms → 1235; CLS to three places: 0.012.
    expect(readReport(report)).toEqual({ performance: 95, accessibility: 100, bestPractices: 96, seo: 100, lcpMs: 1235, fcpMs: 800, tbtMs: 12, cls: 0.012 });
    expect(readReport({ ...report, runtimeError: { code: "NO_NAVSTART" } })).toEqual({ error: "NO_NAVSTART" });
    // The machine's speed as Lighthouse measured it, rounded: 1461.5 → 1462 (round half up).
    expect(readReport({ ...report, environment: { benchmarkIndex: 1461.5 } })).toMatchObject({ benchmarkIndex: 1462, tbtMs: 12 });
  });

  it("counts the scripts that had arrived by the observed largest paint, on the navigation's clock", () => {
    const report = {
      categories: { performance: { score: 0.9 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 1 } },
      audits: {
        "largest-contentful-paint": { numericValue: 2900 },
        // The paint 232 ms after the navigation (µs clocks: 1,000,000 and the first request 2,000 µs later).
        metrics: { details: { items: [{ observedLargestContentfulPaint: 232, observedNavigationStartTs: 1_000_000 }] } },
        "network-requests": {
          details: {
            debugData: { networkStartTimeTs: 1_002_000 },
            // On the navigation's clock the scripts end at 135, 232 and 233 ms: two in by the paint; the document is no script.
            items: [{ resourceType: "Document", networkEndTime: 6 }, { resourceType: "Script", networkEndTime: 133 }, { resourceType: "Script", networkEndTime: 230 }, { resourceType: "Script", networkEndTime: 231 }],
          },
        },
      },
    };
    expect(readReport(report)).toMatchObject({ lcpMs: 2900, scripts: { beforePaint: 2, all: 3 } });
    // A report without those audits says nothing of the race.
    expect(readReport({ ...report, audits: { "largest-contentful-paint": { numericValue: 2900 } } })).not.toHaveProperty("scripts");
    // The lines show it run by run beside the speed figures, not beside the other scores.
    const raced = (lcpMs: number, beforePaint: number): LighthouseRun => ({ ...run(90, lcpMs), scripts: { beforePaint, all: 41 } });
    const lines = lighthouseTargets([{ name: "productivity", path: "/en-us/productivity", runs: [raced(2900, 41), raced(1200, 0), raced(3000, 41)], toolErrors: [] }], 3);
    expect(lines.find((line) => line.target.includes("LCP"))?.value).toBe("2900 ms (runs: 2900 / 1200 / 3000; scripts in before the paint: 41/41 / 0/41 / 41/41)");
    expect(lines.find((line) => line.target.includes("accessibility"))?.value).toBe("100 (runs: 100 / 100 / 100)");
  });

  it("gives the machine's median speed only when every run measured it", () => {
    const timed = (performance: number, benchmarkIndex: number): LighthouseRun => ({ ...run(performance, 2000), benchmarkIndex });
    // 2672, 1461, 2424 → the middle one, 2424.
    expect(medianRun([timed(73, 2672), timed(71, 1461), timed(76, 2424)])?.benchmarkIndex).toBe(2424);
    expect(medianRun([timed(73, 2672), run(71, 2000)])).not.toHaveProperty("benchmarkIndex");
  });

  it("writes the machine's speed beside the performance and LCP figures", () => {
    const timed = (performance: number, lcpMs: number, benchmarkIndex: number): LighthouseRun => ({ ...run(performance, lcpMs), benchmarkIndex });
    const lines = lighthouseTargets([{ name: "home en-us", path: "/en-us", runs: [timed(70, 2900, 1500), timed(72, 2800, 2400), timed(71, 1300, 2600)], toolErrors: [] }], 3);
    // Medians: performance 71, LCP 2800, TBT 10 (run()'s), index 2400.
    expect(lines.find((line) => line.target.includes("performance"))?.value).toBe("71 (runs: 70 / 72 / 71; TBT 10 ms, CPU index 2400)");
    expect(lines.find((line) => line.target.includes("LCP"))?.value).toBe("2800 ms (runs: 2900 / 2800 / 1300; TBT 10 ms, CPU index 2400)");
    expect(lines.find((line) => line.target.includes("accessibility"))?.value).toBe("100 (runs: 100 / 100 / 100)");
  });

  it("takes the median of each figure on its own", () => {
    // Performance 90, 99, 96 → 96; LCP 2500, 1100, 1300 → 1300 (from different runs).
    expect(medianRun([run(90, 2500), run(99, 1100), run(96, 1300)])).toMatchObject({ performance: 96, lcpMs: 1300 });
    // Two runs: the mean of the two middle values, (90 + 99) / 2 = 94.5.
    expect(medianRun([run(90, 2500), run(99, 1100)])?.performance).toBe(94.5);
    expect(medianRun([])).toBeNull();
  });

  it("gives one line per page and budget, grouped by budget", () => {
    const lines = lighthouseTargets(
      [
        { name: "home en-us", path: "/en-us", runs: [run(97, 1900), run(100, 1000), run(99, 2100)], toolErrors: [] },
        { name: "e-guide zh-cn", path: "/zh-cn/x", runs: [], toolErrors: ["NO_NAVSTART", "NO_NAVSTART", "NO_NAVSTART"] },
      ],
      3,
    );
    const home = (label: string) => lines.find((line) => line.target === `Lighthouse: home en-us ${label}`);
    // Performance median 99 ≥ 95 by 4; LCP median 1900 ≤ 2000 by 100 ms.
    expect(home("performance ≥ 95 (median of 3)")).toMatchObject({ pass: true, margin: "4", value: "99 (runs: 97 / 100 / 99)" });
    expect(home("LCP ≤ 2.0 s (median of 3)")).toMatchObject({ pass: true, margin: "100 ms", group: "Lighthouse (mobile, HTTP/2 front): LCP ≤ 2.0 s (median of 3)" });
    // A page with no valid run misses every budget.
    expect(lines.filter((line) => line.target.startsWith("Lighthouse: e-guide zh-cn")).every((line) => !line.pass)).toBe(true);
    expect(lines).toHaveLength(10);
  });

  it("reports an earlier run, when this one skips Lighthouse, under its own date", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "lighthouse-saved-"));
    try {
      const file = path.join(folder, "lighthouse.json");
      const pages = [{ name: "home en-us", path: "/en-us", runs: [run(97, 1900)], toolErrors: [] }];
      // A file from before decision 025 has no `via`: it was measured over plain HTTP/1.1.
      writeFileSync(file, JSON.stringify({ measuredAt: "2026-11-25T04:39:20.010Z", runs: 1, pages }));
      const saved = savedLighthouse(file);
      expect(saved).toEqual({ measuredAt: "2026-11-25T04:39:20.010Z", runs: 1, pages, via: VIA_HTTP1, reference: [] });
      const [line] = lighthouseTargets(saved!.pages, saved!.runs, saved!.via).map((entry) => datedLine(entry, saved!.measuredAt));
      expect(line).toMatchObject({
        target: "Lighthouse: home en-us performance ≥ 95 (median of 1) (measured 2026-11-25 04:39 UTC, not in this run)",
        group: "Lighthouse (mobile, HTTP/1.1): performance ≥ 95 (median of 1) (measured 2026-11-25 04:39 UTC, not in this run)",
        pass: true,
      });
      writeFileSync(file, JSON.stringify({ measuredAt: "2026-11-30T07:00:00.000Z", runs: 1, pages, via: VIA_FRONT, reference: pages }));
      expect(savedLighthouse(file)).toMatchObject({ via: VIA_FRONT, reference: pages });
      writeFileSync(file, JSON.stringify({ runs: 3, pages }));
      expect(savedLighthouse(file)).toBeNull();
      writeFileSync(file, "{ not json");
      expect(savedLighthouse(file)).toBeNull();
      expect(savedLighthouse(path.join(folder, "missing.json"))).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("lastLine", () => {
  it("gives the last line that says something, trimmed and at most 300 characters", () => {
    expect(lastLine("Runtime error encountered: NO_FCP\n  \n")).toBe("Runtime error encountered: NO_FCP");
    expect(lastLine("first\nsecond\r\n")).toBe("second");
    expect(lastLine("")).toBe("");
    expect(lastLine(`${"x".repeat(400)}\n`)).toHaveLength(300);
  });
});

describe("toolPages", () => {
  it("measures every ready tool's pages from its declaration, and each calculator's results with inputs", () => {
    const pages = toolPages();
    const paths = pages.map((page) => page.path);
    expect(paths).toContain("/en-us/energy-calculator/input");
    expect(paths).toContain("/en-us/workspace-configurator");
    expect(paths.some((path) => path.startsWith("/en-us/energy-calculator/results?") && path.includes("c1m=u2723qe"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/en-us/ecosystem-roi-calculator/results?"))).toBe(true);
    // No bare results page (it needs inputs), no route parameter left in an address, no page twice.
    expect(paths.filter((path) => /\/results$/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.split("?")[0]!.includes(":"))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("runs the key pages in English and the heaviest results page again over HTTP/1.1, for reference", () => {
    const pages = [
      { name: "home en-us", path: "/en-us" },
      { name: "home zh-cn", path: "/zh-cn" },
      { name: "calculator: energy", path: "/en-us/energy-calculator" },
      { name: "calculator result: why-refresh page", path: "/en-us/why-refresh/input?legacyCount=1" },
    ];
    expect(referencePages(pages).map((page) => page.name)).toEqual(["home en-us", "calculator result: why-refresh page"]);
  });
});
