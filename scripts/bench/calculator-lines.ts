/**
 * The uncached lines (issue 31's, with issue 48's targets): the answers buyers wait for that no cache holds — a calculator run with their
 * own inputs, a configurator result, a catalogue search — each request with inputs never asked before. Measured at
 * 10 connections (the setting) against the static file of the same run: pages ≥ 3 % of
 * its requests/s with p99 ≤ 250 ms, JSON APIs and CSV answers ≥ 50 %.
 */
import { cycle, uncachedSearchPaths } from "./uncached";

export type CalculatorKind = "page" | "api" | "csv";
export type CalculatorLine = { name: string; path: string; next: () => string; kind: CalculatorKind };

/** The connections the issue measured these lines at. */
export const CALCULATOR_CONNECTIONS = 10;

/** The static file again at those connections: the ceiling these lines are a share of (the table measured both at 10). */
export const STATIC_AT_CALCULATOR_CONNECTIONS = "static file at 10 connections";

/** What each kind must reach, as a share of the static file's requests/s (and the pages' p99). */
export const calculatorTargets: Record<CalculatorKind, { share: number; p99Ms?: number }> = {
  page: { share: 0.03, p99Ms: 250 },
  api: { share: 0.5 },
  csv: { share: 0.5 },
};

/** 4,000 addresses that differ in one number (staff, employees, height…): each misses every cache. */
function varying(build: (n: number) => string, from: number, count = 4000): () => string {
  return cycle(Array.from({ length: count }, (_, index) => build(from + index)));
}

const productivity = (n: number) => `monitor=u2723qe&staff=${n}`;
const meetingRoi = (n: number) => `numberOfEmployees=${n}&country=US&rooms=small:c8621qt:2:5000&rooms=large:c7520qt:1:7000`;
// 150.01 to 190.00 cm in hundredths, inside the input's 100–250 cm: every height a new answer.
const ergonomics = (n: number) => `monitor=u2724de&heightCm=${(150 + n / 100).toFixed(2)}`;
const energy = (n: number) => `layout=single&c1m=u2723qe&c1q=${n}&country=US&env=office&hours=8&days=250`;
const whyRefresh = (n: number) => `monitor=u2723qe&legacySize=22.0&legacyCount=${n}`;
// The meeting-space configurator's result: the seats change the room's answer.
const meetingSpace = (n: number) => `roomSize=medium&seats=${2 + (n % 19)}&shape=boardroom&platform=teams&viewing=reading&touch=yes&mounting=wall&budgetUsd=${5000 + n}`;

export function calculatorLines(): CalculatorLine[] {
  const searches = [...uncachedSearchPaths()].reverse();
  const line = (name: string, kind: CalculatorKind, base: string, query: (n: number) => string, from = 1): CalculatorLine => {
    const next = varying((n) => `${base}?${query(n)}`, from);
    return { name: `new inputs: ${name}`, kind, path: next(), next };
  };
  return [
    line("productivity page", "page", "/en-us/productivity", productivity),
    line("why-refresh page", "page", "/en-us/why-refresh/input", whyRefresh),
    line("meeting-room ROI results page", "page", "/en-us/ecosystem-roi-calculator/results", meetingRoi),
    line("ergonomics page", "page", "/en-us/monitor-ergonomics-guide", ergonomics),
    line("energy results page", "page", "/en-us/energy-calculator/results", energy),
    line("meeting-space configurator result", "page", "/en-us/meeting-space-configurator/results", meetingSpace),
    // The catalogue line: a new search and filter set each request. From the far end of
    // the list that the 50-connection "uncached: a new search" line starts at, so that neither
    // finds pages the other had kept.
    { name: "new inputs: products page, a new search and filter set", kind: "page", path: searches[0]!, next: cycle(searches) },
    line("productivity API", "api", "/en-us/api/calculators/productivity", productivity),
    line("why-refresh API", "api", "/en-us/api/calculators/why-refresh", whyRefresh),
    line("meeting-room ROI API", "api", "/en-us/api/calculators/meeting-roi", meetingRoi),
    line("ergonomics API", "api", "/en-us/api/calculators/ergonomics", ergonomics),
    line("energy API", "api", "/en-us/api/calculators/energy", energy),
    line("productivity CSV", "csv", "/en-us/api/calculators/productivity.csv", productivity),
    line("meeting-room ROI CSV", "csv", "/en-us/api/calculators/meeting-roi.csv", meetingRoi),
    line("energy CSV", "csv", "/en-us/api/calculators/energy.csv", energy),
  ];
}
