import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reuseUnchangedRequests } from "./request-copies";

type Strip = (request: Request) => Request;

const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
const routerModules = readdirSync(dist)
  .filter((name) => /^chunk-.+\.mjs$/.test(name))
  .map((name) => readFileSync(path.join(dist, name), "utf8"));

/** The installed router's own two functions, patched, taken out of its module to be called here. */
function patchedFunctions(): { stripIndexParam: Strip; stripRoutesParam: Strip } {
  const code = routerModules.find((source) => reuseUnchangedRequests(source) !== null)!;
  const patched = reuseUnchangedRequests(code)!;
  const body = (name: string) => {
    const start = patched.indexOf(`function ${name}(request) {`);
    return patched.slice(start, patched.indexOf("\n}\n", start) + 2);
  };
  return new Function(`${body("stripIndexParam")}\n${body("stripRoutesParam")}\nreturn { stripIndexParam, stripRoutesParam };`)() as { stripIndexParam: Strip; stripRoutesParam: Strip };
}

describe("request-copies", () => {
  it("patches the one module of the installed React Router that defines both functions", () => {
    expect(routerModules.filter((source) => reuseUnchangedRequests(source) !== null)).toHaveLength(1);
  });

  it("leaves a module without them alone, and refuses a module with only one of them as expected", () => {
    expect(reuseUnchangedRequests("function other(request) { return request; }")).toBeNull();
    const code = routerModules.find((source) => reuseUnchangedRequests(source) !== null)!;
    const withoutRoutes = code.replace('url.searchParams.delete("_routes");', 'url.searchParams.delete("_route");');
    expect(() => reuseUnchangedRequests(withoutRoutes)).toThrow(/only some/);
  });

  it("hands over the request itself when the copy would carry the same address", () => {
    const { stripIndexParam, stripRoutesParam } = patchedFunctions();
    const request = new Request("https://example.test/en-us/productivity?monitor=u2723qe&staff=41");
    expect(stripRoutesParam(stripIndexParam(request))).toBe(request);
  });

  it("still copies a request whose address loses a parameter or is written another way", () => {
    const { stripIndexParam, stripRoutesParam } = patchedFunctions();
    const controller = new AbortController();
    const routes = new Request("https://example.test/en-us/productivity?staff=41&_routes=root", { signal: controller.signal, headers: { "x-test": "1" } });
    const withoutRoutes = stripRoutesParam(routes);
    expect(withoutRoutes).not.toBe(routes);
    expect(withoutRoutes.url).toBe("https://example.test/en-us/productivity?staff=41");
    expect(withoutRoutes.headers.get("x-test")).toBe("1");
    controller.abort();
    expect(withoutRoutes.signal.aborted).toBe(true);

    const emptyIndex = new Request("https://example.test/en-us/products?index&q=dell");
    expect(stripIndexParam(emptyIndex).url).toBe("https://example.test/en-us/products?q=dell");
    const kept = new Request("https://example.test/en-us/products?index=1");
    expect(stripIndexParam(kept).url).toBe("https://example.test/en-us/products?index=1");

    // URLSearchParams writes a space as "+": the copy's address is the router's, as before.
    const spaced = new Request("https://example.test/en-us/products?search=dell%20u27");
    const copy = stripIndexParam(spaced);
    expect(copy).not.toBe(spaced);
    expect(copy.url).toBe("https://example.test/en-us/products?search=dell+u27");
  });
});
