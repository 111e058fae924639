import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namedMatchCopies } from "./match-copies";

const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
const routerModules = readdirSync(dist)
  .filter((name) => /^chunk-.+\.mjs$/.test(name))
  .map((name) => readFileSync(path.join(dist, name), "utf8"));
const routerModule = routerModules.find((source) => namedMatchCopies(source) !== null)!;

/** A function's source taken out of a module (it ends at the first line that is just "}"). */
function functionSource(code: string, name: string): string {
  const start = code.indexOf(`function ${name}(`);
  return code.slice(start, code.indexOf("\n}\n", start) + 2);
}

/**
 * The router's two functions from `code`, with what they call stubbed: a script that returns
 * `{ strategyMatch(match), targetedMatches(matches, target) }`.
 */
function functionsScript(code: string): string {
  return `
    const getDataStrategyMatchLazyPromises = () => ({ middleware: undefined, route: undefined, handler: undefined });
    const getRoutePattern = () => "/";
    ${functionSource(code, "getDataStrategyMatch")}
    ${functionSource(code, "getTargetedDataStrategyMatches")}
    return {
      strategyMatch: (match) => getDataStrategyMatch(null, {}, null, "/", "/", match, [], {}, true),
      targetedMatches: (matches, target) => getTargetedDataStrategyMatches(null, {}, null, "/", matches, target, [], {}),
    };`;
}

type Match = { params: Record<string, string>; pathname: string; pathnameBase: string; route: { id: string } };
const match = (id: string, staff: string): Match => ({ params: { staff }, pathname: `/${id}`, pathnameBase: "/", route: { id } });

describe("match-copies", () => {
  it("patches the one module of the installed React Router that holds both copies", () => {
    expect(routerModules.filter((source) => namedMatchCopies(source) !== null)).toHaveLength(1);
  });

  it("leaves a module without them alone, and refuses one with only one of them as expected", () => {
    expect(namedMatchCopies("function other(match) { return { ...match }; }")).toBeNull();
    expect(() => namedMatchCopies(routerModule.replace("        shouldLoad: false,\n", "        shouldLoad: !1,\n"))).toThrow(/only some/);
  });

  it("makes the same copies as before: the same keys in the same order, the same values", () => {
    const before = new Function(functionsScript(routerModule))() as { strategyMatch(m: Match): object; targetedMatches(m: Match[], t: Match): object[] };
    const after = new Function(functionsScript(namedMatchCopies(routerModule)!))() as typeof before;
    const root = match("root", "1");
    const page = match("page", "2");
    const describeCopy = (copy: object) => Object.entries(copy).map(([key, value]) => [key, typeof value === "function" ? "function" : value]);
    expect(describeCopy(after.strategyMatch(page))).toEqual(describeCopy(before.strategyMatch(page)));
    expect(Object.keys(after.strategyMatch(page))).toEqual(["params", "pathname", "pathnameBase", "route", "_lazyPromises", "shouldLoad", "shouldRevalidateArgs", "shouldCallHandler", "resolve"]);
    expect(after.targetedMatches([root, page], page).map(describeCopy)).toEqual(before.targetedMatches([root, page], page).map(describeCopy));
  });

  it("gives every copy one hidden class once V8 has optimised the function", () => {
    // In a node of its own: V8's natives (%HaveSameMap) are off in the test runner.
    const script = `
      const { strategyMatch, targetedMatches } = (function () { ${functionsScript(namedMatchCopies(routerModule)!)} })();
      const match = (id, staff) => ({ params: { staff }, pathname: "/" + id, pathnameBase: "/", route: { id } });
      const copies = () => [strategyMatch(match("page", "1")), targetedMatches([match("root", "1"), match("page", "1")], match("page", "1"))[0]];
      for (let i = 0; i < 2000; i++) copies();
      const [a, b] = copies();
      const [c, d] = copies();
      console.log(JSON.stringify([%HaveSameMap(a, c), %HaveSameMap(b, d)]));`;
    const output = execFileSync(process.execPath, ["--allow-natives-syntax", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(output)).toEqual([true, true]);
  });
});
