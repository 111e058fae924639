import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { withMatchedRoutes } from "./matched-routes.server";

const route = (id: string, parentId?: string) => ({ id, parentId, path: id, module: `/assets/${id}.js`, hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false });

function context(matched: string[], mode: "initial" | "lazy" = "initial"): EntryContext {
  const routes = { root: route("root"), "work/language": route("work/language", "root"), "work/home": route("work/home", "work/language"), "home/home": route("home/home", "root") };
  return {
    manifest: { entry: { imports: [], module: "/assets/entry.js" }, routes, url: "/assets/manifest.js", version: "1" },
    routeDiscovery: mode === "initial" ? { mode } : { mode, manifestPath: "/__manifest" },
    staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
  } as unknown as EntryContext;
}

describe("the router context a page renders with", () => {
  it("holds only the matched routes, the rest of the manifest as it was", () => {
    const original = context(["root", "work/language", "work/home"]);
    const rendered = withMatchedRoutes(original);
    expect(Object.keys(rendered.manifest.routes)).toEqual(["root", "work/language", "work/home"]);
    expect(rendered.manifest.routes["work/home"]).toBe(original.manifest.routes["work/home"]);
    expect(rendered.manifest.url).toBe("/assets/manifest.js");
    expect(rendered.staticHandlerContext).toBe(original.staticHandlerContext);
    // The original is untouched: the server's other uses of it still see every route.
    expect(Object.keys(original.manifest.routes)).toHaveLength(4);
  });

  it("makes each branch's manifest once per build", () => {
    const first = context(["root", "work/language", "work/home"]);
    const again = { ...context(["root", "work/language", "work/home"]), manifest: first.manifest };
    expect(withMatchedRoutes(again).manifest).toBe(withMatchedRoutes(first).manifest);
    expect(withMatchedRoutes({ ...again, staticHandlerContext: context(["root", "home/home"]).staticHandlerContext }).manifest.routes).toEqual({ root: first.manifest.routes.root, "home/home": first.manifest.routes["home/home"] });
  });

  it("keeps everything when a route is unknown, nothing matched, or routes are discovered lazily", () => {
    for (const original of [context(["root", "gone"]), context([]), context(["root", "work/language"], "lazy")]) {
      expect(withMatchedRoutes(original)).toBe(original);
    }
  });
});
