/** bench/report.md and bench/report.json: every target, the measured value, pass or miss. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { requestKinds, summariseTimes, type BrowserLine } from "./browser-lines";
import type { HttpBench, TargetLine } from "./http";
import { lighthouseBrowserVersion, medianRun, type LighthouseBench, type LighthousePage } from "./lighthouse";

export type BenchReport = {
  measuredAt: string;
  /** What the figures were measured on: the same code measures differently on another machine. */
  machine: { cpus: number; loadAverage: number[]; cpuModel?: string; memoryGiB?: number; node?: string; browser?: string };
  settings: { seconds: number; connections: number };
  targets: TargetLine[];
  http: HttpBench[];
  lighthouse?: LighthouseBench;
  /** Set when the Lighthouse figures come from an earlier run (bench --no-lighthouse). */
  lighthouseMeasuredAt?: string;
  /** Issue 49's browser lines: each calculator, an input change to its results in Chromium. */
  browser?: BrowserLine[];
  notes: string[];
};

const cell = (text: string | number) => String(text).replace(/\|/g, "\\|");

export function reportMarkdown(report: BenchReport): string {
  const lines = [
    "# Bench report",
    "",
    `Measured ${report.measuredAt} on ${machineText(report.machine)} (load average ${report.machine.loadAverage.map((value) => value.toFixed(1)).join(" / ")}), ` +
      `${report.settings.connections} keep-alive connections, ${report.settings.seconds} s per line, load generator on the same machine (scripts/bench/load.ts).`,
    "",
    "## Targets",
    "",
    "| target | measured | result | margin |",
    "|---|---|---|---|",
    ...report.targets.map((line) => `| ${cell(line.target)} | ${cell(line.value)} | ${line.pass ? "pass" : "**miss**"} | ${cell(line.margin)} |`),
  ];
  for (const bench of report.http) {
    const start = bench.rssStartMb === undefined ? "" : `${bench.rssStartMb} MB at start, `;
    lines.push("", `## ${bench.label} (${bench.workers} worker${bench.workers === "1" ? "" : "s"}), RSS ${start}${bench.rssBeforeMb} MB after the warm-up → ${bench.rssAfterMb} MB after the load`, "");
    lines.push("| page | requests/s | p50 (ms) | p99 (ms) | max (ms) | errors | bytes/answer | CPU ms/answer | requests/s per core |", "|---|---|---|---|---|---|---|---|---|");
    for (const run of bench.runs) {
      lines.push(`| ${cell(run.name)} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.maxMs} | ${run.errors} | ${run.bytesPerRequest} | ${run.cpuMsPerRequest} | ${run.requestsPerCoreSecond} |`);
    }
  }
  if (report.lighthouse?.pages.length) {
    const earlier = report.lighthouseMeasuredAt ? `, measured ${report.lighthouseMeasuredAt} (not in this run)` : "";
    lines.push("", `## Lighthouse (mobile, median per figure${earlier})`, "");
    lines.push(
      `The browser reached the server over ${report.lighthouse.via}. Lighthouse's CPU index is its own benchmark of the machine at each run (\`environment.benchmarkIndex\`, higher is faster): Total Blocking Time follows it, so read a score beside it.`,
      "",
      ...lighthouseTable(report.lighthouse.pages),
    );
    if (report.lighthouse.reference.length) {
      lines.push(
        "",
        "### Some of these pages over plain HTTP/1.1 (one run each, for reference: not judged)",
        "",
        "Straight to the server, as the bench measured before decision 025: Lighthouse then models six connections with a round trip per request.",
        "",
        ...lighthouseTable(report.lighthouse.reference),
      );
    }
  }
  if (report.browser?.length) lines.push("", ...browserMarkdown(report.browser));
  if (report.notes.length) lines.push("", "## Notes", "", ...report.notes.map((note) => `- ${note}`));
  return `${lines.join("\n")}\n`;
}

/** One row per page: the median of each figure, and each run's performance. */
function lighthouseTable(pages: readonly LighthousePage[]): string[] {
  const rows = [
    "| page | performance | LCP (ms) | FCP (ms) | TBT (ms) | CLS | accessibility | best practices | SEO | CPU index | runs (performance) |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const page of pages) {
    const median = medianRun(page.runs);
    const errors = page.toolErrors.length ? `; Lighthouse failed ${page.toolErrors.length}× (${page.toolErrors.join(", ")})` : "";
    rows.push(
      median
        ? `| ${cell(page.name)} | ${median.performance} | ${median.lcpMs} | ${median.fcpMs} | ${median.tbtMs} | ${median.cls} | ${median.accessibility} | ${median.bestPractices} | ${median.seo} | ${median.benchmarkIndex ?? "–"} | ${page.runs.map((run) => run.performance).join(" / ")}${errors} |`
        : `| ${cell(page.name)} | no valid run${errors} | | | | | | | | | |`,
    );
  }
  return rows;
}

/** The browser lines' table: how each change was made, its times and the requests it made. */
export function browserMarkdown(browser: readonly BrowserLine[]): string[] {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "none");
  const lines = [
    "## Browser: an input change to its results (Chromium, timed in the page)",
    "",
    "| calculator | page | change by | changes | p50 (ms) | p95 (ms) | max (ms) | without new results | requests to the server |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const line of browser) {
    if (line.skipped !== undefined || !line.mode) {
      lines.push(`| ${cell(line.name)} | not measured: ${cell(line.skipped ?? "no mode")} | | | | | | | |`);
      continue;
    }
    const summary = summariseTimes(line.times);
    const cached = line.cached.length ? `; from the browser's cache: ${line.cached.length} (${requestKinds(line.cached)})` : "";
    const requests = `${line.requests.length ? `${line.requests.length} (${requestKinds(line.requests)})` : "0"}${cached}`;
    lines.push(`| ${cell(line.name)} | ${cell(line.path ?? "")} | ${line.mode === "input" ? "input event" : "Enter"} | ${summary.runs} | ${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.max)} | ${summary.failed} | ${cell(requests)} |`);
  }
  return lines;
}

/**
 * What a grouped line is about: its target without the budget it shares with its group (the
 * common ending, from a word boundary) and without the engine before the first ": ".
 * "PGlite: home en-us ≥ 50% of …" in "PGlite: anonymous pages ≥ 50% of …" → "home en-us".
 */
export function subjectOf(target: string, group: string): string {
  let shared = 0;
  while (shared < target.length && shared < group.length && target[target.length - 1 - shared] === group[group.length - 1 - shared]) shared++;
  let cut = target.length - shared;
  // A shared ending that starts inside a word ("…pages" / "…en-us") belongs to the subject.
  while (cut < target.length && target[cut] !== " ") cut++;
  const head = target.slice(0, cut);
  return head.slice(head.indexOf(": ") + 2);
}

/**
 * One row per target, or per group of lines (one target over many pages): how many pass and the
 * worst line (the smallest margin). What the README shows.
 */
export function summaryMarkdown(report: BenchReport): string {
  const rows: { target: string; measured: string; result: string }[] = [];
  const groups = new Map<string, TargetLine[]>();
  for (const line of report.targets) {
    if (!line.group) {
      rows.push({ target: line.target, measured: line.value, result: line.pass ? "pass" : "**miss**" });
      continue;
    }
    if (!groups.has(line.group)) {
      groups.set(line.group, []);
      rows.push({ target: line.group, measured: "", result: "" });
    }
    groups.get(line.group)!.push(line);
  }
  for (const row of rows) {
    const lines = groups.get(row.target);
    if (!lines) continue;
    // A miss without a figure ("no valid run") is the worst of all; then the smallest margin.
    const rank = (line: TargetLine) => (!line.pass && Number.isNaN(Number.parseFloat(line.margin)) ? Number.NEGATIVE_INFINITY : Number.parseFloat(line.margin));
    const worst = lines.reduce((low, line) => (rank(line) < rank(low) ? line : low));
    const passing = lines.filter((line) => line.pass).length;
    const page = subjectOf(worst.target, row.target);
    row.measured = `${passing}/${lines.length} pass; worst: ${page}, ${worst.value}`;
    row.result = passing === lines.length ? "pass" : "**miss**";
  }
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machineText(report.machine)}, ${report.settings.connections} connections, ${report.settings.seconds} s per line (details: bench/report.md).`,
    "",
    "| target | measured | result |",
    "|---|---|---|",
    ...rows.map((row) => `| ${cell(row.target)} | ${cell(row.measured)} | ${row.result} |`),
  ].join("\n");
}

const readmeStart = "<!-- bench:start -->";
const readmeEnd = "<!-- bench:end -->";

/** The README's bench table, replaced between its markers (the text is left alone without them). */
export function withBenchTable(readme: string, table: string): string {
  const start = readme.indexOf(readmeStart);
  const end = readme.indexOf(readmeEnd);
  if (start === -1 || end < start) return readme;
  return `${readme.slice(0, start + readmeStart.length)}\n${table}\n${readme.slice(end)}`;
}

export function writeReport(report: BenchReport): void {
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/report.json", `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync("bench/report.md", reportMarkdown(report));
  if (existsSync("README.md")) writeFileSync("README.md", withBenchTable(readFileSync("README.md", "utf8"), summaryMarkdown(report)));
}

/** "2 CPUs (AMD EPYC), 24 GiB, Node v24.21.0, Chromium 156.0.8078.108": what is known of it. */
export function machineText(machine: BenchReport["machine"]): string {
  const parts = [`${machine.cpus} CPUs${machine.cpuModel ? ` (${machine.cpuModel})` : ""}`];
  if (machine.memoryGiB) parts.push(`${machine.memoryGiB} GiB`);
  if (machine.node) parts.push(`Node ${machine.node}`);
  if (machine.browser) parts.push(machine.browser);
  return parts.join(", ");
}

export function machine(): BenchReport["machine"] {
  const cores = cpus();
  return {
    cpus: cores.length,
    loadAverage: loadavg(),
    cpuModel: cores[0]?.model.trim() || undefined,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    browser: lighthouseBrowserVersion(),
  };
}
