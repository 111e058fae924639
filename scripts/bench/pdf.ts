/**
 * The PDF business case's render time (issue 28: capped in size and time, benchmarked rather
 * than timed in tests; issue 31: p95 ≤ 150 ms for a 20-room case): one request after another to
 * a running server, so each time is one PDF written alone, the way a buyer waits for it.
 */
import { percentile } from "./load";

/** Twenty rooms of three sizes, as api.calculators.pdf.test.ts's 1 MB case. */
export function twentyRoomCase(language = "en-us"): string {
  const sizes = ["small", "medium", "large"];
  const rooms = Array.from({ length: 20 }, (_, index) => `rooms=${sizes[index % 3]}:c8621qt:${index + 1}:${4000 + index * 100}`).join("&");
  return `/${language}/api/calculators/meeting-roi.pdf?numberOfEmployees=2000&country=US&${rooms}`;
}

export type PdfTiming = { name: string; runs: number; p50Ms: number; p95Ms: number; maxMs: number; bytes: number };

export async function timePdf(base: string, options: { runs?: number; warmUp?: number } = {}): Promise<PdfTiming[]> {
  const timings: PdfTiming[] = [];
  for (const language of ["en-us", "zh-cn"]) {
    const url = `${base}${twentyRoomCase(language)}`;
    const once = async () => {
      const start = performance.now();
      const answer = await fetch(url);
      const bytes = (await answer.arrayBuffer()).byteLength;
      if (answer.status !== 200 || answer.headers.get("content-type") !== "application/pdf") throw new Error(`PDF bench: HTTP ${answer.status} for ${url}`);
      return { ms: performance.now() - start, bytes };
    };
    for (let index = 0; index < (options.warmUp ?? 5); index++) await once();
    const runs = [];
    for (let index = 0; index < (options.runs ?? 40); index++) runs.push(await once());
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    timings.push({ name: `PDF business case, 20-room meeting-room ROI ${language}`, runs: runs.length, p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), maxMs: round(times.at(-1)!), bytes: Math.max(...runs.map((run) => run.bytes)) });
  }
  return timings;
}
