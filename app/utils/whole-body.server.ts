/**
 * A text answer (given as text or as its UTF-8 bytes) whose bytes are also held whole beside its
 * Response. The server writes them as they are instead of reading the body stream back: a
 * resource route's answer on the direct path (server/direct-routes.ts, docs/perf-profile.md,
 * change 52), a page (app/entry.server.tsx, change 55). Every other reader — React Router's own
 * path, a test — sees an ordinary Response with the same body.
 */
const wholeBodyKey = Symbol.for("monitor-chooser.whole-body");

type WholeBodyResponse = Response & { readonly [wholeBodyKey]?: Buffer };

/** Below this, `Buffer.from` takes its bytes from Node's shared pool, faster than a buffer of its own. */
const POOLED_CHARACTERS = Buffer.poolSize >>> 1;

/**
 * A text's UTF-8 bytes, as `Buffer.from(text, "utf8")` gives them. For a text beyond Node's pool,
 * Buffer.from measures the text's UTF-8 length and then writes it; writing it into a buffer of its
 * largest possible size (3 bytes a UTF-16 unit) skips the measuring, which took as long as the
 * writing (on an idle 2-core EPYC: a 9.6 KB JSON answer 6.2-6.9 µs against 3.6, a productivity
 * page's 23 pieces with their Buffer.concat 133-150 µs against 80-83; docs/perf-profile.md,
 * change 63). The bytes are a view of that buffer: what lies beyond them is never written, and
 * nothing reads it.
 */
export function utf8Bytes(text: string): Buffer<ArrayBuffer> {
  if (text.length < POOLED_CHARACTERS) return Buffer.from(text, "utf8");
  const bytes = Buffer.allocUnsafeSlow(text.length * 3);
  return bytes.subarray(0, bytes.write(text, "utf8"));
}

export function wholeTextResponse(text: string | Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const bytes = typeof text === "string" ? utf8Bytes(text) : text;
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
