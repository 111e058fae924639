/**
 * A text answer (given as text or as its UTF-8 bytes) whose bytes are also held whole beside its
 * Response. The server writes them as they are instead of reading the body stream back: a
 * resource route's answer on the direct path (server/direct-routes.ts), a page
 * (app/entry.server.tsx). Every other reader — React Router's own path, a test — sees an
 * ordinary Response with the same body.
 */
const wholeBodyKey = Symbol.for("monitor-chooser.whole-body");

type WholeBodyResponse = Response & { readonly [wholeBodyKey]?: Buffer };

/** Below this, `Buffer.from` takes its bytes from Node's shared pool, faster than a buffer of its own. */
const POOLED_CHARACTERS = Buffer.poolSize >>> 1;

/**
 * A text's UTF-8 bytes, as `Buffer.from(text, "utf8")` gives them. For a text beyond Node's pool,
 * Buffer.from measures the text's UTF-8 length and then writes it; writing it into a buffer of its
 * largest possible size (3 bytes a UTF-16 unit) skips the measuring, which takes as long as the
 * writing. The bytes are a view of that buffer: what lies beyond them is never written, and
 * nothing reads it.
 */
export function utf8Bytes(text: string): Buffer<ArrayBuffer> {
  if (text.length < POOLED_CHARACTERS) return Buffer.from(text, "utf8");
  const bytes = Buffer.allocUnsafeSlow(text.length * 3);
  return bytes.subarray(0, bytes.write(text, "utf8"));
}

export function wholeTextResponse(text: string | Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const bytes = typeof text === "string" ? utf8Bytes(text) : text;
  // The body a one-chunk stream of the same bytes, not the bytes themselves: undici copies a byte body.
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
