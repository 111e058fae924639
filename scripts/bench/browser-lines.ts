/**
 * Issue 49's browser lines: per calculator, the time from an input change to its updated results,
 * measured inside the page (p95 ≤ 50 ms), and the requests the page made for those changes (0 for
 * a change that needs no new data). The specs and the figures are here (pure, tested); the
 * browser that measures them is ./browser.ts.
 */
import { toolNamed } from "~/utils/tool-registry";
import type { TargetLine } from "./http";
import { percentile } from "./load";

export const BROWSER_P95_MS = 50;

export type BrowserLineSpec = {
  name: string;
  /** The tool's id (app/tool-declarations.ts): its addresses are read from the declaration. */
  tool: string;
  /** Its pages to try in order with `query`: the first where `field` is a visible input is measured. */
  pages: ("entry" | "results")[];
  query: string;
  /** The number input changed, and its value for change n (1, 2, …): each a new answer inside the field's bounds. */
  field: string;
  value: (n: number) => string;
};

/** 1 to 34 and round again: consecutive changes differ, and every value stays inside its field's bounds and where it moves the answer. */
export const step = (n: number) => ((n - 1) % 34) + 1;

/** Each calculator of the issue, the number a buyer would change, from a query that shows results. */
export const browserLineSpecs: readonly BrowserLineSpec[] = [
  {
    name: "productivity",
    tool: "productivity",
    pages: ["entry"],
    query: "monitor=u2723qe&staff=100",
    field: "staff",
    value: (n) => String(100 + step(n)),
  },
  {
    name: "TEI",
    tool: "total-economic-impact",
    pages: ["entry"],
    query: "monitor=u2723qe&staff=100",
    field: "staff",
    value: (n) => String(100 + step(n)),
  },
  {
    name: "why-refresh",
    tool: "why-refresh",
    pages: ["entry"],
    query: "monitor=u2723qe&legacySize=22.0&legacyCount=100",
    field: "legacyCount",
    value: (n) => String(100 + step(n)),
  },
  {
    name: "quality",
    tool: "quality",
    pages: ["entry"],
    query: "monitors=100",
    field: "monitors",
    value: (n) => String(100 + step(n)),
  },
  {
    name: "meeting-room ROI",
    tool: "meeting-roi",
    pages: ["results"],
    // Under 45 employees the three rooms (15 employees each) are more than the staff fill: each employee moves the answer.
    query: "numberOfEmployees=10&country=US&rooms=small:c8621qt:2:5000&rooms=large:c7520qt:1:7000",
    field: "numberOfEmployees",
    value: (n) => String(10 + step(n)),
  },
  // The results page may show the options as text (hidden fields): then the input page, whose answer is the results page.
  {
    name: "energy",
    tool: "energy",
    pages: ["results", "entry"],
    query: "layout=single&c1m=u2723qe&c1q=5&country=US&env=office&hours=8&days=250",
    field: "c1q",
    value: (n) => String(5 + step(n)),
  },
  {
    name: "ergonomics",
    tool: "ergonomics",
    pages: ["entry"],
    query: "monitor=u2724de&heightCm=150",
    field: "heightCm",
    value: (n) => String(150 + step(n)),
  },
  {
    name: "multi-monitor",
    tool: "multi-monitor",
    pages: ["entry"],
    query: "monitor=u2724de&distanceCm=60",
    field: "distanceCm",
    value: (n) => String(60 + step(n)),
  },
];

/** The addresses a line tries, in its order (`/en-us/…?query`). */
export function candidatePaths(spec: BrowserLineSpec): string[] {
  const tool = toolNamed(spec.tool);
  if (!tool) throw new Error(`no tool ${spec.tool} in app/tool-declarations.ts`);
  return spec.pages.flatMap((page) => {
    const path = page === "entry" ? tool.path : tool.resultsPath;
    return path ? [`/en-us${path}?${spec.query}`] : [];
  });
}

/** How a change was made: the input event alone, or that and Enter (the form's submit). */
export type ChangeMode = "input" | "enter";

export type BrowserLine = {
  name: string;
  /** The page measured (path and query), or why none was. */
  path?: string;
  skipped?: string;
  mode?: ChangeMode;
  /** Per measured change, ms from the change to the new results; null when they never came. */
  times: (number | null)[];
  /** Requests the page sent to the server during the measured changes, by kind ("fetch GET /en-us/productivity.data"). */
  requests: string[];
  /** Those the browser's HTTP cache answered (not the server's work): Chromium's favicon after an address change. */
  cached: string[];
};

export type BrowserSummary = {
  runs: number;
  failed: number;
  p50: number;
  p95: number;
  max: number;
};

/** Nearest-rank figures; a change whose results never came ranks above every time. */
export function summariseTimes(times: readonly (number | null)[]): BrowserSummary {
  const sorted = times.map((time) => time ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  return {
    runs: times.length,
    failed: times.filter((time) => time === null).length,
    p50: sorted.length ? percentile(sorted, 0.5) : Number.NaN,
    p95: sorted.length ? percentile(sorted, 0.95) : Number.NaN,
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** "30 × fetch GET /en-us/productivity.data": the requests counted, most frequent first. */
export function requestKinds(requests: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${count} × ${kind}`)
    .join(", ");
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "no answer");

/** Two lines per calculator: p95 and requests, each grouped for the README (pure: tested with made-up lines). */
export function browserTargets(lines: readonly BrowserLine[]): TargetLine[] {
  const timeBudget = `p95 ≤ ${BROWSER_P95_MS} ms from an input change to its results`;
  const requestBudget = "0 server requests for input changes that need no data";
  const timeGroup = `Browser: calculators ${timeBudget}`;
  const requestGroup = `Browser: calculators ${requestBudget}`;
  const out: TargetLine[] = [];
  for (const line of lines) {
    if (line.skipped !== undefined || line.mode === undefined) {
      const value = `not measured: ${line.skipped ?? "no mode"}`;
      out.push({
        target: `Browser: ${line.name} ${timeBudget}`,
        group: timeGroup,
        value,
        pass: false,
        margin: "-",
      });
      out.push({
        target: `Browser: ${line.name} ${requestBudget}`,
        group: requestGroup,
        value,
        pass: false,
        margin: "-",
      });
      continue;
    }
    const summary = summariseTimes(line.times);
    const failed = summary.failed ? `, ${summary.failed} without new results` : "";
    out.push({
      target: `Browser: ${line.name} ${timeBudget}`,
      group: timeGroup,
      value: `${ms(summary.p95)} (by ${line.mode === "input" ? "the input event" : "Enter"}; p50 ${ms(summary.p50)}, max ${ms(summary.max)}, ${summary.runs} changes${failed})`,
      pass: summary.p95 <= BROWSER_P95_MS,
      margin: Number.isFinite(summary.p95) ? `${(BROWSER_P95_MS - summary.p95).toFixed(1)} ms` : "-",
    });
    const count = line.requests.length;
    out.push({
      target: `Browser: ${line.name} ${requestBudget}`,
      group: requestGroup,
      value: `${count} in ${summary.runs} changes${count ? ` (${requestKinds(line.requests)})` : ""}${line.cached.length ? `; the browser's cache answered ${line.cached.length} more (${requestKinds(line.cached)})` : ""}`,
      pass: count === 0,
      margin: `${-count} requests`,
    });
  }
  return out;
}
