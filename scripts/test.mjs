// `npm test`: everything CI checks, in order, stopping at the first failing step.
// SKIP_E2E=1 skips the browser steps; TEST_POSTGRES=off skips PostgreSQL (data tests on PGlite only).
// The last line printed is "N passed, N failed[, N skipped]", counting steps.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensurePostgres } from "./ensure-postgres.mjs";

const skipE2E = process.env.SKIP_E2E === "1";

/** A throwaway database on the test server; `drop` is synchronous-safe for the cleanup list. */
async function createE2eDatabase(serverUrl) {
  const { default: pg } = await import("pg");
  const name = `mc_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      spawnSync(process.execPath, ["-e", `const pg=require("pg");const c=new pg.Client({connectionString:${JSON.stringify(serverUrl)}});c.connect().then(()=>c.query("DROP DATABASE IF EXISTS ${name} WITH (FORCE)")).finally(()=>c.end())`], { stdio: "inherit" }),
  };
}
const skipPostgres = process.env.TEST_POSTGRES === "off";
const cleanups = [];
let currentChild;

function cleanUp() {
  while (cleanups.length > 0) {
    try {
      cleanups.pop()();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    currentChild?.kill(signal);
    cleanUp();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/** Runs a command with inherited stdio; resolves to its exit code. */
function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    currentChild = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    currentChild.on("error", (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    currentChild.on("close", (code, signal) => {
      currentChild = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Each step resolves to an exit code or throws; skip holds a reason not to run it. */
const steps = [
  {
    name: "ensure chromium",
    skip: skipE2E && "SKIP_E2E=1",
    run: () => ensureChromium(),
  },
  {
    name: "ensure postgres",
    skip: skipPostgres && "TEST_POSTGRES=off",
    run: async () => {
      const server = await ensurePostgres();
      cleanups.push(server.stop);
      process.env.TEST_DATABASE_URL = server.url; // inherited by every later step
    },
  },
  { name: "typecheck", run: () => run("npm", ["run", "typecheck"]) },
  { name: "lint", run: () => run("npm", ["run", "lint"]) },
  { name: "vitest", run: () => run("npx", ["vitest", "run"]) },
  { name: "build", run: () => run("npm", ["run", "build"]) },
  {
    name: "playwright",
    skip: skipE2E && "SKIP_E2E=1",
    run: async () => {
      // A fresh PGlite folder for the e2e server (read by playwright.config.ts).
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-e2e-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // A fresh PostgreSQL database for the two-process servers (tests/e2e/multi-process.spec.ts).
      const env = { E2E_DATA_DIR: dataDir };
      if (!skipPostgres) {
        const database = await createE2eDatabase(process.env.TEST_DATABASE_URL);
        cleanups.push(database.drop);
        env.E2E_POSTGRES_URL = database.url;
      }
      return run("npx", ["playwright", "test"], env);
    },
  },
];

const results = [];
let exitCode = 0;
for (const step of steps) {
  if (exitCode !== 0 || step.skip) {
    results.push({ name: step.name, status: "skipped", note: exitCode !== 0 ? "after a failure" : step.skip });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  let code;
  try {
    code = (await step.run()) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  const seconds = (Date.now() - started) / 1000;
  if (code === 0) {
    results.push({ name: step.name, status: "passed", seconds });
  } else {
    results.push({ name: step.name, status: "failed", seconds, note: `exit code ${code}` });
    console.error(`\n✘ Step "${step.name}" failed with exit code ${code}; later steps are skipped.`);
    exitCode = code;
  }
}
cleanUp();

const count = (status) => results.filter((r) => r.status === status).length;
console.log("\nSummary");
for (const r of results) {
  const mark = { passed: "✔", failed: "✘", skipped: "-" }[r.status];
  const time = r.seconds === undefined ? "" : `${r.seconds.toFixed(1)} s`;
  console.log(`  ${mark} ${r.name.padEnd(16)} ${time.padStart(8)}  ${r.status}${r.note ? ` (${r.note})` : ""}`);
}
const skipped = count("skipped");
console.log(`${count("passed")} passed, ${count("failed")} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(exitCode);
