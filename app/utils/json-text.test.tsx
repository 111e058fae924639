import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { fromJsonText, isExactlyJson, JsonValuesContext, toJsonText, useJsonText, type JsonValues } from "./json-text";

describe("json-text", () => {
  it("carries a value as one string and gives it back", () => {
    const value = { name: "productivity", run: { results: [1.5, 0, -2], currency: "EUR" }, monitors: "u2723qe\tDell 27\tU\nx\ty\t", entry: { status: "none" } };
    const text = toJsonText(value);
    expect(typeof text).toBe("string");
    expect(JSON.parse(text)).toStrictEqual(value);
    expect(fromJsonText(text)).toStrictEqual(value);
  });

  it("gives the server's render the loader's own exactly-JSON value from the request's store, without parsing", () => {
    const value = { a: [1, { b: "x" }], c: null };
    const values: JsonValues = new Map();
    const text = toJsonText(value, values);
    expect(fromJsonText(text, values)).toBe(value);
    expect(fromJsonText(text, values)).toBe(value);
    // Another request's store, or none (the browser), parses the text.
    const parsed = fromJsonText(text, new Map());
    expect(parsed).not.toBe(value);
    expect(parsed).toStrictEqual(value);
    expect(fromJsonText(text)).toStrictEqual(value);
  });

  it("keeps nothing without a request's store: a data request's values go with the request", () => {
    const value = { page: "productivity" };
    const text = toJsonText(value);
    expect(fromJsonText(text)).not.toBe(value);
    expect(fromJsonText(text)).toStrictEqual(value);
  });

  it("reads a component's value through the render's store (useJsonText)", () => {
    const value = { rows: [1, 2, 3] };
    const values: JsonValues = new Map();
    const text = toJsonText(value, values);
    const seen: unknown[] = [];
    function Reader() {
      seen.push(useJsonText(text));
      return null;
    }
    renderToString(<JsonValuesContext.Provider value={values}><Reader /></JsonValuesContext.Provider>);
    renderToString(<Reader />);
    expect(seen[0]).toBe(value);
    expect(seen[1]).not.toBe(value);
    expect(seen[1]).toStrictEqual(value);
  });

  it("parses the text of a value JSON would change, so that the server renders what the browser will", () => {
    const value = { a: 1, b: undefined, c: [2] };
    const values: JsonValues = new Map();
    const read = fromJsonText(toJsonText(value, values), values);
    expect(read).not.toBe(value);
    expect(read).toStrictEqual({ a: 1, c: [2] });
    expect(fromJsonText(toJsonText({ n: Number.POSITIVE_INFINITY }, values), values)).toStrictEqual({ n: null });
    expect(values.size).toBe(0);
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
