/**
 * A text answer (given as text or as its UTF-8 bytes) whose bytes are also held whole beside its
 * Response. The server writes them as they are instead of reading the body stream back: a
 * resource route's answer on the direct path (server/direct-routes.ts, docs/perf-profile.md,
 * change 52), a page (app/entry.server.tsx, change 55). Every other reader — React Router's own
 * path, a test — sees an ordinary Response with the same body.
 */
const wholeBodyKey = Symbol.for("monitor-chooser.whole-body");

type WholeBodyResponse = Response & { readonly [wholeBodyKey]?: Buffer };

export function wholeTextResponse(text: string | Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  // The body a one-chunk stream of the same bytes, not the bytes themselves: undici copies a byte
  // body (a 175 KB page 0.23–0.34 ms, a 7 KB CSV 40 µs; such a stream ~20–35 µs at any size;
  // docs/perf-profile.md, change 56).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return Object.assign(new Response(body, init), { [wholeBodyKey]: bytes });
}

/** The bytes a Response made by wholeTextResponse holds; undefined for any other. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return (response as WholeBodyResponse)[wholeBodyKey];
}
