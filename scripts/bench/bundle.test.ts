import { describe, expect, it } from "vitest";
import { ownFiles, routeFiles, type RouterManifest } from "./bundle";

// A made-up build: home and a calculator under one layout, sharing the entry and one chunk.
const manifest: RouterManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/react.js", "/assets/ui.js"] },
    "work/language": { module: "/assets/layout.js", parentId: "root" },
    "work/home": { module: "/assets/home.js", imports: ["/assets/cards.js"], parentId: "work/language" },
    "work/productivity": { module: "/assets/productivity.js", imports: ["/assets/cards.js", "/assets/frame.js", "/assets/chart.js"], parentId: "work/language" },
  },
};

describe("the script accounting", () => {
  it("lists a page's first load: entry, manifest, and every route from the root down, each file once", () => {
    expect([...routeFiles(manifest, "/assets/manifest.js", "work/home")].sort()).toEqual(
      ["/assets/cards.js", "/assets/entry.js", "/assets/home.js", "/assets/layout.js", "/assets/manifest.js", "/assets/react.js", "/assets/root.js", "/assets/ui.js"].sort(),
    );
  });

  it("counts as a calculator's own only what home's first load has not fetched", () => {
    // cards.js, shared with home, is not the calculator's; its module, frame and chart are.
    expect(ownFiles(manifest, "/assets/manifest.js", "work/productivity", "work/home").sort()).toEqual(["/assets/chart.js", "/assets/frame.js", "/assets/productivity.js"]);
    expect(ownFiles(manifest, "/assets/manifest.js", "work/home", "work/home")).toEqual([]);
  });

  it("refuses a route the build does not have", () => {
    expect(() => routeFiles(manifest, "/assets/manifest.js", "work/nowhere")).toThrow("route work/nowhere is not in the build");
  });
});
