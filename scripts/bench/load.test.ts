import { describe, expect, it } from "vitest";
import { httpTargets } from "./http";
import { percentile, summarise } from "./load";

describe("the load generator's figures", () => {
  it("takes nearest-rank percentiles", () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // p50 of 10 values: rank ceil(0.5 × 10) = 5 → 5; p99: rank ceil(9.9) = 10 → 10.
    expect(percentile(sorted, 0.5)).toBe(5);
    expect(percentile(sorted, 0.99)).toBe(10);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("counts answers other than 2xx and 304, and socket errors, as errors", () => {
    const result = summarise({ url: "x", connections: 2, seconds: 2, latencies: [10, 20, 30, 40], statuses: { "200": 2, "304": 1, "503": 1 }, socketErrors: 1, bytes: 400 });
    // 4 answers in 2 s = 2/s; 1 × 503 + 1 socket error = 2 errors; 400 bytes / 4 = 100.
    expect(result).toMatchObject({ requests: 4, requestsPerSecond: 2, errors: 2, p50Ms: 20, p99Ms: 40, bytesPerRequest: 100 });
  });
});

describe("the HTTP targets", () => {
  const run = (name: string, requestsPerSecond: number, p99Ms: number, perCore = 0) => ({ name, url: "x", connections: 20, seconds: 5, requests: 1, requestsPerSecond, p50Ms: 1, p99Ms, maxMs: p99Ms, errors: 0, statuses: {}, bytesPerRequest: 1, cpuMsPerRequest: perCore ? 1000 / perCore : 0, requestsPerCoreSecond: perCore, uncached: perCore > 0 });
  it("compares each page with the static file of the same run", () => {
    const lines = httpTargets({ label: "PGlite", workers: "1", rssBeforeMb: 200, rssAfterMb: 260, runs: [run("static", 2000, 20), run("home en-us", 2200, 90), run("products en-us", 1900, 150), run("home en-us, revalidated (If-None-Match → 304)", 1800, 30)] });
    // home: 2200 / 2000 = 110% ≥ 100% → pass, margin +10 points; products: 1900 / 2000 = 95% → miss.
    expect(lines.find((line) => line.target.includes("home en-us ≥"))).toMatchObject({ pass: true, margin: "10.0 points" });
    expect(lines.find((line) => line.target.includes("products en-us ≥"))).toMatchObject({ pass: false });
    expect(lines.find((line) => line.target.includes("products en-us p99"))).toMatchObject({ pass: false, value: "150 ms" });
    // The 304 line is a figure, not a page target.
    expect(lines.some((line) => line.target.includes("304"))).toBe(false);
    // 260 / 200 = 1.30 > 1.25 → miss.
    expect(lines.at(-1)).toMatchObject({ pass: false, value: "200 → 260 MB (× 1.30)" });
    expect(lines.some((line) => line.target.includes("per worker"))).toBe(false);
  });

  it("holds PostgreSQL workers to 400 MB each", () => {
    const lines = httpTargets({ label: "PostgreSQL, 1 per CPU", workers: "2", rssBeforeMb: 500, rssAfterMb: 820, runs: [run("static", 2000, 20)] });
    // 820 MB / 2 workers = 410 MB > 400 → miss by 10.
    expect(lines.find((line) => line.target.includes("per worker"))).toMatchObject({ pass: false, value: "410 MB (820 MB / 2)", margin: "-10 MB" });
  });

  it("holds uncached lines to 3× today's requests per CPU second, not to the static file", () => {
    const lines = httpTargets({
      label: "PGlite",
      workers: "1",
      rssBeforeMb: 200,
      rssAfterMb: 200,
      runs: [run("static", 2000, 20), run("uncached: a new search each request", 80, 900, 150), run("uncached: signed-in collections en-us", 100, 600, 100)],
    });
    // Search: 150 / 46.9 = 3.198× ≥ 3 → pass by 0.20×; signed-in: 100 / 92.9 = 1.076× → miss by 1.92×.
    expect(lines.find((line) => line.target.includes("new search"))).toMatchObject({ pass: true, margin: "0.20×" });
    expect(lines.find((line) => line.target.includes("signed-in"))).toMatchObject({ pass: false, margin: "-1.92×" });
    expect(lines.some((line) => line.target.includes("uncached") && line.target.includes("static file"))).toBe(false);
  });

  it("measures the uncached lines against the baseline given, named in the target", () => {
    const lines = httpTargets(
      { label: "PGlite", workers: "1", rssBeforeMb: 200, rssAfterMb: 200, runs: [run("static", 2000, 20), run("uncached: a new search each request", 80, 900, 500)] },
      { rates: { "uncached: a new search each request": 125 }, source: "09fe69a measured in this run" },
    );
    // 500 / 125 = 4.00× ≥ 3 → pass by 1.00×; 500 answers per CPU second = 2 ms each.
    expect(lines.find((line) => line.target.includes("new search"))).toMatchObject({ pass: true, margin: "1.00×", value: "500/s per core (2 ms CPU each) = 4.00×" });
    expect(lines.find((line) => line.target.includes("new search"))!.target).toContain("(125/s, 09fe69a measured in this run)");
  });

  it("holds calculator lines with new inputs to their share of the static file: pages 3 % and p99 250 ms, APIs and CSV 50 %", () => {
    const calc = (name: string, kind: "page" | "api" | "csv", requestsPerSecond: number, p99Ms: number) => ({ ...run(name, requestsPerSecond, p99Ms), connections: 10, calculator: kind });
    const lines = httpTargets({
      label: "PGlite",
      workers: "1",
      rssBeforeMb: 200,
      rssAfterMb: 200,
      runs: [run("static", 4000, 16), calc("new inputs: productivity page", "page", 140, 260), calc("new inputs: productivity API", "api", 1900, 20), calc("new inputs: productivity CSV", "csv", 2100, 20)],
    });
    // Page: 140 / 4000 = 3.5 % ≥ 3 % → pass by 0.5 points; its p99 260 ms > 250 → miss by 10 ms.
    expect(lines.find((line) => line.target.includes("productivity page ≥"))).toMatchObject({ pass: true, margin: "0.5 points" });
    expect(lines.find((line) => line.target.includes("productivity page p99"))).toMatchObject({ pass: false, margin: "-10.0 ms" });
    // API: 1900 / 4000 = 47.5 % < 50 % → miss by 2.5 points; CSV: 2100 / 4000 = 52.5 % ≥ 50 % → pass.
    expect(lines.find((line) => line.target.includes("productivity API"))).toMatchObject({ pass: false, margin: "-2.5 points" });
    expect(lines.find((line) => line.target.includes("productivity CSV"))).toMatchObject({ pass: true, margin: "2.5 points" });
    // Judged against their own targets, never the anonymous pages' 100 % and 100 ms.
    expect(lines.some((line) => line.target.includes("new inputs") && line.target.includes("100 ms"))).toBe(false);
  });

  it("measures the calculator lines against the static file at their own connections when it was measured", () => {
    const calc = { ...run("new inputs: productivity API", 1900, 20), connections: 10, calculator: "api" as const };
    const lines = httpTargets({ label: "PGlite", workers: "1", rssBeforeMb: 200, rssAfterMb: 200, runs: [run("static", 4000, 16), run("static file at 10 connections", 3000, 5), calc] });
    // 1900 / 3000 = 63.3 % ≥ 50 % (it would be 47.5 % of the 50-connection static line).
    expect(lines.find((line) => line.target.includes("productivity API"))).toMatchObject({ pass: true, value: "1900/s = 63.3% of 3000/s (0 ms CPU each)" });
    // The second static line is a ceiling, not a page to judge.
    expect(lines.some((line) => line.target.includes("static file at 10 connections"))).toBe(false);
  });

  it("takes the mean of the static file's runs before and after the calculator lines as their ceiling", () => {
    const calc = { ...run("new inputs: productivity API", 1900, 20), connections: 10, calculator: "api" as const };
    const runs = [run("static", 4000, 16), run("static file at 10 connections", 3000, 5), calc, run("static file at 10 connections, after the calculator lines", 4600, 5)];
    const lines = httpTargets({ label: "PGlite", workers: "1", rssBeforeMb: 200, rssAfterMb: 200, runs });
    // (3000 + 4600) / 2 = 3800; 1900 / 3800 = 50.0 % ≥ 50 % → pass by 0.0 points.
    expect(lines.find((line) => line.target.includes("productivity API"))).toMatchObject({ pass: true, value: "1900/s = 50.0% of 3800/s (0 ms CPU each)", margin: "0.0 points" });
    expect(lines.some((line) => line.target.includes("after the calculator lines"))).toBe(false);
  });

  it("judges each calculator line against the static file's runs right before and after it", () => {
    const api = { ...run("new inputs: productivity API", 1000, 20), connections: 10, calculator: "api" as const };
    const csv = { ...run("new inputs: productivity CSV", 1200, 20), connections: 10, calculator: "csv" as const };
    const runs = [
      run("static", 4000, 16),
      run("static file at 10 connections, before new inputs: productivity API", 1800, 5),
      api,
      run("static file at 10 connections, before new inputs: productivity CSV", 2200, 5),
      csv,
      run("static file at 10 connections, after the calculator lines", 3000, 5),
    ];
    const lines = httpTargets({ label: "PGlite", workers: "1", rssBeforeMb: 200, rssAfterMb: 200, runs });
    // API: (1800 + 2200) / 2 = 2000, 1000 / 2000 = 50.0 %; CSV: (2200 + 3000) / 2 = 2600, 1200 / 2600 = 46.2 % < 50 %.
    expect(lines.find((line) => line.target.includes("productivity API"))).toMatchObject({ pass: true, value: "1000/s = 50.0% of 2000/s (0 ms CPU each)" });
    expect(lines.find((line) => line.target.includes("productivity CSV"))).toMatchObject({ pass: false, value: "1200/s = 46.2% of 2600/s (0 ms CPU each)", margin: "-3.8 points" });
    expect(lines.some((line) => line.target.includes("static file at 10 connections"))).toBe(false);
  });

  it("holds the PDF business case to 150 ms p95 and 1 MB", () => {
    const pdf = [
      { name: "PDF business case, 20-room meeting-room ROI en-us", runs: 40, p50Ms: 60, p95Ms: 90.5, maxMs: 120, bytes: 200_000 },
      { name: "PDF business case, 20-room meeting-room ROI zh-cn", runs: 40, p50Ms: 120, p95Ms: 160, maxMs: 170, bytes: 1_100_000 },
    ];
    const lines = httpTargets({ label: "PGlite", workers: "1", rssBeforeMb: 200, rssAfterMb: 200, runs: [run("static", 2000, 20)], pdf });
    // en-us: 150 − 90.5 = 59.5 ms to spare; zh-cn: 160 > 150 → miss by 10 ms, and 1,100,000 bytes > 1 MB.
    expect(lines.find((line) => line.target.includes("en-us p95"))).toMatchObject({ pass: true, margin: "59.5 ms" });
    expect(lines.find((line) => line.target.includes("zh-cn p95"))).toMatchObject({ pass: false, margin: "-10.0 ms" });
    expect(lines.find((line) => line.target.includes("zh-cn ≤ 1 MB"))).toMatchObject({ pass: false, value: "1074 KB" });
    expect(lines.find((line) => line.target.includes("en-us ≤ 1 MB"))).toMatchObject({ pass: true });
  });
});
