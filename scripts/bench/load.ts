/**
 * A small HTTP load generator (node:http only): `connections` keep-alive connections each send
 * one request after another for `seconds`; the figures are requests/s, latency percentiles and
 * errors. Like autocannon's default mode, without a dependency. It shares the machine's cores
 * with the server it measures, so figures are for comparing runs, not absolute capacity.
 *
 * CLI: tsx scripts/bench/load.ts http://127.0.0.1:3000/en-us [connections=20] [seconds=5]
 */
import http from "node:http";

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A new address per request (relative to `url`), for answers no cache may hold. */
  next?: () => string;
};

export type LoadResult = {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 2xx/304, and socket errors. */
  errors: number;
  statuses: Record<string, number>;
  bytesPerRequest: number;
};

/** Nearest rank: the smallest value that this fraction of the sorted values does not exceed. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Sums what the connections measured into one result (pure, tested). */
export function summarise(input: { url: string; connections: number; seconds: number; latencies: number[]; statuses: Record<string, number>; socketErrors: number; bytes: number }): LoadResult {
  const sorted = [...input.latencies].sort((a, b) => a - b);
  const requests = sorted.length;
  const failedAnswers = Object.entries(input.statuses)
    .filter(([status]) => !/^2\d\d$|^304$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    url: input.url,
    connections: input.connections,
    seconds: input.seconds,
    requests,
    requestsPerSecond: round(requests / input.seconds),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    errors: failedAnswers + input.socketErrors,
    statuses: input.statuses,
    bytesPerRequest: requests ? Math.round(input.bytes / requests) : 0,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let socketErrors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const one = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const request = http.get(options.next ? new URL(options.next(), url) : url, { agent, headers: { "Accept-Encoding": "gzip, br", ...options.headers } }, (response) => {
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => {
          latencies.push(performance.now() - start);
          const status = String(response.statusCode);
          statuses[status] = (statuses[status] ?? 0) + 1;
          resolve();
        });
        response.on("error", () => {
          socketErrors++;
          resolve();
        });
      });
      request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        socketErrors++;
        resolve();
      });
    });

  const connection = async () => {
    while (performance.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return summarise({ url: options.url, connections: options.connections, seconds, latencies, statuses, socketErrors, bytes });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [target, connections = "20", seconds = "5"] = process.argv.slice(2);
  if (!target) {
    console.error("usage: tsx scripts/bench/load.ts URL [connections] [seconds]");
    process.exit(2);
  }
  const result = await runLoad({ url: target, connections: Number(connections), seconds: Number(seconds) });
  console.log(JSON.stringify(result, null, 2));
}
