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
  return Object.assign(new Response(bytes, init), { [wholeBodyKey]: bytes });
}

/** The bytes a Response made by wholeTextResponse holds; undefined for any other. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return (response as WholeBodyResponse)[wholeBodyKey];
}
