// `npm run bench:lighthouse`: the Lighthouse part of `npm run bench` alone — the key pages in both
// languages and every calculator page, median of LIGHTHOUSE_RUNS (3) runs, against the budgets
// (scripts/bench/lighthouse.ts). Exits 1 when a budget is missed. Not part of npm test.
// `npm run bench:lighthouse -- --lighthouse-http1` judges over plain HTTP/1.1 (decision 025).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/lighthouse.ts", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
