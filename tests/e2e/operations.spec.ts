import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { expect, test } from "./fixtures";
import { e2ePorts } from "./ports";

// The site's own process (config) for health and request ids; a process of this spec's own
// (tests/e2e/ports.ts) on a PostgreSQL database it drops and recreates underneath the running server.
const ownPort = e2ePorts.recovery;
const own = `http://127.0.0.1:${ownPort}`;
const POSTGRES = ["-h", "127.0.0.1", "-U", "postgres"];

function postgresAvailable(): boolean {
  try {
    execFileSync("psql", [...POSTGRES, "-Atc", "select 1", "postgres"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

function psql(command: string) {
  execFileSync("psql", [...POSTGRES, "-v", "ON_ERROR_STOP=1", "-c", command, "postgres"], { stdio: "pipe" });
}

async function waitFor(url: string, status: number, timeoutMs: number): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.status === status) return answer;
    if (Date.now() > until) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${answer?.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("health, readiness and the request id", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
  const page = await request.get("/en-us");
  expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const other = await request.get("/en-us");
  expect(other.headers()["x-request-id"]).not.toBe(page.headers()["x-request-id"]);
});

test.describe("a PostgreSQL database that goes away and comes back", () => {
  test.skip(!postgresAvailable(), "needs the local PostgreSQL (127.0.0.1:5432)");
  const database = `mc_ops_recovery_${process.pid}_${Date.now().toString(36)}`;
  let server: ChildProcess | undefined;
  let log = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    psql(`create database ${database}`);
    server = spawn("node", ["server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(ownPort),
        HOST: "127.0.0.1",
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await waitFor(`${own}/readyz`, 200, 150_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    psql(`drop database if exists ${database} with (force)`);
  });

  test("answers 503 with Retry-After meanwhile and recovers without a restart", async () => {
    test.setTimeout(180_000);
    // Asked twice: the second ask's page is kept (a page asked once is not).
    expect((await fetch(`${own}/en-us/products`)).status).toBe(200);
    expect((await fetch(`${own}/en-us/products`)).status).toBe(200);

    psql(`drop database ${database} with (force)`);
    // Past the second for which a good check is trusted.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const readyz = await waitFor(`${own}/readyz`, 503, 10_000);
    expect(readyz.headers.get("retry-after")).toBe("5");
    // A page kept rendered a moment ago is still sent from memory (docs/decisions/009-page-cache.md)…
    const kept = await fetch(`${own}/en-us/products`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toMatch(/<h1/);
    // …while one that needs the database says it is unavailable.
    const page = await fetch(`${own}/en-us/products?series=p`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = await page.text();
    expect(body).toContain(page.headers.get("x-request-id")!);
    expect(body).not.toMatch(/select |at .*\.js:\d+/i);
    expect((await fetch(`${own}/healthz`)).status).toBe(200);

    // Back, but empty: the server applies migrations and the seed again by itself.
    psql(`create database ${database}`);
    await waitFor(`${own}/readyz`, 200, 120_000);
    const recovered = await fetch(`${own}/en-us/products`);
    expect(recovered.status).toBe(200);
    expect(await recovered.text()).toMatch(/<h1/);
    expect(server!.exitCode).toBeNull();
    expect(log).toContain("applying migrations and the seed again");
  });
});

test.describe("with PostgreSQL, npm start uses several workers", () => {
  test.skip(!postgresAvailable(), "needs the local PostgreSQL (127.0.0.1:5432)");
  const database = `mc_ops_cluster_${process.pid}_${Date.now().toString(36)}`;
  const clusterUrl = `http://127.0.0.1:${e2ePorts.cluster}`;

  test("two worker processes answer, and SIGTERM stops them all", async () => {
    test.setTimeout(180_000);
    psql(`create database ${database}`);
    const server = spawn("node", ["server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(e2ePorts.cluster),
        HOST: "127.0.0.1",
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
        WEB_CONCURRENCY: "2",
        DEBUG_WORKERS: "1",
        // A configured provider (never contacted here): the local one keeps the server to one process.
        OIDC_ISSUER: "https://login.example.invalid",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitFor(`${clusterUrl}/readyz`, 200, 150_000);
      // The first worker may answer before the second listens; the primary says when both do.
      await expect.poll(() => log, { timeout: 60_000 }).toContain("with 2 workers");
      // The primary hands connections to the workers in turn; a new connection per request.
      const pids = new Set<number>();
      for (let attempt = 0; attempt < 20 && pids.size < 2; attempt++) {
        const answer = await fetch(`${clusterUrl}/healthz`, { headers: { Connection: "close" } });
        pids.add(((await answer.json()) as { pid: number }).pid);
      }
      expect(pids.size).toBe(2);
      expect(pids.has(server.pid!)).toBe(false);
    } finally {
      const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
      server.kill("SIGTERM");
      expect(await exited).toBe(0);
      psql(`drop database if exists ${database} with (force)`);
    }
  });
});
