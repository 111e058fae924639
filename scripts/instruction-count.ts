/**
 * Instructions per request, counted by valgrind's callgrind (docs/performance.md, "How to
 * measure"). On machines whose speed drifts by ±20–50 % between minutes a
 * timed A/B cannot tell a 5 % change; an instruction count does not drift with the machine.
 *
 *   npx tsx scripts/instruction-count.ts <checkout> "<issue 31 line>"|"<path with {n}>" [warm=300] [count=300]
 *   e.g. npx tsx scripts/instruction-count.ts . "productivity page"
 *        npx tsx scripts/instruction-count.ts ../ab "/en-us/productivity.data?monitor=u2723qe&staff={n}"
 *
 * Starts the checkout's production server under callgrind with instrumentation off (~1 min), sends
 * `warm` requests with new addresses (four at a time), switches instrumentation on for `count`
 * more, and prints the instructions per request of the main thread and of all threads (V8's
 * helper threads compile and collect garbage). Needs valgrind and a build (npm run build).
 * Two checkouts can be counted at once with INSTRUCTION_COUNT_PORT set for one of them (each run
 * keeps one core busy).
 * The JIT is still optimising after a few hundred pages: compare builds with the same warm-up,
 * side by side, and read differences of a few per cent as noise.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { calculatorLines } from "./bench/calculator-lines";
import { assertPortFree, serverEnv, startFlags, stopProcess, waitForReady } from "./bench/server";

const [checkout = ".", line = "productivity page", warmText = "300", countText = "300"] = process.argv.slice(2);
const warm = Number(warmText);
const count = Number(countText);
let counter = 1;
const next: () => string = line.startsWith("/")
  ? () => line.replace("{n}", String(counter++))
  : (calculatorLines().find((candidate) => candidate.name === `new inputs: ${line}`)?.next ??
    ((): never => {
      throw new Error(`no issue 31 line "${line}" (scripts/bench/calculator-lines.ts) and not a path`);
    })());

// INSTRUCTION_COUNT_PORT lets two checkouts be counted at once, side by side.
const port = Number(process.env.INSTRUCTION_COUNT_PORT ?? 3990);
const base = `http://127.0.0.1:${port}`;
await assertPortFree(port);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-instructions-"));
// Outside DATA_DIR, which the database's start-up empties.
const controlDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-vgdb-"));
const outFile = path.join(controlDir, "callgrind.out");
// valgrind names its control files after the HOST variable: callgrind_control needs the same.
const env = serverEnv(port, dataDir);
const prefix = `--vgdb-prefix=${path.join(controlDir, "vgdb")}`;
const server = spawn("valgrind", ["--tool=callgrind", prefix, "--separate-threads=yes", "--instr-atstart=no", `--callgrind-out-file=${outFile}`, "node", ...startFlags(checkout), "server/index.js"], {
  cwd: checkout,
  env,
  stdio: ["ignore", "ignore", "ignore"],
});
const control = (...args: string[]) => execFileSync("callgrind_control", [prefix, ...args, String(server.pid)], { env, stdio: "ignore" });

/** `total` requests, four at a time; a kept-alive connection the server closed meanwhile is tried again. */
async function send(total: number): Promise<void> {
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let index = 0; index < total / 4; index++) {
        const url = `${base}${next()}`;
        for (let tries = 0; ; tries++) {
          try {
            await (await fetch(url)).arrayBuffer();
            break;
          } catch (error) {
            if (tries >= 3) throw error;
          }
        }
      }
    }),
  );
}

try {
  // Under valgrind the start takes ~1 min, several on a slow machine.
  await waitForReady(base, server, 600_000);
  await send(warm);
  control("-i", "on");
  await send(count);
  control("-i", "off");
  control("-d");
  // The dump is written by the server's own thread: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 3000));
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
// One file per thread of the dump: callgrind.out.1-01 is the main thread.
let main = 0;
let all = 0;
for (const file of readdirSync(controlDir).filter((name) => /^callgrind\.out\.\d+-\d+$/.test(name))) {
  // "totals:" at the end; the header's "summary:" of a dump on demand is 0.
  const instructions = Number(/^totals: (\d+)/m.exec(readFileSync(path.join(controlDir, file), "utf8"))?.[1] ?? 0);
  all += instructions;
  if (file.endsWith("-01")) main += instructions;
}
rmSync(controlDir, { recursive: true, force: true });
if (all === 0) throw new Error("callgrind wrote no counts (did callgrind_control reach the server?)");
const perRequest = (instructions: number) => `${(instructions / count / 1e6).toFixed(2)} M`;
console.log(`${line}: ${perRequest(main)} instructions a request on the main thread, ${perRequest(all)} on all threads (${count} requests after ${warm})`);
