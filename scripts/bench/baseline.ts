/**
 * "Today" for issue 16's uncached targets, measured in the same run: the site as it was when the
 * issue was written (commit 09fe69a) is checked out in a temporary git worktree, built, and its
 * server put under the same uncached lines as today's. A constant recorded on another machine
 * would compare two machines, not two versions: the same lines measured 21.3 ms and 32.8 ms of
 * CPU per new search on two sessions of the "same" 2-core machine.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchHttp, type HttpBench } from "./http";

export const BASELINE_COMMIT = "09fe69a";

/** The baseline's uncached lines on PGlite, or why they could not be measured. */
export async function benchBaseline(options: { port: number; seconds: number; connections: number }): Promise<HttpBench | { skipped: string }> {
  const root = path.resolve(".");
  const folder = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-baseline-"));
  const worktree = path.join(folder, "site");
  const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { stdio: "pipe" });
  try {
    git("cat-file", "-e", `${BASELINE_COMMIT}^{commit}`);
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return { skipped: `commit ${BASELINE_COMMIT} is not in this checkout (a shallow clone?)` };
  }
  try {
    git("worktree", "add", "--detach", worktree, BASELINE_COMMIT);
    // Today's installed packages: the baseline's lockfile pinned the same framework versions.
    if (!existsSync(path.join(worktree, "node_modules"))) symlinkSync(path.join(root, "node_modules"), path.join(worktree, "node_modules"));
    execFileSync("npx", ["react-router", "build"], { cwd: worktree, stdio: "ignore" });
    return await benchHttp({ ...options, label: `${BASELINE_COMMIT} (the issue's today), PGlite`, cwd: worktree, only: ["uncached"] });
  } catch (error) {
    return { skipped: `the baseline could not be measured: ${(error as Error).message.split("\n")[0]}` };
  } finally {
    try {
      git("worktree", "remove", "--force", worktree);
    } catch {
      // Removed below with the folder; `git worktree prune` forgets it.
    }
    rmSync(folder, { recursive: true, force: true });
    execFileSync("git", ["-C", root, "worktree", "prune"], { stdio: "ignore" });
  }
}

/** Requests per CPU second of each uncached line: what the 3× targets are measured against. */
export function baselineRates(bench: HttpBench): Record<string, number> {
  return Object.fromEntries(bench.runs.filter((run) => run.uncached && run.requestsPerCoreSecond > 0).map((run) => [run.name, run.requestsPerCoreSecond]));
}
