// `npm run bench:lighthouse`: Lighthouse (performance, accessibility) on the main pages of the
// built site, against the budgets (performance >= 95, accessibility = 100). Not part of npm test:
// Lighthouse comes from npm at run time (it cannot be a devDependency, see shared STACK notes).
// Each page is requested a few times first (visitors meet a warm server, not one that has just
// started), then measured LIGHTHOUSE_RUNS times (default 3); the median run is reported, as
// Lighthouse's own guidance on variability recommends.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/en-us", "/zh-cn", "/en-us/products", "/zh-cn/products", "/en-us/product/u2724de", "/for-home/en-us"];
const budgets = { performance: 95, accessibility: 100 };
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

if (!existsSync("build/server/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });

const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-lighthouse-"));
const server = spawn("node", ["server/index.js"], {
  // NODE_ENV left to server/index.js (React's production build, as npm start): an explicit
  // NODE_ENV=production would also declare a deployment and switch the local sign-in off.
  env: { ...process.env, NODE_ENV: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
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

/** One request for the page. A kept-alive socket the server has closed meanwhile is retried once. */
async function warmUp(page) {
  try {
    await (await fetch(`${base}${page}`)).text();
  } catch {
    await (await fetch(`${base}${page}`)).text();
  }
}

function measure(page, output) {
  const result = spawnSync(
    "npx",
    ["-y", "lighthouse@12.8.2", `${base}${page}`, "--quiet", `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility,best-practices", "--output=json", `--output-path=${output}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: "ignore" },
  );
  if (result.status !== 0) return null;
  const report = JSON.parse(readFileSync(output, "utf8"));
  const score = (id) => Math.round(report.categories[id].score * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcp: report.audits["largest-contentful-paint"].displayValue,
  };
}

let failures = 0;
try {
  await waitForServer();
  console.log("page".padEnd(28), "performance", "accessibility", "best-practices", "LCP", `(median of ${runs})`);
  for (const page of pages) {
    for (let warm = 0; warm < 5; warm += 1) await warmUp(page);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = measure(page, path.join(dataDir, "report.json"));
      if (result) results.push(result);
    }
    if (results.length === 0) {
      console.log(page.padEnd(28), "lighthouse failed");
      failures += 1;
      continue;
    }
    results.sort((first, second) => first.performance - second.performance);
    const median = results[Math.floor(results.length / 2)];
    const ok = median.performance >= budgets.performance && median.accessibility >= budgets.accessibility;
    if (!ok) failures += 1;
    console.log(
      page.padEnd(28),
      String(median.performance).padEnd(11),
      String(median.accessibility).padEnd(13),
      String(median.bestPractices).padEnd(14),
      median.lcp.padEnd(6),
      `runs: ${results.map((result) => result.performance).join(" ")}`,
      ok ? "" : "  <- over budget",
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
