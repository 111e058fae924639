import { describe, expect, it } from "vitest";
import { readConverterAmount } from "./converter-amount";

describe("the converter's amount", () => {
  it("takes decimals and a number in exponent form as the field gives them", () => {
    expect(readConverterAmount("100")).toEqual({ ok: true, value: 100 });
    expect(readConverterAmount(" 12.5 ")).toEqual({ ok: true, value: 12.5 });
    expect(readConverterAmount(".5")).toEqual({ ok: true, value: 0.5 });
    // 1e3 = 1 × 10³ = 1000
    expect(readConverterAmount("1e3")).toEqual({ ok: true, value: 1000 });
    expect(readConverterAmount("-0")).toEqual({ ok: true, value: 0 });
    expect(readConverterAmount("1000000000000")).toEqual({ ok: true, value: 1e12 });
  });

  it("says why it cannot convert", () => {
    expect(readConverterAmount("")).toEqual({ ok: false, reason: "empty" });
    expect(readConverterAmount("-5")).toEqual({ ok: false, reason: "negative" });
    expect(readConverterAmount("1e13")).toEqual({ ok: false, reason: "too-large" });
    expect(readConverterAmount("1e400")).toEqual({ ok: false, reason: "too-large" });
    expect(readConverterAmount("12abc")).toEqual({ ok: false, reason: "not-a-number" });
    expect(readConverterAmount("0x10")).toEqual({ ok: false, reason: "not-a-number" });
    expect(readConverterAmount("Infinity")).toEqual({ ok: false, reason: "not-a-number" });
  });
});
