/**
 * Lighthouse in `npm run bench` (and alone: `npm run bench:lighthouse`): mobile emulation with
 * Lighthouse's default simulated throttling, three runs per page, the median of each figure
 * against the issue's budgets — performance ≥ 95, LCP ≤ 2.0 s, accessibility, best practices
 * and SEO 100 — on the key pages in both languages and on every calculator page.
 * The browser reaches the server through a local HTTPS front with HTTP/2, as visitors reach it
 * through a CDN (scripts/bench/tls-front.ts, decision 025); a few key pages are also run once over
 * plain HTTP/1.1 for reference, not judged (`--lighthouse-http1` judges that way instead).
 * Lighthouse comes from npm at run time (`npx -y lighthouse@12.8.2`): as a devDependency it
 * breaks `npm ci` here (shared STACK notes). A run that Lighthouse itself fails (a trace it could
 * not record, NO_NAVSTART) is not a page result: it is counted and run again, at most twice.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { tools } from "~/utils/tool-registry";
import { calculatorLines } from "./calculator-lines";
import { anonymousPages, threeModels, type TargetLine } from "./http";
import { startServer } from "./server";
import { startTlsFront, type TlsFront } from "./tls-front";

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own CPU benchmark of the machine at that run (`environment.benchmarkIndex`):
   * the same build's Total Blocking Time moves with it, so a score is read beside it.
   */
  benchmarkIndex?: number;
  /**
   * The race that decides the simulated paints (docs/performance.md, the model): of the page's
   * scripts, how many had arrived when the largest paint happened in the real, unthrottled load.
   * Lantern counts every one that had as needed for that paint.
   */
  scripts?: { beforePaint: number; all: number };
};
export type LighthousePage = { name: string; path: string; runs: LighthouseRun[]; toolErrors: string[] };
/** The figures a run gives for every page (not the machine's speed nor the race that explain them). */
type Figure = Exclude<keyof LighthouseRun, "benchmarkIndex" | "scripts">;

/**
 * Every page of every tool the declarations list (app/tool-declarations.ts: read from them, so a
 * renamed page cannot drop out of the run), and each calculator's results with the inputs of the
 * bench's issue 31 lines: the pages as a buyer who has filled the form sees them.
 */
export function toolPages(): { name: string; path: string }[] {
  const pages = tools
    .filter((tool) => tool.status === "ready")
    // A results page is measured with inputs, below.
    .flatMap((tool) => tool.pages.filter((page) => page.id !== "results").map((page) => ({ name: `calculator: ${tool.id}${page.id ? ` ${page.id}` : ""}`, path: `/en-us/${page.path.replace(/\/:\w+\?$/, "")}` })));
  const results = calculatorLines()
    .filter((line) => line.kind === "page" && !line.path.includes("/products"))
    .map((line) => ({ name: `calculator result: ${line.name.replace(/^new inputs: /, "")}`, path: line.path }));
  return [...pages, ...results];
}

/** The six key pages in both languages (the comparison with three monitors in its address), the tools' pages and their results. */
export async function lighthousePages(base: string): Promise<{ name: string; path: string }[]> {
  const models = await threeModels(base);
  const key = (await anonymousPages(base))
    .filter((page) => !page.name.includes("(API)"))
    .map((page) => (page.name.startsWith("comparison") ? { ...page, path: `${page.path}#${models}` } : page));
  return [...key, ...toolPages()];
}

/** The browser Lighthouse drives: Debian's Chromium unless CHROME_PATH names another. */
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** That browser's version line ("Chromium 156.0.8078.108"; Lighthouse's figures move with it), or undefined without one. */
export function lighthouseBrowserVersion(): string | undefined {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .replace(/\s+built on .*$/, "");
  } catch {
    return undefined;
  }
}

const chromeFlags = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
/** The front's certificate is made for the run: Chromium accepts it (and only Lighthouse's Chromium is told to). */
const frontFlags = `${chromeFlags} --ignore-certificate-errors`;

type Report = {
  runtimeError?: { code: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[]; debugData?: { networkStartTimeTs?: number } } }>;
};

/**
 * How many scripts had arrived by the observed largest paint. The requests' times count from the
 * first request (`networkStartTimeTs`), the paint's from the navigation (`observedNavigationStartTs`),
 * both in microseconds.
 */
function scriptRace(report: Report): LighthouseRun["scripts"] {
  const observed = report.audits.metrics?.details?.items?.[0] as { observedLargestContentfulPaint?: number; observedNavigationStartTs?: number } | undefined;
  const requests = report.audits["network-requests"]?.details;
  const paint = observed?.observedLargestContentfulPaint;
  const navigation = observed?.observedNavigationStartTs;
  const first = requests?.debugData?.networkStartTimeTs;
  if (typeof paint !== "number" || typeof navigation !== "number" || typeof first !== "number" || !Array.isArray(requests?.items)) return undefined;
  const offset = (first - navigation) / 1000;
  const scripts = (requests.items as { resourceType?: string; networkEndTime?: number }[]).filter((request) => request.resourceType === "Script");
  return { beforePaint: scripts.filter((request) => typeof request.networkEndTime === "number" && request.networkEndTime + offset <= paint).length, all: scripts.length };
}

/** One Lighthouse run's figures, or the error Lighthouse reported instead (pure: tested with a made-up report). */
export function readReport(report: Report): LighthouseRun | { error: string } {
  if (report.runtimeError) return { error: report.runtimeError.code };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const benchmarkIndex = report.environment?.benchmarkIndex;
  const scripts = scriptRace(report);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(value("largest-contentful-paint")),
    fcpMs: Math.round(value("first-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    ...(typeof benchmarkIndex === "number" && Number.isFinite(benchmarkIndex) ? { benchmarkIndex: Math.round(benchmarkIndex) } : {}),
    ...(scripts ? { scripts } : {}),
  };
}

/** The last line of a program's output that says something, at most 300 characters. */
export function lastLine(output: string): string {
  const lines = output.split("\n").map((line) => line.trim()).filter(Boolean);
  return (lines.at(-1) ?? "").slice(0, 300);
}

/**
 * One Lighthouse run. Asynchronous on purpose: a synchronous spawn froze this process's event loop
 * for the run, so fetch's pooled keep-alive socket, closed by the server meanwhile, was reused
 * unseen ("other side closed").
 */
async function lighthouseOnce(url: string, output: string): Promise<LighthouseRun | { error: string }> {
  const flags = url.startsWith("https:") ? frontFlags : chromeFlags;
  const child = spawn(
    "npx",
    ["-y", "lighthouse@12.8.2", url, "--quiet", `--chrome-flags=${flags}`, "--only-categories=performance,accessibility,best-practices,seo", "--output=json", `--output-path=${output}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"] },
  );
  // Its last words, for the report: with --quiet, only what went wrong is written there.
  let said = "";
  child.stderr.on("data", (chunk: Buffer) => (said = `${said}${chunk.toString("utf8")}`.slice(-2000)));
  const status = await new Promise<number | string>((resolve) => {
    child.once("error", (error) => resolve(error.message));
    child.once("close", (code, signal) => resolve(code ?? signal ?? "?"));
  });
  const reason = lastLine(said);
  if (status !== 0) return { error: `lighthouse exited ${status}${reason ? `: ${reason}` : ""}` };
  return readReport(JSON.parse(readFileSync(output, "utf8")) as Report);
}

/**
 * Lighthouse on each page, `runs` times, at `base` or through `front`. `pages` are the pages to
 * run (all of lighthousePages by default).
 */
export async function runLighthouse(options: {
  base: string;
  runs: number;
  front?: TlsFront;
  pages?: readonly { name: string; path: string }[];
  log?: (line: string) => void;
}): Promise<LighthousePage[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-lighthouse-"));
  const results: LighthousePage[] = [];
  const { front } = options;
  // A kept page is keyed by the host the browser names: warm it the way the browser will ask.
  const ask = async (pathAndQuery: string) => {
    if (front) await front.warm(pathAndQuery);
    else await (await fetch(`${options.base}${pathAndQuery}`)).arrayBuffer();
  };
  try {
    for (const page of options.pages ?? (await lighthousePages(options.base))) {
      // Asked twice first: the page as the next visitors get it (kept rendered, server/page-cache.ts).
      for (let time = 0; time < 2; time++) await ask(page.path.split("#")[0]!);
      const entry: LighthousePage = { ...page, runs: [], toolErrors: [] };
      for (let attempt = 0; entry.runs.length < options.runs && attempt < options.runs + 2; attempt++) {
        const run = await lighthouseOnce(`${front?.base ?? options.base}${page.path}`, path.join(folder, "report.json"));
        if ("error" in run) entry.toolErrors.push(run.error);
        else entry.runs.push(run);
      }
      const median = medianRun(entry.runs);
      options.log?.(`  Lighthouse: ${page.name}: ${median ? `performance ${median.performance}, LCP ${median.lcpMs} ms, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}` : "no valid run"}${entry.toolErrors.length ? ` (${entry.toolErrors.join(", ")})` : ""}`);
      results.push(entry);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}

/** The median of each figure over the runs (for three runs, the middle one of each). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | null {
  if (runs.length === 0) return null;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const of = (key: Figure) => median(runs.map((run) => run[key]));
  const indexes = runs.flatMap((run) => (run.benchmarkIndex === undefined ? [] : [run.benchmarkIndex]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    fcpMs: of("fcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    // Only when every run has one: a median of some runs would describe another set of runs.
    ...(indexes.length === runs.length ? { benchmarkIndex: median(indexes) } : {}),
  };
}

/** How the browser reached the server (decision 025): the figures depend on it. */
export const VIA_FRONT = "HTTPS with HTTP/2, through a local front (scripts/bench/tls-front.ts)";
export const VIA_HTTP1 = "plain HTTP/1.1, straight to the server";

/** The issue's Lighthouse budgets per page, one group per budget (pure: tested with made-up runs). */
export function lighthouseTargets(pages: readonly LighthousePage[], runs: number, via = VIA_FRONT): TargetLine[] {
  // Which way the browser came in, in each group's name.
  const how = via === VIA_FRONT ? "mobile, HTTP/2 front" : "mobile, HTTP/1.1";
  const budgets: { label: string; key: Figure; min?: number; max?: number; unit: string }[] = [
    { label: `performance ≥ 95 (median of ${runs})`, key: "performance", min: 95, unit: "" },
    { label: `LCP ≤ 2.0 s (median of ${runs})`, key: "lcpMs", max: 2000, unit: " ms" },
    { label: "accessibility 100", key: "accessibility", min: 100, unit: "" },
    { label: "best practices 100", key: "bestPractices", min: 100, unit: "" },
    { label: "SEO 100", key: "seo", min: 100, unit: "" },
  ];
  const lines: TargetLine[] = [];
  for (const budget of budgets) {
    const group = `Lighthouse (${how}): ${budget.label}`;
    for (const page of pages) {
      const median = medianRun(page.runs);
      const target = `Lighthouse: ${page.name} ${budget.label}`;
      if (!median) {
        lines.push({ target, group, value: `no valid run (${page.toolErrors.join(", ")})`, pass: false, margin: "-" });
        continue;
      }
      const value = median[budget.key];
      const all = page.runs.map((run) => run[budget.key]).join(" / ");
      const margin = budget.min !== undefined ? value - budget.min : budget.max! - value;
      // Speed figures follow the machine: each says how fast Lighthouse found it.
      const speed = budget.key === "performance" || budget.key === "lcpMs";
      const machine = median.benchmarkIndex !== undefined && speed ? `; TBT ${median.tbtMs} ms, CPU index ${median.benchmarkIndex}` : "";
      // The race behind the paints, run by run, where every run recorded it.
      const race = speed && page.runs.every((run) => run.scripts) ? `; scripts in before the paint: ${page.runs.map((run) => `${run.scripts!.beforePaint}/${run.scripts!.all}`).join(" / ")}` : "";
      lines.push({ target, group, value: `${value}${budget.unit} (runs: ${all}${machine}${race})`, pass: margin >= 0, margin: `${margin}${budget.unit}` });
    }
  }
  return lines;
}

/** Where each Lighthouse run is written, and where a run without Lighthouse reads the last one. */
const LIGHTHOUSE_FILE = "bench/lighthouse.json";

/**
 * A Lighthouse part of the bench: the judged pages, how the browser reached the server, and the
 * pages run once over plain HTTP/1.1 for reference when the judged ones went through the front.
 */
export type LighthouseBench = { pages: LighthousePage[]; via: string; reference: LighthousePage[] };

/** The last Lighthouse run (bench/lighthouse.json), or null when there is none or it cannot be read. */
export function savedLighthouse(file = LIGHTHOUSE_FILE): (LighthouseBench & { measuredAt: string; runs: number }) | null {
  try {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { measuredAt?: unknown; runs?: unknown; pages?: unknown; via?: unknown; reference?: unknown };
    if (typeof saved.measuredAt !== "string" || typeof saved.runs !== "number" || !Array.isArray(saved.pages)) return null;
    return {
      measuredAt: saved.measuredAt,
      runs: saved.runs,
      pages: saved.pages as LighthousePage[],
      // A file from before the front measured over plain HTTP/1.1.
      via: typeof saved.via === "string" ? saved.via : VIA_HTTP1,
      reference: Array.isArray(saved.reference) ? (saved.reference as LighthousePage[]) : [],
    };
  } catch {
    return null;
  }
}

/** A target line of an earlier Lighthouse run: its date in the line and its group, so no table passes it off as this run's. */
export function datedLine(line: TargetLine, measuredAt: string): TargetLine {
  const when = `measured ${measuredAt.slice(0, 16).replace("T", " ")} UTC, not in this run`;
  return { ...line, target: `${line.target} (${when})`, ...(line.group ? { group: `${line.group} (${when})` } : {}) };
}

/** The pages also run over plain HTTP/1.1 for reference: the key pages in English and the heaviest results page. */
export function referencePages(pages: readonly { name: string; path: string }[]): { name: string; path: string }[] {
  return pages.filter((page) => page.name.endsWith(" en-us") || page.name === "calculator result: why-refresh page");
}

/**
 * Starts a PGlite production server (and the front unless `http1`), measures, stops them; writes
 * bench/lighthouse.json.
 */
export async function benchLighthouse(options: { port: number; runs: number; http1?: boolean }): Promise<LighthouseBench> {
  // Every calculator page that exists: the total-economic-impact tool only with its switch on.
  const server = await startServer(options.port, { FEATURE_TEI: "true" });
  let front: TlsFront | undefined;
  try {
    // Inside the try: a front that cannot listen must not leave the server running.
    const started = options.http1 ? undefined : await startTlsFront(server.base, options.port + 1);
    let via = VIA_HTTP1;
    if (started && "unavailable" in started) {
      console.log(`  Lighthouse over plain HTTP/1.1: ${started.unavailable}`);
      via = `${VIA_HTTP1} (the front was unavailable: ${started.unavailable})`;
    } else if (started) {
      front = started;
      via = VIA_FRONT;
    }
    const pages = await lighthousePages(server.base);
    const judged = await runLighthouse({ base: server.base, runs: options.runs, front, pages, log: console.log });
    const reference = front ? await runLighthouse({ base: server.base, runs: 1, pages: referencePages(pages), log: (line) => console.log(`${line} (HTTP/1.1, reference)`) }) : [];
    const result: LighthouseBench = { pages: judged, via, reference };
    mkdirSync("bench", { recursive: true });
    writeFileSync(LIGHTHOUSE_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: options.runs, ...result }, null, 2)}\n`);
    return result;
  } finally {
    await front?.stop();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const { pages, via } = await benchLighthouse({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3200), runs, http1: process.argv.includes("--lighthouse-http1") });
  const lines = lighthouseTargets(pages, runs, via);
  for (const line of lines.filter((entry) => !entry.pass)) console.log(`MISS  ${line.target}: ${line.value}`);
  console.log(`${lines.filter((line) => line.pass).length}/${lines.length} Lighthouse lines pass (bench/lighthouse.json)`);
  process.exit(lines.every((line) => line.pass) ? 0 : 1);
}
