// Issue 11: every route and API of the route table (app/routes.ts) meets a corpus of hostile
// inputs; no answer is a 500 or shows a stack trace or SQL. Requests only (no pages), so it is fast.
import routes from "../../app/routes";
import { expect, test } from "./fixtures";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Concrete addresses for every route: `:lang` → en-us, other params → a plain word, `*` → a word. */
function addresses(entries: Entry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const here = entry.children ? addresses(entry.children, own) : [];
    if (entry.children && !entry.index && entry.path === undefined) return here;
    return [own || "/", ...here];
  });
}

const concrete = [...new Set(addresses(routes as Entry[]).map((path) =>
  path
    .replace(/\/:lang\??/g, "/en-us")
    .replace(/\/:[\w-]+\?/g, "")
    .replace(/\/:[\w-]+/g, "/x")
    .replace(/\/\*/g, "/x")
    .replace(/\/+/g, "/"),
))];

const badSegments = ["%00", "%", "%E0%A4%A", "%C0%AF", "%C0%80", "%ED%A0%80", "%FF%FE", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "a%0d%0aSet-Cookie:x=1"];
const badQueries = ["q=%00", "q=%", "q=%E0%A4%A", "q=%C0%AF", "limit=-1", "limit=1e308", "page=99999999999999999999", "q[]=1&q[a]=2", "x=" + "a".repeat(6000), "sort=%27%20OR%201%3D1--"];
const nested = "[".repeat(5000) + "]".repeat(5000);
const bodies: { type?: string; body: string }[] = [
  { type: "application/json", body: "{}" },
  { type: "application/json", body: nested },
  { type: "application/json", body: `{"a":${"{\"a\":".repeat(200)}1${"}".repeat(200)}}` },
  { type: "application/json", body: "{bad json" },
  { type: "application/json", body: '{"limit":-1,"id":1e308,"page":"NaN"}' },
  { type: "text/plain", body: "hello" },
  { type: "application/xml", body: "<a/>" },
  { type: "application/x-www-form-urlencoded", body: "name=%00" },
  { type: "application/x-www-form-urlencoded", body: "name=%" },
  { type: "application/x-www-form-urlencoded", body: "name=%C0%AF&intent=%E0%A4%A" },
  { type: "application/x-www-form-urlencoded", body: "intent=create&name=" + "x".repeat(70 * 1024) },
  { type: "application/x-www-form-urlencoded", body: "intent=-1&id=-99999999999999999999&limit=1e308" },
  { type: "multipart/form-data; boundary=zz", body: "--zz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n\u0000\r\n--zz--" },
  { type: "multipart/form-data", body: "garbage" },
  { body: "no type" },
  { type: "application/octet-stream", body: "\u0000\u0001\u0002" },
];
const badHeaders: Record<string, string>[] = [
  { Accept: "application/json" },
  { "Accept-Language": "\u00ff".repeat(50) },
  { Cookie: "mc_session=%00; theme=%E0%A4%A" },
  { "X-Forwarded-Host": "evil.example:99999" },
];

const corpusSize = badSegments.length + badQueries.length + bodies.length + badHeaders.length;
const leak = /\bat [\w.<>]+ \(|node_modules|\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|PGlite|PostgresError|stack/;

test("the corpus has at least 40 hostile inputs and the route table is covered", () => {
  expect(corpusSize).toBeGreaterThanOrEqual(40);
  expect(concrete.length).toBeGreaterThan(20);
  expect(concrete).toContain("/api/data/create_entry");
});

for (const path of concrete) {
  test(`hostile input to ${path}`, async ({ request }) => {
    const failures: string[] = [];
    const check = async (label: string, answer: Promise<import("@playwright/test").APIResponse>) => {
      const response = await answer;
      const text = await response.text();
      if (response.status() >= 500) failures.push(`${label} → ${response.status()}`);
      else if (leak.test(text) && response.status() >= 400) failures.push(`${label} shows a stack or SQL`);
    };
    const options = { maxRedirects: 0, failOnStatusCode: false } as const;
    for (const segment of badSegments) await check(`GET ${path}/${segment}`, request.get(`${path.replace(/\/$/, "")}/${segment}`, options));
    for (const query of badQueries) await check(`GET ${path}?${query.slice(0, 40)}`, request.get(`${path}?${query}`, options));
    for (const { type, body } of bodies) {
      const headers: Record<string, string> = { Origin: new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin };
      if (type) headers["Content-Type"] = type;
      await check(`POST ${path} ${type ?? "(none)"} ${body.slice(0, 30)}`, request.post(path, { ...options, headers, data: body }));
    }
    for (const headers of badHeaders) await check(`GET ${path} ${JSON.stringify(headers).slice(0, 50)}`, request.get(path, { ...options, headers }));
    expect(failures).toEqual([]);
  });
}

test("413, 415 and 400 come with a clear translated message", async ({ request }) => {
  const options = { maxRedirects: 0, failOnStatusCode: false } as const;
  const big = await request.post("/zh-cn/settings", { ...options, headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "a=" + "x".repeat(70 * 1024) });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain("数据过大");
  const json = await request.post("/en-us/settings", { ...options, headers: { "Content-Type": "application/json" }, data: "{}" });
  expect(json.status()).toBe(415);
  const anonymous = await request.post("/api/data/create_entry", { ...options, headers: { "Content-Type": "application/json" }, data: JSON.stringify({ data: "x".repeat(100 * 1024) }) });
  expect(anonymous.status()).toBe(413);
  expect((await anonymous.json()).message).toMatch(/larger/);
  const deep = await request.post("/en-us/api/monitors", { ...options, headers: { "Content-Type": "application/json" }, data: nested });
  expect(deep.status()).toBe(400);
  expect((await request.get("/en-us/products%00", options)).status()).toBe(404);
  expect((await request.get("/en-us/products?q=%00", options)).status()).toBe(400);
});

test("static files carry the security headers; hashed assets are immutable; pages get the cache policy", async ({ request }) => {
  for (const path of ["/offline.html", "/sw.js", "/manifest.webmanifest"]) {
    const response = await request.get(path, { failOnStatusCode: false });
    if (response.status() === 404) continue;
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
    expect(response.headers()["referrer-policy"], path).toBeTruthy();
  }
  const home = await request.get("/en-us");
  const asset = (await home.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetAnswer = await request.get(asset!);
  expect(assetAnswer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetAnswer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  expect(home.headers()["vary"]).toMatch(/Cookie/);
  const api = await request.get("/en-us/api/monitors", { failOnStatusCode: false });
  expect(api.headers()["cache-control"]).toBe("private, no-store");
  const signedIn = await request.get("/en-us", { headers: { Cookie: "mc_session=abcdef" } });
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
});
