import { describe, expect, it } from "vitest";
import { isStorableText, parseRequestJson } from "./request-json";

describe("parseRequestJson", () => {
  it("parses JSON within the bounds", () => {
    expect(parseRequestJson('{"a":[1,{"b":"ok"}]}')).toEqual({ ok: true, value: { a: [1, { b: "ok" }] } });
    expect(parseRequestJson("[".repeat(32) + "]".repeat(32)).ok).toBe(true);
  });

  it("refuses nesting past 32 levels before parsing (5,000 arrays overflowed the stack, issue 50)", () => {
    expect(parseRequestJson("[".repeat(33) + "]".repeat(33))).toEqual({ ok: false, problem: "depth" });
    expect(parseRequestJson(`{"x":${"[".repeat(5_000)}${"]".repeat(5_000)}}`)).toEqual({ ok: false, problem: "depth" });
    // Brackets inside a string are text, not nesting.
    expect(parseRequestJson(JSON.stringify({ a: "[".repeat(100) })).ok).toBe(true);
  });

  it("refuses a text past the size limit and broken JSON", () => {
    expect(parseRequestJson(`"${"a".repeat(20)}"`, { maxLength: 10 })).toEqual({ ok: false, problem: "size" });
    expect(parseRequestJson("[{")).toEqual({ ok: false, problem: "syntax" });
  });

  it("refuses strings PostgreSQL cannot store, in values and in keys (issue 50)", () => {
    expect(parseRequestJson('{"a":"x\\u0000"}')).toEqual({ ok: false, problem: "character" });
    expect(parseRequestJson('{"a":["\\udc00"]}')).toEqual({ ok: false, problem: "character" });
    expect(parseRequestJson('{"\\ud800":1}')).toEqual({ ok: false, problem: "character" });
    // A pair is a character (U+1F600), not a broken one.
    expect(parseRequestJson('{"a":"\\ud83d\\ude00"}')).toEqual({ ok: true, value: { a: "😀" } });
  });
});

describe("isStorableText", () => {
  it("accepts paired surrogates and refuses NUL and lone halves", () => {
    expect(isStorableText("显示器 😀")).toBe(true);
    expect(isStorableText("a\u0000")).toBe(false);
    expect(isStorableText("\udc00a")).toBe(false);
    expect(isStorableText("a\ud800")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
  });
});
