import { describe, expect, it } from "vitest";
import { fromJsonText, isExactlyJson, toJsonText } from "./json-text";

describe("json-text", () => {
  it("carries a value as one string and gives it back", () => {
    const value = { name: "productivity", run: { results: [1.5, 0, -2], currency: "EUR" }, monitors: "u2723qe\tDell 27\tU\nx\ty\t", entry: { status: "none" } };
    const text = toJsonText(value);
    expect(typeof text).toBe("string");
    expect(JSON.parse(text)).toStrictEqual(value);
    expect(fromJsonText(text)).toStrictEqual(value);
  });

  it("renders the server's own exactly-JSON value without parsing it, once; later reads parse the text", () => {
    const value = { a: [1, { b: "x" }], c: null };
    const text = toJsonText(value);
    expect(fromJsonText(text)).toBe(value);
    const again = fromJsonText(text);
    expect(again).not.toBe(value);
    expect(again).toStrictEqual(value);
  });

  it("parses the text of a value JSON would change, so that the server renders what the browser will", () => {
    const value = { a: 1, b: undefined, c: [2] };
    const read = fromJsonText(toJsonText(value));
    expect(read).not.toBe(value);
    expect(read).toStrictEqual({ a: 1, c: [2] });
    expect(fromJsonText(toJsonText({ n: Number.POSITIVE_INFINITY }))).toStrictEqual({ n: null });
  });

  it("tells exactly-JSON values from those JSON would change", () => {
    expect(isExactlyJson({ a: [1, "x", true, null, { b: 0.5 }] })).toBe(true);
    expect(isExactlyJson(Object.create(null))).toBe(true);
    for (const changed of [{ a: undefined }, [1, undefined], { n: Number.NaN }, { n: -Infinity }, { n: -0 }, { d: new Date(0) }, { f: () => 1 }, new Map(), { big: 1n }]) {
      expect(isExactlyJson(changed)).toBe(false);
    }
    // eslint-disable-next-line no-sparse-arrays
    expect(isExactlyJson([1, , 3])).toBe(false);
  });
});
