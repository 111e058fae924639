/**
 * A text answer whose bytes are also held whole beside its Response. The server's direct path for
 * resource routes (server/direct-routes.ts) writes them as they are instead of reading the body
 * stream back (docs/perf-profile.md, change 52); every other reader — React Router's own path,
 * a test — sees an ordinary Response with the same body.
 */
const wholeBodyKey = Symbol.for("monitor-chooser.whole-body");

type WholeBodyResponse = Response & { readonly [wholeBodyKey]?: Buffer };

export function wholeTextResponse(text: string, init: ResponseInit): Response {
  const bytes = Buffer.from(text, "utf8");
  return Object.assign(new Response(bytes, init), { [wholeBodyKey]: bytes });
}

/** The bytes a Response made by wholeTextResponse holds; undefined for any other. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return (response as WholeBodyResponse)[wholeBodyKey];
}
