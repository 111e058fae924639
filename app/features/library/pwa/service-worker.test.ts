// public/sw.js runs here as the browser runs it (a classic script whose global is `self`),
// against an in-memory Cache Storage and a fetch that answers as the server would.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

const origin = "http://site.test";
const source = readFileSync(path.resolve("public/sw.js"), "utf8");
const anonymous = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
const signedIn = "private, no-store";

type Address = string | { url: string };
const addressOf = (input: Address) => new URL(typeof input === "string" ? input : input.url, origin).href;
const withoutQuery = (url: string) => url.split("?")[0]!;

class FakeCache {
  entries: { url: string; response: Response }[] = [];
  private find(input: Address, options: { ignoreSearch?: boolean } = {}) {
    const wanted = options.ignoreSearch ? withoutQuery(addressOf(input)) : addressOf(input);
    return (entry: { url: string }) => (options.ignoreSearch ? withoutQuery(entry.url) : entry.url) === wanted;
  }
  async match(input: Address, options?: { ignoreSearch?: boolean }) {
    return this.entries.find(this.find(input, options))?.response.clone();
  }
  async put(input: Address, response: Response) {
    const url = addressOf(input);
    this.entries = [...this.entries.filter((entry) => entry.url !== url), { url, response }];
  }
  async delete(input: Address, options?: { ignoreSearch?: boolean }) {
    const before = this.entries.length;
    const found = this.find(input, options);
    this.entries = this.entries.filter((entry) => !found(entry));
    return this.entries.length < before;
  }
  async keys() {
    return this.entries.map((entry) => ({ url: entry.url }));
  }
  async addAll(urls: string[]) {
    for (const url of urls) await this.put(url, new Response(url));
  }
  urls() {
    return this.entries.map((entry) => entry.url.slice(origin.length));
  }
}

class FakeCaches {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(input: Address) {
    for (const cache of this.stores.values()) {
      const hit = await cache.match(input);
      if (hit) return hit;
    }
    return undefined;
  }
  urls(name: string) {
    return this.stores.get(name)?.urls() ?? [];
  }
}

type Answer = { body: string; cacheControl?: string; status?: number };

/** A worker with its own caches; `server` answers its fetches (undefined: the network is down). */
function startWorker(server: (url: string) => Answer | undefined) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = new FakeCaches();
  const fetched: string[] = [];
  const fetch = async (input: Address) => {
    const url = addressOf(input);
    fetched.push(url.slice(origin.length));
    const answer = server(url);
    if (!answer) throw new TypeError("Failed to fetch");
    const response = new Response(answer.body, { status: answer.status ?? 200, headers: answer.cacheControl ? { "Cache-Control": answer.cacheControl } : {} });
    // Same-origin answers are "basic" in a browser.
    Object.defineProperty(response, "type", { value: "basic" });
    return response;
  };
  const context = vm.createContext({
    caches,
    fetch,
    URL,
    Response,
    location: { origin },
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  });
  context.self = context;
  vm.runInContext(source, context);

  async function dispatch(type: string, fields: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)!({ ...fields, respondWith: (answer: Promise<Response>) => (response = answer), waitUntil: (work: Promise<unknown>) => pending.push(work) });
    const answer = response ? await response : undefined;
    // Work added while answering (keeping a copy) is awaited too.
    for (let index = 0; index < pending.length; index += 1) await pending[index];
    return answer;
  }
  const request = (address: string, mode = "cors") => ({ request: { url: `${origin}${address}`, method: "GET", mode } });
  return {
    caches,
    fetched,
    kindOf: (address: string) => (context.kindOf as (url: URL) => string | null)(new URL(address, origin)),
    calculatorTools: vm.runInContext("CALCULATOR_TOOLS", context) as string[][],
    navigate: (address: string) => dispatch("fetch", request(address, "navigate")),
    get: (address: string) => dispatch("fetch", request(address)),
    install: () => dispatch("install", {}),
    activate: () => dispatch("activate", {}),
    message: (data: unknown, from = `${origin}/en-us/productivity`) => dispatch("message", { data, origin, source: { url: from } }),
  };
}

const pageAnswer = (cacheControl: string) => (url: string) => ({ body: `page ${url.slice(origin.length)}`, cacheControl });

describe("the service worker's addresses", () => {
  it("lists exactly the pages the business calculators and the configurators declare, tool by tool", async () => {
    const declared: string[][] = [];
    for (const folder of ["app/features/calculators", "app/features/configurators"].map((name) => path.resolve(name))) {
      // frame and shared have no tool.ts.
      for (const file of readdirSync(folder).map((name) => path.join(folder, name, "tool.ts")).filter((file) => existsSync(file))) {
        const module = (await import(file)) as Record<string, unknown>;
        for (const value of Object.values(module)) {
          const urls = (value as { urls?: { pages: { path: string }[] } }).urls;
          if (urls) declared.push(urls.pages.map((page) => `/${page.path}`));
        }
      }
    }
    expect(declared).toContainEqual(["/productivity"]);
    expect(declared).toContainEqual(["/energy-calculator/input", "/energy-calculator/results"]);
    expect(declared).toContainEqual(["/meeting-space-configurator/:step?"]);
    expect(declared).toContainEqual(["/workspace-configurator/:step?"]);
    const sorted = (tools: string[][]) => tools.map((pages) => pages.toSorted()).toSorted((first, second) => first[0]!.localeCompare(second[0]!));
    expect(sorted(startWorker(() => undefined).calculatorTools)).toEqual(sorted(declared));
  });

  it("takes a calculator page in both languages and both sites, the phrases and context JSON, and the build files", () => {
    const { kindOf } = startWorker(() => undefined);
    for (const page of ["/en-us/productivity", "/zh-cn/energy-calculator/input", "/for-home/en-us/multi-monitor-setup", "/for-home/zh-cn/why-refresh/input/"]) expect(kindOf(page), page).toBe("page");
    for (const data of ["/en-us/api/phrases", "/zh-cn/api/calculators/energy.context", "/en-us/api/workspace-monitors"]) expect(kindOf(data), data).toBe("data");
    expect(kindOf("/assets/root-abc123.js")).toBe("asset");
    for (const other of [
      "/en-us/products",
      "/en-us/collections",
      "/fr-fr/productivity",
      "/productivity",
      "/en-us/productivity/more",
      "/en-us/api/calculators/productivity",
      "/en-us/api/calculators/productivity.csv",
      "/en-us/api/monitors",
      "http://elsewhere.test/en-us/productivity",
      "/en-us/meeting-space-configurator/results/more",
      "/en-us/meeting-space-configurators",
      "/en-us/api/configurators/meeting-space",
    ]) {
      expect(kindOf(other), other).toBeNull();
    }
  });

  it("takes a configurator's page with and without its step, in both languages and both sites", () => {
    const { kindOf } = startWorker(() => undefined);
    for (const page of [
      "/en-us/meeting-space-configurator",
      "/en-us/meeting-space-configurator/",
      "/zh-cn/meeting-space-configurator/results",
      "/for-home/en-us/workspace-configurator/devices",
      "/for-home/zh-cn/workspace-configurator/",
    ]) {
      expect(kindOf(page), page).toBe("page");
    }
  });
});

describe("calculator pages", () => {
  it("keeps an anonymous page and opens it offline for the same path whatever the query", async () => {
    let online = true;
    const worker = startWorker((url) => (online ? pageAnswer(anonymous)(url) : undefined));
    await worker.install();
    await worker.navigate("/en-us/productivity?staff=20");
    await worker.navigate("/en-us/productivity?staff=50");
    // One copy per path: the latest.
    expect(worker.caches.urls("mc-pages-v2")).toEqual(["/en-us/productivity?staff=50"]);
    online = false;
    expect(await (await worker.navigate("/en-us/productivity?staff=50"))!.text()).toBe("page /en-us/productivity?staff=50");
    expect(await (await worker.navigate("/en-us/productivity"))!.text()).toBe("page /en-us/productivity?staff=50");
    // A page never kept, and a page that is not a calculator's: the offline page.
    expect(await (await worker.navigate("/zh-cn/productivity"))!.text()).toBe("/offline.html");
    expect(await (await worker.navigate("/en-us/products"))!.text()).toBe("/offline.html");
  });

  it("keeps each step of a configurator as a page of its own and opens it offline", async () => {
    let online = true;
    const worker = startWorker((url) => (online ? pageAnswer(anonymous)(url) : undefined));
    await worker.install();
    await worker.navigate("/en-us/meeting-space-configurator?roomSize=medium");
    await worker.navigate("/en-us/meeting-space-configurator/results?roomSize=medium&seats=8");
    await worker.navigate("/en-us/meeting-space-configurator/results?roomSize=large&seats=14");
    expect(worker.caches.urls("mc-pages-v2")).toEqual(["/en-us/meeting-space-configurator?roomSize=medium", "/en-us/meeting-space-configurator/results?roomSize=large&seats=14"]);
    online = false;
    expect(await (await worker.navigate("/en-us/meeting-space-configurator/results?roomSize=large&seats=14"))!.text()).toBe("page /en-us/meeting-space-configurator/results?roomSize=large&seats=14");
    expect(await (await worker.navigate("/en-us/meeting-space-configurator"))!.text()).toBe("page /en-us/meeting-space-configurator?roomSize=medium");
    // A step never opened: the offline page.
    expect(await (await worker.navigate("/en-us/meeting-space-configurator/display"))!.text()).toBe("/offline.html");
  });

  it("never keeps a signed-in visitor's page, an error or a page without a public Cache-Control", async () => {
    const answers: Record<string, Answer> = {
      "/en-us/productivity": { body: "Emma's page", cacheControl: signedIn },
      "/en-us/multi-monitor-setup": { body: "bad input", cacheControl: signedIn, status: 400 },
      "/en-us/why-refresh/input": { body: "no policy" },
      "/en-us/workspace-configurator/results": { body: "Emma's desk", cacheControl: signedIn },
    };
    const worker = startWorker((url) => answers[url.slice(origin.length)]);
    for (const page of Object.keys(answers)) expect(await (await worker.navigate(page))!.text()).toBe(answers[page]!.body);
    expect(worker.caches.urls("mc-pages-v2")).toEqual([]);
  });

  it("answers online from the network even with a kept copy", async () => {
    let version = 1;
    const worker = startWorker(() => ({ body: `version ${version}`, cacheControl: anonymous }));
    await worker.navigate("/en-us/productivity");
    version = 2;
    expect(await (await worker.navigate("/en-us/productivity"))!.text()).toBe("version 2");
  });
});

describe("JSON the calculators need", () => {
  it("keeps anonymous phrases and context answers by their whole address and gives them offline", async () => {
    let online = true;
    const worker = startWorker((url) => (online ? { body: `json ${url.slice(origin.length)}`, cacheControl: "public, max-age=300" } : undefined));
    await worker.get("/en-us/api/phrases");
    await worker.get("/en-us/api/calculators/energy.context?monitor=u2724de");
    await worker.get("/en-us/api/workspace-monitors?persona=one-cable");
    online = false;
    expect(await (await worker.get("/en-us/api/phrases"))!.text()).toBe("json /en-us/api/phrases");
    expect(await (await worker.get("/en-us/api/calculators/energy.context?monitor=u2724de"))!.text()).toBe("json /en-us/api/calculators/energy.context?monitor=u2724de");
    expect(await (await worker.get("/en-us/api/workspace-monitors?persona=one-cable"))!.text()).toBe("json /en-us/api/workspace-monitors?persona=one-cable");
    // Another query is other data: a network failure, as without the worker.
    await expect(worker.get("/en-us/api/calculators/energy.context?monitor=p2425h")).rejects.toThrow("Failed to fetch");
  });

  it("never keeps a signed-in visitor's JSON", async () => {
    const worker = startWorker(() => ({ body: "{}", cacheControl: signedIn }));
    await worker.get("/en-us/api/phrases");
    await worker.get("/en-us/api/calculators/energy.context?monitor=u2724de");
    await worker.get("/en-us/api/workspace-monitors?persona=one-cable");
    expect(worker.caches.urls("mc-data-v2")).toEqual([]);
  });
});

describe("the first visit", () => {
  it("fetches again what the page loaded before the worker controlled it, under the same rules", async () => {
    const worker = startWorker((url) => {
      const address = url.slice(origin.length);
      return { body: address, cacheControl: address.startsWith("/assets/") ? "public, max-age=31536000, immutable" : anonymous };
    });
    await worker.message({
      type: "keep-loaded",
      addresses: [`${origin}/en-us/productivity?staff=20`, `${origin}/assets/root-abc.js`, `${origin}/en-us/api/phrases`, `${origin}/images/logo.svg`, "http://elsewhere.test/assets/x.js", 42],
    });
    expect(worker.fetched).toEqual(["/en-us/productivity?staff=20", "/assets/root-abc.js", "/en-us/api/phrases"]);
    expect(worker.caches.urls("mc-pages-v2")).toEqual(["/en-us/productivity?staff=20"]);
    expect(worker.caches.urls("mc-assets")).toEqual(["/assets/root-abc.js"]);
    expect(worker.caches.urls("mc-data-v2")).toEqual(["/en-us/api/phrases"]);
  });

  it("keeps the scripts of a calculator page's other steps, and no other route's", async () => {
    const worker = startWorker((url) => ({ body: url }));
    const routes = [
      { path: "energy-calculator/input", files: ["/assets/energy-calculator.input-1.js", "/assets/chunk-a.js"] },
      { path: "energy-calculator/results", files: ["/assets/energy-calculator.results-1.js", "/assets/chunk-a.js", "/assets/results.css"] },
      { path: "productivity", files: ["/assets/productivity-1.js"] },
      { path: "products", files: ["/assets/products-1.js"] },
      { path: "energy-calculator/results", files: ["http://elsewhere.test/assets/x.js", 7] },
    ];
    await worker.message({ type: "keep-loaded", addresses: [], routes }, `${origin}/for-home/zh-cn/energy-calculator/input?country=DE`);
    expect(worker.caches.urls("mc-assets")).toEqual(["/assets/energy-calculator.input-1.js", "/assets/chunk-a.js", "/assets/energy-calculator.results-1.js", "/assets/results.css"]);
    // From a page that is not a calculator's: nothing.
    const other = startWorker((url) => ({ body: url }));
    await other.message({ type: "keep-loaded", addresses: [], routes }, `${origin}/en-us/products`);
    expect(other.fetched).toEqual([]);
  });

  it("keeps a configurator's route files from any of its steps", async () => {
    const worker = startWorker((url) => ({ body: url }));
    const routes = [
      { path: "meeting-space-configurator/:step?", files: ["/assets/meeting-space-configurator-1.js", "/assets/wizard-1.js"] },
      { path: "workspace-configurator/:step?", files: ["/assets/workspace-configurator-1.js"] },
    ];
    await worker.message({ type: "keep-loaded", addresses: [], routes }, `${origin}/zh-cn/meeting-space-configurator/results?roomSize=medium`);
    expect(worker.caches.urls("mc-assets")).toEqual(["/assets/meeting-space-configurator-1.js", "/assets/wizard-1.js"]);
  });

  it("keeps no page or JSON of a signed-in visitor's first visit", async () => {
    const worker = startWorker((url) => ({ body: url, cacheControl: signedIn }));
    await worker.message({ type: "keep-loaded", addresses: [`${origin}/en-us/productivity`, `${origin}/en-us/api/phrases`] });
    expect(worker.caches.urls("mc-pages-v2")).toEqual([]);
    expect(worker.caches.urls("mc-data-v2")).toEqual([]);
  });
});

describe("the caches", () => {
  it("drop the older versions' caches and keep the build files", async () => {
    const worker = startWorker((url) => ({ body: url }));
    for (const name of ["mc-shell-v1", "mc-pages-v1", "mc-assets", "other"]) await worker.caches.open(name);
    await worker.install();
    await worker.activate();
    expect((await worker.caches.keys()).toSorted()).toEqual(["mc-assets", "mc-shell-v2", "other"]);
  });

  it("keep at most 200 build files, dropping the oldest", async () => {
    const worker = startWorker((url) => ({ body: url }));
    for (let index = 0; index < 203; index += 1) await worker.get(`/assets/file-${index}.js`);
    const kept = worker.caches.urls("mc-assets");
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe("/assets/file-3.js");
  });
});
