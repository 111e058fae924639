import type { EdidReport } from "./parse-report";

/**
 * The facts the table holds, one row per model and fact; `connector`: one row per report and
 * connector it was read through (an EDID names the input it was captured on, not the port list).
 */
export const edidFacts = [
  "native-resolution",
  "image-size-mm",
  "refresh-rate-hz",
  "primaries",
  "white-point",
  "bits-per-colour",
  "connector",
  "hdr-transfer-functions",
  "hdr-max-luminance-nits",
  "adaptive-sync",
] as const;
export type EdidFact = (typeof edidFacts)[number];

export type FactRow = {
  model: string;
  fact: EdidFact;
  value: string;
  /** The report the value comes from: `edid/dell/<MODEL>.txt#<linuxhw/EDID path>`. */
  source: string;
  /** Set when the value is a variant's (see variants.ts): the model whose EDID it is. */
  via: string;
};

export type LogEntry = { model: string; kind: string; message: string };

const point = (value: { x: number; y: number }) => `${value.x},${value.y}`;

/** Each fact as the table spells it, or null where a report is silent. */
function factValues(report: EdidReport): Array<[EdidFact, string | null]> {
  const { primaries, adaptiveSync } = report;
  return [
    ["native-resolution", report.nativeResolution && `${report.nativeResolution.width}x${report.nativeResolution.height}`],
    ["image-size-mm", report.imageSizeMm && `${report.imageSizeMm.width}x${report.imageSizeMm.height}`],
    ["refresh-rate-hz", report.refreshRateHz === null ? null : String(report.refreshRateHz)],
    ["primaries", primaries && [primaries.red, primaries.green, primaries.blue].map(point).join(" ")],
    ["white-point", report.white && point(report.white)],
    ["bits-per-colour", report.bitsPerColour === null ? null : String(report.bitsPerColour)],
    ["hdr-transfer-functions", report.hdrTransferFunctions.length ? report.hdrTransferFunctions.join(";") : null],
    ["hdr-max-luminance-nits", report.hdrMaxLuminanceNits === null ? null : String(report.hdrMaxLuminanceNits)],
    ["adaptive-sync", adaptiveSync && `${adaptiveSync.kind} ${adaptiveSync.minHz}-${adaptiveSync.maxHz}`],
  ];
}

const madeInOrder = (report: EdidReport) => (report.madeIn ? report.madeIn.year * 100 + report.madeIn.week : 0);

/** Newest manufacture date first; reports of the same week keep the file's order. */
export function newestFirst(reports: readonly EdidReport[]): EdidReport[] {
  return [...reports].sort((a, b) => madeInOrder(b) - madeInOrder(a));
}

/**
 * One model's rows from its reports. Each fact comes from the newest report that declares it;
 * an older report declaring something else is logged, not used. Connectors are listed per report:
 * each of a monitor's inputs has its own EDID, so a report tells which input it was read through
 * — never which ports the monitor has (a report read over HDMI does not deny DisplayPort).
 */
export function modelFacts(model: string, reports: readonly EdidReport[]): { rows: FactRow[]; log: LogEntry[] } {
  const ordered = newestFirst(reports);
  const rows: FactRow[] = [];
  const log: LogEntry[] = [];
  const perReport = ordered.map((report) => ({ report, values: new Map(factValues(report)) }));
  for (const fact of edidFacts) {
    if (fact === "connector") continue;
    const declaring = perReport.filter((entry) => entry.values.get(fact) != null);
    const newest = declaring[0];
    if (!newest) continue;
    const value = newest.values.get(fact)!;
    rows.push({ model, fact, value, source: newest.report.source, via: "" });
    for (const older of declaring.slice(1)) {
      const olderValue = older.values.get(fact)!;
      if (olderValue !== value) {
        log.push({
          model,
          kind: "reports-disagree",
          message: `${fact}: newest ${value} (${newest.report.source}) kept over ${olderValue} (${older.report.source})`,
        });
      }
    }
  }
  // Every report counts: "seen connected through DisplayPort in 2 public reports".
  for (const connector of ["DisplayPort", "HDMI"] as const) {
    for (const report of ordered.filter((candidate) => candidate.ports.includes(connector))) rows.push({ model, fact: "connector", value: connector, source: report.source, via: "" });
  }
  return { rows, log };
}
