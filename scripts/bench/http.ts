/**
 * The HTTP section of `npm run bench`: starts the built production server (as `npm start`
 * does: React's production build), measures a static file and the key anonymous pages in both
 * languages under load (scripts/bench/load.ts), and the server's memory before and after.
 * Figures compare pages with the static-file ceiling of the same server in the same run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad, type LoadResult } from "./load";

export type HttpBenchOptions = {
  port: number;
  seconds: number;
  connections: number;
  /** Extra environment for the server (DATABASE_URL, WEB_CONCURRENCY). */
  env?: Record<string, string>;
  label: string;
  /** Measure only the targets whose names start with one of these (the static file always). */
  only?: string[];
};

export type HttpRun = LoadResult & { name: string };
export type HttpBench = { label: string; workers: string; runs: HttpRun[]; rssBeforeMb: number; rssAfterMb: number };

/** Resident memory of a process and its children (the cluster's workers), in MB; Linux /proc. */
function rssMb(pid: number): number {
  const pids = [pid];
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    if (children) pids.push(...children.split(/\s+/).map(Number));
  } catch {
    // No children file: count the process alone.
  }
  let kb = 0;
  for (const each of pids) {
    const match = readFileSync(`/proc/${each}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
    kb += Number(match?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

async function waitForReady(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    const answer = await fetch(`${base}/readyz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}/readyz did not answer within ${timeoutMs} ms`);
}

/** The first link of this kind (e.g. "product/", "use-case/") on a page of the running site. */
async function firstLink(base: string, page: string, language: string, kind: string): Promise<string> {
  const html = await (await fetch(`${base}${page}`)).text();
  const found = html.match(new RegExp(`href="(/${language}/${kind}[^"?#]+)"`))?.[1];
  if (!found) throw new Error(`no ${kind} link on ${page}`);
  return found;
}

/** Three models the catalogue has, for the comparison's own request (/api/monitors?models=…). */
async function threeModels(base: string): Promise<string> {
  const html = await (await fetch(`${base}/en-us/products`)).text();
  const slugs = [...new Set([...html.matchAll(/href="\/en-us\/product\/([^"?#]+)"/g)].map((match) => match[1]!.toUpperCase()))].slice(0, 3);
  if (slugs.length < 3) throw new Error("fewer than three products on the products page");
  return slugs.join("-");
}

/**
 * The anonymous pages of the issue, in both languages: home, products with filters, a product,
 * a comparison of three (its page, and the request its page makes for the three monitors), a use
 * case and an e-guide. Addresses are found on the running site, so the bench follows the data.
 */
async function anonymousPages(base: string): Promise<{ name: string; path: string }[]> {
  const product = await firstLink(base, "/en-us/products", "en-us", "product/");
  const useCase = await firstLink(base, "/en-us", "en-us", "use-case/");
  const guide = await firstLink(base, "/en-us/products", "en-us", "knowledge-base/");
  const models = await threeModels(base);
  const pages: { name: string; path: string }[] = [];
  for (const language of ["en-us", "zh-cn"]) {
    const inLanguage = (path: string) => path.replace(/^\/en-us\//, `/${language}/`);
    pages.push(
      { name: `home ${language}`, path: `/${language}` },
      { name: `products, 2 filters + sort ${language}`, path: `/${language}/products?series=p&series=e&sortby=price_asc` },
      { name: `product ${language}`, path: inLanguage(product) },
      // The three models travel in the #hash, which never reaches the server: the page, then its request.
      { name: `comparison of 3 ${language}`, path: `/${language}/comparison` },
      { name: `comparison of 3, its monitors (API) ${language}`, path: `/${language}/api/monitors?models=${models}` },
      { name: `use case ${language}`, path: inLanguage(useCase) },
      { name: `e-guide ${language}`, path: inLanguage(guide) },
    );
  }
  return pages;
}

export async function benchHttp(options: HttpBenchOptions): Promise<HttpBench> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-bench-"));
  const server = spawn("node", ["server/index.js"], {
    // NODE_ENV is left to server/index.js: production, as with npm start.
    env: { ...process.env, NODE_ENV: "", PORT: String(options.port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...options.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForReady(base, server, 180_000);
    // With workers, wait until the primary says all listen (the first can answer before).
    for (let waited = 0; !/with \d+ workers|One serving process/.test(log); waited += 250) {
      if (waited > 60_000) throw new Error("the server did not say how many processes serve");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const home = await fetch(`${base}/en-us`);
    const homeEtag = home.headers.get("etag") ?? "";
    const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
      { name: "static file (/manifest.webmanifest)", path: "/manifest.webmanifest" },
      ...(await anonymousPages(base)),
      { name: "home en-us, revalidated (If-None-Match → 304)", path: "/en-us", headers: { "If-None-Match": homeEtag } },
    ];
    if (options.only) {
      const keep = options.only;
      targets.splice(1, targets.length, ...targets.slice(1).filter((target) => keep.some((prefix) => target.name.startsWith(prefix))));
    }
    // One request each first: caches filled per process, as on a site that has been up a while.
    for (const target of targets) await (await fetch(`${base}${target.path}`)).arrayBuffer();
    const rssBeforeMb = rssMb(server.pid!);
    const runs: HttpRun[] = [];
    for (const target of targets) {
      const result = await runLoad({ url: `${base}${target.path}`, connections: options.connections, seconds: options.seconds, headers: target.headers });
      runs.push({ name: target.name, ...result });
      console.log(`  ${options.label}: ${target.name}: ${result.requestsPerSecond}/s, p99 ${result.p99Ms} ms, errors ${result.errors}`);
    }
    const rssAfterMb = rssMb(server.pid!);
    const workers = log.match(/with (\d+) workers/)?.[1] ?? "1";
    return { label: options.label, workers, runs, rssBeforeMb, rssAfterMb };
  } finally {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type TargetLine = {
  target: string;
  value: string;
  pass: boolean;
  margin: string;
  /** Lines of one target over many pages share a group: the README shows one summary row per group. */
  group?: string;
};

/** The HTTP targets against one measurement (pure: tested with made-up figures). */
export function httpTargets(bench: HttpBench): TargetLine[] {
  const [staticRun, ...rest] = bench.runs;
  if (!staticRun) return [];
  const ceiling = staticRun.requestsPerSecond;
  const lines: TargetLine[] = [];
  for (const run of rest.filter((entry) => !entry.name.includes("304"))) {
    const share = ceiling ? run.requestsPerSecond / ceiling : 0;
    lines.push({
      target: `${bench.label}: ${run.name} ≥ 50% of the static file's requests/s`,
      group: `${bench.label}: anonymous pages ≥ 50% of the static file's requests/s`,
      value: `${run.requestsPerSecond}/s = ${(share * 100).toFixed(1)}% of ${ceiling}/s`,
      pass: share >= 0.5,
      margin: `${((share - 0.5) * 100).toFixed(1)} points`,
    });
    lines.push({
      target: `${bench.label}: ${run.name} p99 ≤ 100 ms (at ${run.connections} connections)`,
      group: `${bench.label}: anonymous pages p99 ≤ 100 ms (at ${run.connections} connections)`,
      value: `${run.p99Ms} ms`,
      pass: run.p99Ms <= 100,
      margin: `${(100 - run.p99Ms).toFixed(1)} ms`,
    });
    if (run.errors > 0) lines.push({ target: `${bench.label}: ${run.name} without errors`, value: `${run.errors} errors`, pass: false, margin: `${run.errors}` });
  }
  const ratio = bench.rssBeforeMb ? bench.rssAfterMb / bench.rssBeforeMb : 0;
  lines.push({
    target: `${bench.label}: RSS after the load ≤ 1.25 × before`,
    value: `${bench.rssBeforeMb} → ${bench.rssAfterMb} MB (× ${ratio.toFixed(2)})`,
    pass: ratio <= 1.25,
    margin: `${(1.25 - ratio).toFixed(2)}`,
  });
  if (/PostgreSQL/.test(bench.label)) {
    // The primary of a cluster is counted in with its workers: the figure errs high.
    const perWorker = bench.rssAfterMb / Math.max(1, Number(bench.workers));
    lines.push({
      target: `${bench.label}: RSS per worker after the load ≤ 400 MB`,
      value: `${Math.round(perWorker)} MB (${bench.rssAfterMb} MB / ${bench.workers})`,
      pass: perWorker <= 400,
      margin: `${Math.round(400 - perWorker)} MB`,
    });
  }
  return lines;
}
