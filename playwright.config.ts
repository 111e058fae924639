import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS } from "./scripts/chromium-args";
import { e2ePorts } from "./tests/e2e/ports";

const baseURL = `http://127.0.0.1:${e2ePorts.site}`;

// A fresh PGlite folder per run: scripts/test.mjs passes one (and deletes it afterwards);
// a direct `npx playwright test` makes one here. Kept in process.env because the config is
// loaded again in every worker, which must not make folders of their own.
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-e2e-")));

const postgresUrl = process.env.E2E_POSTGRES_URL;

function postgresServer(serverPort: number) {
  return {
    // The node that runs Playwright (Node 24 from node_modules/.bin under npm and npx), not the machine's.
    command: `${JSON.stringify(process.execPath)} server/index.js`,
    url: `http://127.0.0.1:${serverPort}/en-us`,
    env: { NODE_ENV: "test", SIGN_IN_RATE_LIMIT: "10000", WRITE_RATE_LIMIT: "10000", PORT: String(serverPort), HOST: "127.0.0.1", DATABASE_URL: postgresUrl! },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on a second try hides a bug.
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2), // the machines have 2 cores
  // The longest journeys (energy calculator, collections, redirect vectors) take 25–35 s beside a
  // second worker on two cores; the 30 s default would fail them for the machine's speed.
  timeout: 60_000,
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // Debian's chromium: npm cannot download Playwright's own browser builds here.
          executablePath: "/usr/bin/chromium",
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // The node that runs Playwright (Node 24 from node_modules/.bin under npm and npx), not the machine's.
      command: `${JSON.stringify(process.execPath)} server/index.js`,
      url: `${baseURL}/en-us`,
      env: {
        // Not production: the built server runs the local test OpenID provider under /dev-oidc,
        // on its own origin (HOST and PORT make it http://127.0.0.1:3100, the baseURL).
        NODE_ENV: "test",
        // Every test signs in from 127.0.0.1; the limiter itself has data tests.
        SIGN_IN_RATE_LIMIT: "10000",
        WRITE_RATE_LIMIT: "10000",
        PORT: String(e2ePorts.site),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      },
      // The first start migrates and seeds the catalogue (~20 s).
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    // Two more processes sharing one PostgreSQL, for tests/e2e/multi-process.spec.ts
    // (npm test creates the database; without E2E_POSTGRES_URL those tests are skipped).
    ...(postgresUrl ? [postgresServer(e2ePorts.postgresFirst), postgresServer(e2ePorts.postgresSecond)] : []),
  ],
});
