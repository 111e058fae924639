import { describe, expect, it } from "vitest";
import { apiPreflight, isUnknownLanguage, methodNotAllowed, ownValue, parseDecimal, repeatedNames, reversedPairs } from "./input-rules";

describe("parseDecimal", () => {
  it.each([
    ["1", 1],
    ["-2.5", -2.5],
    ["+.5", 0.5],
    ["10.", 10],
    ["007", 7],
    ["0x1", undefined],
    ["0b1", undefined],
    ["0o7", undefined],
    ["1e3", undefined],
    ["1E-3", undefined],
    ["Infinity", undefined],
    ["NaN", undefined],
    ["", undefined],
    [" 1", undefined],
    ["1 ", undefined],
    ["1 0", undefined],
    ["1_000", undefined],
    ["\u00a01", undefined],
    ["１", undefined],
    ["9".repeat(400), undefined],
  ])("%j → %s", (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe("repeatedNames", () => {
  it.each([
    ["a=1&b=2", [], []],
    ["a=1&a=2", [], ["a"]],
    ["a=1&a=", [], ["a"]],
    ["rooms=x&rooms=y&a=1", ["rooms"], []],
    ["b=1&a=1&b=2&a=2&a=3", [], ["b", "a"]],
    ["a.x=1&a.x=2", [], ["a.x"]],
  ])("%s (lists %j) → %j", (query, lists, expected) => {
    expect(repeatedNames(new URLSearchParams(query), lists)).toEqual(expected);
  });
});

describe("ownValue", () => {
  const record: Record<string, number> = { small: 1 };
  it.each([
    ["small", 1],
    ["constructor", undefined],
    ["toString", undefined],
    ["valueOf", undefined],
    ["__proto__", undefined],
    ["hasOwnProperty", undefined],
  ])("%s → %s", (key, expected) => {
    expect(ownValue(record, key)).toBe(expected);
  });
});

describe("reversedPairs", () => {
  const pair = { min: "lo", max: "hi" };
  it.each([
    [{ lo: 1, hi: 2 }, []],
    [{ lo: 2, hi: 2 }, []],
    [{ lo: 3, hi: 2 }, [pair]],
    [{ lo: 3 }, []],
  ])("%j → %j", (values, expected) => {
    expect(reversedPairs(values, [pair])).toEqual(expected);
  });
});

describe("methods and languages", () => {
  it("405 names the methods and says why in JSON", async () => {
    const response = methodNotAllowed("GET only");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ message: "GET only", issues: [] });
  });

  it.each([
    ["OPTIONS", "en-us", 204],
    ["OPTIONS", "xx-yy", 204],
    ["GET", "xx-yy", 404],
    ["GET", undefined, 404],
    ["GET", "en-us", undefined],
    ["HEAD", "zh-cn", undefined],
    // null: an address without a language segment (the spec's `/api/regions`) has none to judge.
    ["GET", null, undefined],
    ["OPTIONS", null, 204],
  ])("%s under %s → %s", (method, language, status) => {
    expect(apiPreflight(new Request("http://localhost/", { method }), language, "none")?.status).toBe(status);
  });

  it.each([
    ["en-us", false],
    ["ZH-CN", false],
    ["xx-yy", true],
    ["en", true],
  ])("%s unknown: %s", (segment, expected) => {
    expect(isUnknownLanguage(segment)).toBe(expected);
  });
});
