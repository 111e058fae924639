import { describe, expect, it } from "vitest";
import { summaryMarkdown, withBenchTable, type BenchReport } from "./report";

const report = (targets: BenchReport["targets"]): BenchReport => ({
  measuredAt: "2026-11-24T20:00:00.000Z",
  machine: { cpus: 2, loadAverage: [1, 1, 1] },
  settings: { seconds: 5, connections: 50 },
  targets,
  http: [],
  notes: [],
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

  it("replaces only the text between the README's markers", () => {
    const readme = "intro\n<!-- bench:start -->\nold table\n<!-- bench:end -->\nrest";
    expect(withBenchTable(readme, "new table")).toBe("intro\n<!-- bench:start -->\nnew table\n<!-- bench:end -->\nrest");
    expect(withBenchTable("no markers", "new table")).toBe("no markers");
  });
});
