// Issue 50, "One rule, checked for every route": every address of the route table (app/routes.ts,
// the tools' API names, the data API, /healthz and static files) × every method × malformed
// inputs answers by one rule — never a 5xx, a documented status, `Allow` on a 405, and a message
// in JSON or an HTML page in the address's language. Generated: a new route is covered without a
// new test. Requests only (no browser), a small pool at a time so it stays quick on two cores.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import routes from "../../app/routes";
import { tools } from "../../app/utils/tool-registry";
import { expect, test } from "./fixtures";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Every route's path pattern, nested paths joined. */
function patterns(entries: Entry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const here = entry.children ? patterns(entry.children, own) : [];
    if (entry.children && !entry.index && entry.path === undefined) return here;
    return [own || "/", ...here];
  });
}

const apiNames = tools.flatMap((tool) => (tool.api ? [tool.api] : []));

/** Concrete addresses for a pattern: `:name` → every tool's API name (with .csv for calculators), other params → a word. */
function addressesOf(pattern: string, language: string): string[] {
  const filled = pattern
    .replace(/:lang\??/g, language)
    .replace(/\/:[\w-]+\?/g, "")
    .replace(/:environment/g, "production")
    .replace(/:limit/g, "10")
    .replace(/:sortField/g, "date")
    .replace(/:sortDirection/g, "desc")
    .replace(/\*/g, "x")
    .replace(/\/+/g, "/");
  if (filled.includes("/api/calculators/:name")) return apiNames.flatMap((name) => [filled.replace(":name", name), filled.replace(":name", `${name}.csv`)]);
  if (filled.includes(":name")) return apiNames.map((name) => filled.replace(":name", name));
  return [filled.replace(/:[\w-]+/g, "x")];
}

const routePatterns = [...new Set(patterns(routes as Entry[]))];
const own = ["/healthz", "/readyz", "/favicon.svg", "/manifest.webmanifest", "/sw.js", "/offline.html"];
/** The Work site's pages and every API in English: every method with every malformed input. */
const english = [...new Set([...routePatterns.filter((pattern) => !pattern.startsWith("/for-home")).flatMap((pattern) => addressesOf(pattern, "en-us")), ...own])];
/**
 * The same route modules again under the Home site and in Chinese: the plain requests that owe a
 * message, for the message's language (the malformed inputs meet the same code in English).
 */
const again = [...new Set(routePatterns.flatMap((pattern) => [...(pattern.startsWith("/for-home") ? addressesOf(pattern, "en-us") : []), ...(pattern.includes(":lang") ? addressesOf(pattern, "zh-cn") : [])]))];

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"] as const;
/** Names the site's pages and APIs read (search, choices, ids, versions, intents, rows). */
const names = ["q", "site", "ids", "models", "search", "id", "format", "mode", "intent", "version", "c1m", "c1q", "a.onHoursPerYear", "lang", "page", "sort"];
const tenKb = "x".repeat(10 * 1024);
/** Malformed values, each put in every name at once (the query of a read, the form of a write). */
const values: Record<string, string> = {
  hex: "0x10",
  prototype: "__proto__",
  constructor: "constructor",
  nul: "a%00b",
  surrogate: "%ED%B0%80",
};
const queries: Record<string, string> = {
  plain: "",
  repeated: names.map((name) => `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`).join("&"),
  ...Object.fromEntries(Object.entries(values).map(([label, value]) => [label, names.map((name) => `${encodeURIComponent(name)}=${value}`).join("&")])),
  // Within Node's header limit (16 KB): the value reaches the routes.
  long: `q=${tenKb}`,
};
/**
 * A page's reads render the whole page, the walk's main cost: there the hex and prototype values
 * go in one query, each name taking them in turn (NUL and the lone surrogate are refused before
 * any route runs, so they stay apart for free).
 */
const mixedKinds = ["hex", "prototype", "constructor"];
const pageQueries: Record<string, string> = {
  ...Object.fromEntries(Object.entries(queries).filter(([label]) => !mixedKinds.includes(label))),
  "hex and prototypes": names.map((name, index) => `${encodeURIComponent(name)}=${values[mixedKinds[index % mixedKinds.length]!]}`).join("&"),
};
const deepJson = "[".repeat(5000) + "]".repeat(5000);
type Body = { type?: string; data: string };
/** A write's bodies: none, forms with each malformed value, deep JSON and JSON a database cannot store. */
const bodies: Record<string, Body> = {
  empty: { data: "" },
  ...Object.fromEntries(Object.entries(queries).filter(([label]) => label !== "plain").map(([label, query]) => [`form ${label}`, { type: "application/x-www-form-urlencoded", data: query }])),
  "deep JSON": { type: "application/json", data: deepJson },
  "JSON NUL and lone surrogate": { type: "application/json", data: '{"data":{"title":"a\\u0000b","x":"\\udc00"},"__proto__":{"a":1}}' },
  "form deep JSON": { type: "application/x-www-form-urlencoded", data: `intent=restore-entry&calculator_data=${encodeURIComponent(deepJson)}&data=${encodeURIComponent(deepJson)}` },
};

/** The statuses docs/api.md and the server's answers document. */
const documented = new Set([200, 201, 204, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 409, 413, 414, 415, 429, 431]);

type Probe = { method: (typeof methods)[number]; path: string; query: string; body?: Body; label: string };

/** Every method once, plain: a read without a query, a write without a body. */
function plainProbesOf(path: string): Probe[] {
  return methods.map((method) => (["POST", "PUT", "PATCH", "DELETE"].includes(method) ? { method, path, query: "", body: bodies.empty, label: "empty" } : { method, path, query: "", label: "plain" }));
}

/**
 * The malformed inputs: every read with each malformed query; where the address takes writes (its
 * `Allow` names POST), POST with each malformed body and the other writes with a malformed form.
 * A write to an address that takes none is refused before any body is read (the plain walk).
 */
function malformedProbesOf(path: string, allow: string | undefined): Probe[] {
  const reads = Object.entries(isApi(path) ? queries : pageQueries)
    .filter(([label]) => label !== "plain")
    .map(([label, query]): Probe => ({ method: "GET", path, query, label }));
  if (!allow?.split(/,\s*/).includes("POST")) return reads;
  const posts = Object.entries(bodies).filter(([label]) => label !== "empty").map(([label, body]): Probe => ({ method: "POST", path, query: "", body, label }));
  const writes = (["PUT", "PATCH", "DELETE"] as const).map((method): Probe => ({ method, path, query: "", body: bodies["form prototype"], label: "form prototype" }));
  return [...reads, ...posts, ...writes];
}

const isApi = (path: string) => /(?:^|\/)api\//.test(path);

/** The plain requests whose answers carry a message: an API's read (a page's is the page), a write no route takes, a method no route answers. */
function messageProbesOf(path: string): Probe[] {
  return ([...(isApi(path) ? ["GET" as const] : []), "PUT", "TRACE"] as const).map((method) => ({ method, path, query: "", label: "plain" }));
}

const cjk = /[\u4e00-\u9fff]/;

/** What is wrong with one answer, or undefined. */
async function problemOf(probe: Probe, response: APIResponse): Promise<string | undefined> {
  const status = response.status();
  const headers = response.headers();
  if (status >= 500) return `${status}`;
  if (!documented.has(status)) return `undocumented status ${status}`;
  if (status === 405) {
    const allow = headers.allow;
    if (!allow) return "405 without Allow";
    if (allow.split(/,\s*/).includes(probe.method)) return `405 while Allow names ${probe.method} (${allow})`;
  }
  // A message is owed with a refusal; a HEAD answer and an answer to OPTIONS carry no body.
  if (status < 400 || probe.method === "HEAD") return undefined;
  const type = headers["content-type"] ?? "";
  const text = await response.text();
  const chinese = /(?:^|\/)zh-cn(?:\/|$)/.test(probe.path);
  if (/json/.test(type)) {
    let body: { message?: unknown; error?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return `JSON that does not parse: ${text.slice(0, 80)}`;
    }
    const message = body.message ?? body.error;
    if (typeof message !== "string" || message === "") return `JSON without a message: ${text.slice(0, 80)}`;
    if (/Unexpected Server Error|stack|\bat \w+ \(/i.test(text)) return `JSON shows an internal error: ${text.slice(0, 80)}`;
    // The data API answers codes (docs/api.md); the site's own JSON messages are in the address's language.
    if (chinese && typeof body.message === "string" && !cjk.test(body.message)) return `English message on the Chinese site: ${body.message}`;
    return undefined;
  }
  if (/text\/html/.test(type)) {
    const language = /<html[^>]*\blang="([^"]+)"/i.exec(text)?.[1];
    const expected = chinese ? "zh-CN" : "en-US";
    if (language !== expected) return `HTML in ${language ?? "no language"}, expected ${expected}`;
    if (!/<h1[\s>]/.test(text)) return "HTML without a heading";
    return undefined;
  }
  return `a message neither JSON nor HTML (${type || "no type"}): ${text.slice(0, 60)}`;
}

async function send(request: APIRequestContext, probe: Probe, origin: string): Promise<APIResponse> {
  const url = probe.query ? `${probe.path}?${probe.query}` : probe.path;
  const headers: Record<string, string> = { Origin: origin };
  if (probe.body?.type) headers["Content-Type"] = probe.body.type;
  return request.fetch(url, { method: probe.method, headers, data: probe.body?.data, maxRedirects: 0, failOnStatusCode: false });
}

type Answered = { status: number; allow?: string };

/** Runs the probes a few at a time and lists every answer that breaks the rule. */
async function walk(request: APIRequestContext, probes: Probe[], origin: string): Promise<{ failures: string[]; plain: Map<string, Map<string, Answered>> }> {
  const failures: string[] = [];
  const plain = new Map<string, Map<string, Answered>>();
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const response = await send(request, probe, origin);
      const problem = await problemOf(probe, response);
      if (problem) failures.push(`${probe.method} ${probe.path} (${probe.label}): ${problem}`);
      if (probe.label === "plain" || probe.label === "empty") {
        if (!plain.has(probe.path)) plain.set(probe.path, new Map());
        plain.get(probe.path)!.set(probe.method, { status: response.status(), allow: response.headers().allow });
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { failures: failures.sort(), plain };
}

/** `Allow` tells the truth: a method a TRACE's 405 names is not refused with 405, one it leaves out is. */
function allowProblems(plain: Map<string, Map<string, Answered>>): string[] {
  const problems: string[] = [];
  for (const [path, answers] of plain) {
    const allow = answers.get("TRACE")?.allow?.split(/,\s*/);
    if (!allow) continue;
    for (const method of ["GET", "POST"]) {
      const status = answers.get(method)?.status;
      if (status === undefined) continue;
      if (allow.includes(method) === (status === 405)) problems.push(`${path}: Allow ${allow.join(", ")} but ${method} answers ${status}`);
    }
  }
  return problems.sort();
}

test.describe.configure({ mode: "parallel" });

test("the walk covers the route table, the APIs, the data API, /healthz and static files", () => {
  expect(english).toEqual(expect.arrayContaining(["/en-us/products", "/api/data/create_entry", "/en-us/api/calculators/energy.csv", "/en-us/api/configurators/workspace", "/healthz", "/favicon.svg"]));
  expect(english.length).toBeGreaterThan(60);
});

test("English addresses × every method × malformed input", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const first = await walk(request, english.flatMap(plainProbesOf), origin);
  const second = await walk(request, english.flatMap((path) => malformedProbesOf(path, first.plain.get(path)?.get("TRACE")?.allow)), origin);
  expect([...first.failures, ...second.failures]).toEqual([]);
  expect(allowProblems(first.plain)).toEqual([]);
});

test("the Home site and Chinese addresses answer in their language", async ({ request, baseURL }) => {
  test.setTimeout(60_000);
  const { failures } = await walk(request, again.flatMap(messageProbesOf), new URL(baseURL!).origin);
  expect(failures).toEqual([]);
});

test("a 100 KB address gets 414 with a message page, GET and HEAD", async ({ request }) => {
  const long = `/zh-cn/products?q=${"a".repeat(100 * 1024)}`;
  const page = await request.get(long, { failOnStatusCode: false });
  expect(page.status()).toBe(414);
  expect(await page.text()).toContain("<h1>");
  const head = await request.head(long, { failOnStatusCode: false });
  expect(head.status()).toBe(414);
  expect(await head.text()).toBe("");
});
