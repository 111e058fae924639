import { describe, expect, it } from "vitest";
import { machineText, reportMarkdown, subjectOf, summaryMarkdown, withBenchTable, type BenchReport } from "./report";

const report = (targets: BenchReport["targets"]): BenchReport => ({
  measuredAt: "2026-11-24T20:00:00.000Z",
  machine: { cpus: 2, loadAverage: [1, 1, 1] },
  settings: { seconds: 5, connections: 50 },
  targets,
  http: [],
  notes: [],
});

describe("the machine a report names", () => {
  it("says the CPU model, memory, Node and browser when known, and only the CPU count when not", () => {
    const known = { cpus: 2, loadAverage: [3.6, 3.5, 3.9], cpuModel: "AMD EPYC", memoryGiB: 24, node: "v24.21.0", browser: "Chromium 156.0.8078.108" };
    expect(machineText(known)).toBe("2 CPUs (AMD EPYC), 24 GiB, Node v24.21.0, Chromium 156.0.8078.108");
    expect(machineText({ cpus: 4, loadAverage: [0, 0, 0] })).toBe("4 CPUs");
    const markdown = reportMarkdown({ ...report([]), machine: known });
    expect(markdown).toContain("Measured 2026-11-24T20:00:00.000Z on 2 CPUs (AMD EPYC), 24 GiB, Node v24.21.0, Chromium 156.0.8078.108 (load average 3.6 / 3.5 / 3.9)");
    expect(summaryMarkdown({ ...report([]), machine: known })).toMatch(/^Measured 2026-11-24 on 2 CPUs \(AMD EPYC\), 24 GiB, Node v24\.21\.0, Chromium 156\.0\.8078\.108, 50 connections/);
  });
});

describe("the README's bench summary", () => {
  it("gives one row per group with how many pass and the worst line, and single targets as they are", () => {
    const group = "PGlite: anonymous pages ≥ 50% of the static file's requests/s";
    const markdown = summaryMarkdown(
      report([
        { target: "catalogue search p95 ≤ 50 ms: PGlite", value: "40 ms", pass: true, margin: "10 ms" },
        { target: "PGlite: home en-us ≥ 50% of the static file's requests/s", value: "90%", pass: true, margin: "40.0 points", group },
        { target: "PGlite: product zh-cn ≥ 50% of the static file's requests/s", value: "45%", pass: false, margin: "-5.0 points", group },
        { target: "PGlite: e-guide en-us ≥ 50% of the static file's requests/s", value: "60%", pass: true, margin: "10.0 points", group },
      ]),
    );
    expect(markdown).toContain("| catalogue search p95 ≤ 50 ms: PGlite | 40 ms | pass |");
    // Two of three pass; the smallest margin (-5) is the product page.
    expect(markdown).toContain(`| ${group} | 2/3 pass; worst: product zh-cn, 45% | **miss** |`);
    expect(markdown.indexOf("catalogue search")).toBeLessThan(markdown.indexOf(group));
  });

  it("names a miss without a figure as the worst line, not a passing page", () => {
    const group = "Lighthouse (mobile): accessibility 100";
    const markdown = summaryMarkdown(
      report([
        { target: "Lighthouse: home en-us accessibility 100", value: "100 (runs: 100)", pass: true, margin: "0", group },
        { target: "Lighthouse: calculator: x accessibility 100", value: "no valid run (lighthouse exited 1)", pass: false, margin: "-", group },
        { target: "Lighthouse: e-guide en-us accessibility 100", value: "100 (runs: 100)", pass: true, margin: "0", group },
      ]),
    );
    expect(markdown).toContain(`| ${group} | 2/3 pass; worst: calculator: x, no valid run (lighthouse exited 1) | **miss** |`);
  });

  it("names each line's page without the budget its group shares", () => {
    expect(subjectOf("PGlite: home en-us ≥ 50% of the static file's requests/s", "PGlite: anonymous pages ≥ 50% of the static file's requests/s")).toBe("home en-us");
    // "…pages" and "…en-us" end alike: the shared ending starts at a word boundary.
    expect(subjectOf("PGlite: home en-us p99 ≤ 100 ms (at 50 connections)", "PGlite: anonymous pages p99 ≤ 100 ms (at 50 connections)")).toBe("home en-us");
    expect(subjectOf("Lighthouse: use case zh-cn LCP ≤ 2.0 s (median of 3)", "Lighthouse (mobile): LCP ≤ 2.0 s (median of 3)")).toBe("use case zh-cn");
  });

  it("replaces only the text between the README's markers", () => {
    const readme = "intro\n<!-- bench:start -->\nold table\n<!-- bench:end -->\nrest";
    expect(withBenchTable(readme, "new table")).toBe("intro\n<!-- bench:start -->\nnew table\n<!-- bench:end -->\nrest");
    expect(withBenchTable("no markers", "new table")).toBe("no markers");
  });
});

describe("the report's browser section", () => {
  it("gives each calculator's page, how the change was made, its times and requests, and why a line was not measured", () => {
    const markdown = reportMarkdown({
      ...report([]),
      browser: [
        { name: "productivity", path: "/en-us/productivity?staff=100", mode: "enter", times: [40, 60, null], requests: ["fetch GET /en-us/productivity.data"], cached: ["other GET /favicon.svg"] },
        { name: "TEI", times: [], requests: [], cached: [], skipped: "answered 404" },
      ],
    });
    // Three changes: p50 is rank 2 (60 ms), p95 rank 3 (never answered).
    expect(markdown).toContain(
      "| productivity | /en-us/productivity?staff=100 | Enter | 3 | 60.0 | none | none | 1 | 1 (1 × fetch GET /en-us/productivity.data); from the browser's cache: 1 (1 × other GET /favicon.svg) |",
    );
    expect(markdown).toContain("| TEI | not measured: answered 404 | | | | | | | |");
  });
});
