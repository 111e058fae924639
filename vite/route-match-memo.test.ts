import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REMEMBERED_PATHS, rememberRouteMatches } from "./route-match-memo";

type Match = { params: Record<string, string>; pathname: string; pathnameBase: string; route: { id: string } };
type MatchFn = (routes: unknown, location: string | { pathname?: string }, basename: string | undefined, allowPartial: boolean, branches?: object) => Match[] | null;

/**
 * A stand-in for React Router's function with its exact signature line: it answers a match list
 * (sharing one params object, as the router's do) for paths under /en-us, null otherwise, and
 * counts its calls.
 */
function patchedStandIn() {
  const source = `function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  calls.push(typeof locationArg === "string" ? locationArg : locationArg.pathname);
  const pathname = typeof locationArg === "string" ? locationArg : locationArg.pathname;
  if (!pathname.startsWith("/en-us")) return null;
  const params = { lang: "en-us" };
  return [{ params, pathname: "/", pathnameBase: "/", route: { id: "root" } }, { params, pathname, pathnameBase: pathname, route: { id: allowPartial ? "partial" : "page" } }];
}`;
  const patched = rememberRouteMatches(source);
  if (patched === null) throw new Error("not patched");
  const calls: string[] = [];
  const match = new Function("calls", `${patched}\nreturn matchRoutesImpl;`)(calls) as MatchFn;
  return { match, calls };
}

describe("route-match-memo", () => {
  it("patches the one module of the installed React Router that defines matchRoutesImpl", () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
    const patched = readdirSync(dist)
      .filter((name) => /^chunk-.+\.mjs$/.test(name))
      .filter((name) => rememberRouteMatches(readFileSync(path.join(dist, name), "utf8")) !== null);
    expect(patched).toHaveLength(1);
  });

  it("leaves a module without the function alone", () => {
    expect(rememberRouteMatches("function matchRoutes(routes) { return null; }")).toBeNull();
  });

  it("answers a path again from memory, each caller with its own copy", () => {
    const { match, calls } = patchedStandIn();
    const branches = {};
    const first = match([], "/en-us/productivity", "/", false, branches)!;
    first[0]!.params.lang = "changed";
    first.push(first[0]!);
    const second = match([], { pathname: "/en-us/productivity" }, "/", false, branches)!;
    expect(calls).toEqual(["/en-us/productivity"]);
    expect(second).toHaveLength(2);
    expect(second.map((m) => m.route.id)).toEqual(["root", "page"]);
    expect(second[1]!.params).toEqual({ lang: "en-us" });
    // one params object per answer, as the router gives
    expect(second[0]!.params).toBe(second[1]!.params);
    expect(second[0]).not.toBe(first[0]);
    // an answer from memory is a copy too
    second[1]!.params.lang = "changed again";
    second.pop();
    const third = match([], "/en-us/productivity", "/", false, branches)!;
    expect(calls).toHaveLength(1);
    expect(third).toHaveLength(2);
    expect(third[1]!.params).toEqual({ lang: "en-us" });
  });

  it("keeps apart what the answer depends on: path, partial matching, basename and the branch list", () => {
    const { match, calls } = patchedStandIn();
    const branches = {};
    match([], "/en-us/a", "/", false, branches);
    match([], "/en-us/b", "/", false, branches);
    expect(match([], "/en-us/a", "/", true, branches)![1]!.route.id).toBe("partial");
    match([], "/en-us/a", "/base", false, branches);
    match([], "/en-us/a", "/", false, {});
    expect(calls).toHaveLength(5);
  });

  it("remembers a path that matches nothing", () => {
    const { match, calls } = patchedStandIn();
    const branches = {};
    expect(match([], "/xx", "/", false, branches)).toBeNull();
    expect(match([], "/xx", "/", false, branches)).toBeNull();
    expect(calls).toEqual(["/xx"]);
  });

  it("matches every time when the caller gives no ranked branches (nothing to key the memory on)", () => {
    const { match, calls } = patchedStandIn();
    match([], "/en-us/a", "/", false);
    match([], "/en-us/a", "/", false);
    expect(calls).toHaveLength(2);
  });

  it("starts again once it holds its limit of paths", () => {
    const { match, calls } = patchedStandIn();
    const branches = {};
    for (let index = 0; index < REMEMBERED_PATHS; index += 1) match([], `/en-us/p${index}`, "/", false, branches);
    match([], "/en-us/p0", "/", false, branches);
    expect(calls).toHaveLength(REMEMBERED_PATHS);
    match([], "/en-us/one-more", "/", false, branches);
    match([], "/en-us/p0", "/", false, branches);
    expect(calls).toHaveLength(REMEMBERED_PATHS + 2);
  });
});
