/**
 * The built production server, started for a bench section (as `npm start` does: React's
 * production build) on a fresh data folder, and stopped with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export type BenchServer = { base: string; process: ChildProcess; log: () => string; stop: () => Promise<void> };

/** Until the server answers /readyz; fails when it exits first or the time runs out. */
export async function waitForReady(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    const answer = await fetch(`${base}/readyz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}/readyz did not answer within ${timeoutMs} ms`);
}

/**
 * Refuses a port something already listens on (on 127.0.0.1, where the bench serves): a server
 * left running there would answer /readyz before the new one fails to listen, and the bench (or a
 * profile, an instruction count) would measure the wrong server.
 */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} is in use: stop what listens there (a server left running?) first`) : error),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/**
 * The environment the production server is started with by the bench and its profiling scripts:
 * NODE_ENV is left to server/index.js (production, as with npm start), on 127.0.0.1, with its own
 * data folder.
 */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
}

/**
 * Stops a child process and waits for its end; one that has already ended resolves at once (it
 * sends no more "exit", so waiting for one would hang a bench whose server crashed).
 */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/**
 * The node flags of the checkout's `npm start` (package.json): the bench serves the build as a
 * deployment starts it, and a baseline's checkout with its own flags.
 */
export function startFlags(cwd?: string): string[] {
  const start = (JSON.parse(readFileSync(path.join(cwd ?? ".", "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts?.start ?? "";
  const flags = /^node\s+(.*?)\s*server\/index\.js\b/.exec(start);
  if (!flags) throw new Error(`package.json's start script is not "node [flags] server/index.js": ${start}`);
  return flags[1]!.split(/\s+/).filter(Boolean);
}

/** Started and ready, with every worker listening. `env` adds DATABASE_URL, WEB_CONCURRENCY… */
export async function startServer(port: number, env: Record<string, string> = {}, cwd?: string): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-bench-"));
  const server = spawn(process.execPath, [...startFlags(cwd), "server/index.js"], {
    cwd,
    env: { ...serverEnv(port, dataDir), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, server, 180_000);
    // With workers, wait until the primary says all listen (the first can answer before).
    for (let waited = 0; !/with \d+ workers|One serving process/.test(log); waited += 250) {
      if (waited > 60_000) throw new Error("the server did not say how many processes serve");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, process: server, log: () => log, stop };
}
