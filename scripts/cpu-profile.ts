/**
 * Where a request's CPU goes (issue 16: "profile first"): starts the production server under
 * `node --cpu-prof`, sends it uncached load for a few seconds, stops it and sums the profile's
 * self time by owner — a package of node_modules, the app's own code, node's internals, GC.
 *
 *   npx tsx scripts/cpu-profile.ts [search|signed-in|home|calculator-api|"calculator:<line>"] [seconds=8]
 *   (calculator:<line> is an issue 31 line without its "new inputs: ", e.g. "calculator:productivity page")
 *   ("page:<path>" is any page with a new query each request: what the frame itself costs)
 *   WARM_WITH="<line>" runs that issue 31 line for 6 s first (the bench serves pages before the APIs)
 *
 * Needs a build (npm run build). Prints the owners by share of the samples, then the top functions.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad } from "./bench/load";
import { calculatorLines } from "./bench/calculator-lines";
import { assertPortFree, serverEnv, startFlags, stopProcess, waitForReady } from "./bench/server";
import { cycle, signInLocally, uncachedSearchPaths } from "./bench/uncached";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** The owner of a frame: "react-dom", "app", "node:internal", "(garbage collector)"… */
export function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return url.startsWith("node:internal/deps") ? url.split("/").slice(0, 3).join("/") : "node:internal";
  if (url.includes("/build/server/")) return "app (build/server)";
  if (url.includes("/server/")) return "app (server/)";
  return url;
}

/** Self time by owner and by function, of the samples taken `fromMs` after the profile began. */
export function summariseProfile(profile: Profile, fromMs = 0) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  let at = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    const node = byId.get(id);
    // (idle) is waiting, not work; start-up and seeding come before `fromMs`.
    if (!node || at < fromMs * 1000 || node.callFrame.functionName === "(idle)") return;
    total += micros;
    const owner = ownerOf(node.callFrame.url, node.callFrame.functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
    const name = `${node.callFrame.functionName || "(anonymous)"} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const share = (entries: Map<string, number>, count: number) =>
    [...entries].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => ({ name, percent: Math.round((micros / total) * 1000) / 10 }));
  return { totalMs: total / 1000, owners: share(owners, 20), functions: share(functions, 30) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] ?? "search";
  const seconds = Number(process.argv[3] ?? 8);
  const port = 3996;
  const base = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-profile-"));
  const profileDir = path.join(dataDir, "profile");
  const spawnedAt = performance.now();
  let loadFromMs = 0;
  const server = spawn(process.execPath, [...startFlags(), "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "server/index.js"], {
    env: serverEnv(port, dataDir),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForReady(base, server, 150_000);
    const headers = kind === "signed-in" ? { Cookie: await signInLocally(base) } : undefined;
    const url = `${base}${kind === "signed-in" ? "/en-us/collections" : kind === "home" ? "/en-us" : "/en-us/products"}`;
    // calculator-api: issue 31's productivity API line, new inputs on every request.
    const calculatorLine = kind.startsWith("calculator:") ? `new inputs: ${kind.slice("calculator:".length)}` : kind === "calculator-api" ? "new inputs: productivity API" : undefined;
    // page:<path>: that page with a new (ignored) query each request, so no cache holds it: the frame's own cost.
    let count = 0;
    const page = kind.startsWith("page:") ? kind.slice("page:".length) : undefined;
    const next =
      kind === "search"
        ? cycle(uncachedSearchPaths())
        : calculatorLine
          ? calculatorLines().find((line) => line.name === calculatorLine)!.next
          : page
            ? () => `${page}${page.includes("?") ? "&" : "?"}n=${count++}`
            : undefined;
    // WARM_WITH="productivity page": that issue 31 line first, as the bench runs pages before the APIs
    // (the server's shared code then has seen both kinds of answer).
    const warmLine = process.env.WARM_WITH ? calculatorLines().find((line) => line.name === `new inputs: ${process.env.WARM_WITH}`) : undefined;
    if (warmLine) await runLoad({ url: `${base}${warmLine.path}`, connections: 10, seconds: 6, next: warmLine.next });
    await runLoad({ url, connections: 20, seconds: 2, headers, next }); // warm-up: JIT, caches
    loadFromMs = performance.now() - spawnedAt;
    const result = await runLoad({ url, connections: 20, seconds, headers, next });
    console.log(`${kind}: ${result.requestsPerSecond}/s over ${seconds} s; the profile below covers this load only`);
  } finally {
    await stopProcess(server, "SIGINT");
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  const summary = summariseProfile(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile, loadFromMs);
  console.table(summary.owners);
  console.table(summary.functions);
  if (process.env.KEEP_PROFILE) console.log(`profile kept: ${path.join(profileDir, file)}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
