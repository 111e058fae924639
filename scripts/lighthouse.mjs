// `npm run bench:lighthouse`: Lighthouse (performance, accessibility) on the main pages of the
// built site, against the budgets (performance >= 95, accessibility = 100). Not part of npm test:
// Lighthouse comes from npm at run time (it cannot be a devDependency, see shared STACK notes).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/en-us", "/zh-cn", "/en-us/products", "/zh-cn/products", "/en-us/product/u2724de", "/for-home/en-us"];
const budgets = { performance: 95, accessibility: 100 };
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

if (!existsSync("build/server/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });

const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-lighthouse-"));
const server = spawn("node", ["server/index.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  // The server's errors stay visible: a start-up failure should say why.
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/en-us`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not start within 120 s");
}

let failures = 0;
try {
  await waitForServer();
  console.log("page".padEnd(28), "performance", "accessibility", "best-practices", "LCP");
  for (const page of pages) {
    const output = path.join(dataDir, "report.json");
    const result = spawnSync(
      "npx",
      ["-y", "lighthouse@12.8.2", `${base}${page}`, "--quiet", `--chrome-flags=${chromeFlags}`,
        "--only-categories=performance,accessibility,best-practices", "--output=json", `--output-path=${output}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: "ignore" },
    );
    if (result.status !== 0) {
      console.log(page.padEnd(28), "lighthouse failed");
      failures += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(output, "utf8"));
    const score = (id) => Math.round(report.categories[id].score * 100);
    const scores = { performance: score("performance"), accessibility: score("accessibility") };
    const ok = scores.performance >= budgets.performance && scores.accessibility >= budgets.accessibility;
    if (!ok) failures += 1;
    console.log(
      page.padEnd(28),
      String(scores.performance).padEnd(11),
      String(scores.accessibility).padEnd(13),
      String(score("best-practices")).padEnd(14),
      report.audits["largest-contentful-paint"].displayValue,
      ok ? "" : "  <- over budget",
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
