import type { Readable } from "node:stream";

/**
 * The time a streamed render may take before it is stopped (its pending parts then render their
 * fallbacks), ended early once the page's stream closes: read to its end, nothing is left to
 * stop; left by its reader (the visitor went away), what is still rendering stops at once. A
 * timer left to run would keep the finished render — React's request and all it holds — alive
 * for its whole span: under load, ~1,000 renders at once, every one surviving into the old
 * generation (docs/perf-profile.md, change 20).
 */
export function renderDeadline(abort: () => void, ms: number) {
  let allReady = false;
  const timer = setTimeout(abort, ms);
  return {
    /** Everything is rendered: closing the stream early has nothing to stop. */
    allReady() {
      allReady = true;
    },
    /** No stream will come (the shell failed). */
    cancel() {
      clearTimeout(timer);
    },
    /** The page's stream: its closing ends the deadline. */
    watch(stream: Readable) {
      stream.once("close", () => {
        clearTimeout(timer);
        if (!allReady) abort();
      });
    },
  };
}
