/**
 * Two builds side by side (docs/performance.md, "How to measure"): each checkout's
 * production server started as the bench starts one, then every round runs each chosen issue 31
 * line against both, the order flipped each round so neither always goes first on this shared
 * machine. Prints requests/s, p99 and server CPU per answer, each round and their median.
 *
 *   npx tsx scripts/bench/ab.ts <checkout A> <checkout B> "productivity API,energy CSV" [rounds=3] [seconds=4]
 *
 * Each checkout needs its own build (npm run build) and node_modules (a link to this one's will do).
 */
import { calculatorLines, CALCULATOR_CONNECTIONS } from "./calculator-lines";
import { runLoad } from "./load";
import { startServer } from "./server";
import { cpuMeter, processTree } from "./uncached";

const [dirA, dirB, names = "API", roundsText = "3", secondsText = "4"] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error("usage: tsx scripts/bench/ab.ts <checkout A> <checkout B> [lines] [rounds] [seconds]");
const wanted = names.split(",");
const lines = calculatorLines().filter((line) => wanted.some((name) => line.name.includes(name)));
if (lines.length === 0) throw new Error(`no issue 31 line matches ${names}`);
const rounds = Number(roundsText);
const seconds = Number(secondsText);

const servers = [
  { name: "A", server: await startServer(3501, {}, dirA) },
  { name: "B", server: await startServer(3502, {}, dirB) },
];
const results = new Map<string, { perSecond: number[]; p99Ms: number[]; cpuMs: number[] }>();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  // A second of each line first on both: JIT and caches, as the bench warms up.
  for (const { server } of servers) for (const line of lines) await runLoad({ url: `${server.base}${line.path}`, connections: CALCULATOR_CONNECTIONS, seconds: 1, next: line.next });
  for (let round = 0; round < rounds; round++) {
    for (const line of lines) {
      for (const { name, server } of round % 2 === 0 ? servers : [...servers].reverse()) {
        const cpu = cpuMeter(() => processTree(server.process.pid!));
        const result = await runLoad({ url: `${server.base}${line.path}`, connections: CALCULATOR_CONNECTIONS, seconds, next: line.next });
        const cpuSeconds = cpu();
        const key = `${line.name} ${name}`;
        const entry = results.get(key) ?? { perSecond: [], p99Ms: [], cpuMs: [] };
        entry.perSecond.push(result.requestsPerSecond);
        entry.p99Ms.push(result.p99Ms);
        entry.cpuMs.push(Math.round((cpuSeconds * 1e6) / Math.max(1, result.requests)) / 1000);
        results.set(key, entry);
        if (result.errors > 0) console.log(`${key}: ${result.errors} errors`, result.statuses);
      }
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
}
for (const [key, { perSecond, p99Ms, cpuMs }] of results) {
  console.log(`${key.padEnd(60)} ${perSecond.join(" / ")}/s (median ${median(perSecond)}), p99 ${p99Ms.join(" / ")} ms (median ${median(p99Ms)}), CPU ${cpuMs.join(" / ")} ms each (median ${median(cpuMs)})`);
}
