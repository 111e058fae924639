/**
 * npm run bench: catalogue search times on a 10,000-model catalogue (PGlite and PostgreSQL)
 * and the first-load JavaScript of the home page and /products. Not a test: figures to read.
 * Options: --rebuild (build the client first even when build/client exists), --queries=N.
 */
import { cpus, loadavg } from "node:os";
import type { MonitorRow } from "#db/schema";
import { createTestDatabase, TEST_POSTGRES_URL } from "../tests/setup/test-database";
import { parseCatalogueQuery } from "~/features/catalogue/search/parse-query.server";
import { searchCatalogue } from "~/features/catalogue/search/search.server";
import { ensureBuild, firstLoadJs } from "./bench/bundle";
import { fillBenchCatalogue } from "./bench/catalogue";
import { benchQueries, browseQueries, type BenchQuery } from "./bench/queries";

const queryCount = Number(process.argv.find((arg) => arg.startsWith("--queries="))?.split("=")[1] ?? 200);
const WARM_UP = 20;

function percentile(sorted: readonly number[], fraction: number): number {
  // Nearest rank: the smallest time that this fraction of the runs did not exceed.
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

type Timing = { engine: string; kind: string; models: number; runs: number; withResults: number; p50: number; p95: number; max: number };

async function timeEngine(kind: "pglite" | "postgres", realRows: { rows: MonitorRow[] | null }): Promise<Timing[]> {
  const handle = await createTestDatabase(kind);
  try {
    const { models, real } = await fillBenchCatalogue(handle.db);
    // Both engines hold the same catalogue (a seeded generator), so one query list serves both.
    realRows.rows ??= real;
    // Cold runs skip the result cache: they time the engine. The cached row asks the browse
    // searches a second time, as visitors do, and times the answers from the cache.
    const run = async ({ site, params }: BenchQuery, fresh: boolean) => {
      const start = performance.now();
      const result = await searchCatalogue(handle.db, { site, query: parseCatalogueQuery(params), fresh });
      return { ms: performance.now() - start, total: result.total };
    };
    const measure = async (label: string, queries: BenchQuery[], fresh = true): Promise<Timing> => {
      for (const query of queries.slice(0, WARM_UP)) await run(query, fresh);
      const runs = [];
      for (const query of queries) runs.push(await run(query, fresh));
      const times = runs.map((entry) => entry.ms).sort((a, b) => a - b);
      return {
        engine: kind === "pglite" ? "PGlite (in memory)" : "PostgreSQL",
        kind: label,
        models,
        runs: runs.length,
        withResults: runs.filter((entry) => entry.total > 0).length,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: times[times.length - 1] ?? Number.NaN,
      };
    };
    return [
      await measure("text + 3 filters + sort", benchQueries(realRows.rows, queryCount)),
      await measure("browse: no text, 0-1 filter", browseQueries(Math.max(50, queryCount / 4))),
      await measure("browse again (result cache)", browseQueries(Math.max(50, queryCount / 4)), false),
    ];
  } finally {
    await handle.close();
  }
}

const realRows: { rows: MonitorRow[] | null } = { rows: null };
const timings = await timeEngine("pglite", realRows);
try {
  timings.push(...(await timeEngine("postgres", realRows)));
} catch (error) {
  console.warn(`PostgreSQL skipped (${TEST_POSTGRES_URL}): ${(error as Error).message}`);
}

// Times are wall-clock: other work on the machine shows up in them, so say how busy it was.
const load = loadavg().map((value) => value.toFixed(1)).join(" / ");
console.log(`\nCatalogue search (searchCatalogue: facets, count and one page), after ${WARM_UP} warm-up runs; target p95 ≤ 50 ms; cold rows bypass the result cache`);
console.log(`Machine: ${cpus().length} CPUs, load average ${load} (1 / 5 / 15 min)`);
console.table(
  timings.map((entry) => ({
    engine: entry.engine,
    searches: entry.kind,
    "Dell models": entry.models,
    "with results": `${entry.withResults}/${entry.runs}`,
    "p50 (ms)": entry.p50.toFixed(1),
    "p95 (ms)": entry.p95.toFixed(1),
    "max (ms)": entry.max.toFixed(1),
  })),
);

const builtAt = ensureBuild(process.argv.includes("--rebuild"));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`\nFirst-load JavaScript (build/client of ${builtAt}; gzip per file, as served)`);
console.table(
  [firstLoadJs("home (/en-us)", "work/home"), firstLoadJs("/en-us/products", "work/products")].map((entry) => ({
    page: entry.page,
    files: entry.files,
    "raw (KB)": kb(entry.bytes),
    "gzip (KB)": kb(entry.gzipBytes),
  })),
);
