import { describe, expect, it } from "vitest";
import { loadedAddresses, routeFiles } from "./use-service-worker";

describe("loadedAddresses", () => {
  it("names the page first, then each same-origin file once, and leaves other origins out", () => {
    const resources = [
      { name: "https://site.test/assets/root-abc.js" },
      { name: "https://site.test/en-us/api/phrases" },
      { name: "https://fonts.elsewhere.test/font.woff2" },
      // Another origin that starts like this one.
      { name: "https://site.test.evil.test/assets/x.js" },
      { name: "https://site.test/assets/root-abc.js" },
    ];
    expect(loadedAddresses("https://site.test/en-us/productivity?staff=20", resources, "https://site.test")).toEqual([
      "https://site.test/en-us/productivity?staff=20",
      "https://site.test/assets/root-abc.js",
      "https://site.test/en-us/api/phrases",
    ]);
  });
});

describe("routeFiles", () => {
  it("gives each route with a path its module, the modules it imports and its styles", () => {
    const routes = {
      root: { module: "/assets/root.js", imports: ["/assets/chunk.js"] },
      "work/energy-results": { path: "energy-calculator/results", module: "/assets/results.js", imports: ["/assets/chunk.js"], css: ["/assets/results.css"] },
      "work/productivity": { path: "productivity", module: "/assets/productivity.js" },
      missing: undefined,
    };
    expect(routeFiles(routes)).toEqual([
      { path: "energy-calculator/results", files: ["/assets/results.js", "/assets/chunk.js", "/assets/results.css"] },
      { path: "productivity", files: ["/assets/productivity.js"] },
    ]);
  });
});
