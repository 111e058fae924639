/** bench/report.md and bench/report.json: every target, the measured value, pass or miss. */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import type { HttpBench, TargetLine } from "./http";

export type BenchReport = {
  measuredAt: string;
  machine: { cpus: number; loadAverage: number[] };
  settings: { seconds: number; connections: number };
  targets: TargetLine[];
  http: HttpBench[];
  notes: string[];
};

const cell = (text: string | number) => String(text).replace(/\|/g, "\\|");

export function reportMarkdown(report: BenchReport): string {
  const lines = [
    "# Bench report",
    "",
    `Measured ${report.measuredAt} on ${report.machine.cpus} CPUs (load average ${report.machine.loadAverage.map((value) => value.toFixed(1)).join(" / ")}), ` +
      `${report.settings.connections} keep-alive connections, ${report.settings.seconds} s per line, load generator on the same machine (scripts/bench/load.ts).`,
    "",
    "## Targets",
    "",
    "| target | measured | result | margin |",
    "|---|---|---|---|",
    ...report.targets.map((line) => `| ${cell(line.target)} | ${cell(line.value)} | ${line.pass ? "pass" : "**miss**"} | ${cell(line.margin)} |`),
  ];
  for (const bench of report.http) {
    lines.push("", `## ${bench.label} (${bench.workers} worker${bench.workers === "1" ? "" : "s"}), RSS ${bench.rssBeforeMb} → ${bench.rssAfterMb} MB`, "");
    lines.push("| page | requests/s | p50 (ms) | p99 (ms) | max (ms) | errors | bytes/answer |", "|---|---|---|---|---|---|---|");
    for (const run of bench.runs) lines.push(`| ${cell(run.name)} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.maxMs} | ${run.errors} | ${run.bytesPerRequest} |`);
  }
  if (report.notes.length) lines.push("", "## Notes", "", ...report.notes.map((note) => `- ${note}`));
  return `${lines.join("\n")}\n`;
}

export function writeReport(report: BenchReport): void {
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/report.json", `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync("bench/report.md", reportMarkdown(report));
}

export function machine(): BenchReport["machine"] {
  return { cpus: cpus().length, loadAverage: loadavg() };
}
