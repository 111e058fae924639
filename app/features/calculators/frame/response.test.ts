import { describe, expect, it } from "vitest";
import { createTranslator } from "~/i18n/translate";
import { enUs } from "~/i18n/phrases/en-us";
import { allNumbersFinite, apiAnswer, sayAll } from "./response";

const t = createTranslator(enUs);

describe("the API answer", () => {
  it("finds NaN and Infinity anywhere, and lets an absent property pass (JSON leaves it out)", () => {
    expect(allNumbersFinite({ a: [1, { b: 2 }], c: null, d: undefined })).toBe(true);
    expect(allNumbersFinite({ a: [1, { b: Number.NaN }] })).toBe(false);
    expect(allNumbersFinite([1, Number.POSITIVE_INFINITY])).toBe(false);
    expect(allNumbersFinite([1, undefined])).toBe(false);
  });

  it("says every text of a result in the visitor's language", () => {
    expect(sayAll({ label: { key: "productivity.payback.months", values: { months: 14 } }, n: 3, list: [{ key: "calculator.error.number" }] }, t)).toEqual({
      label: "14 months",
      n: 3,
      list: ["Enter a number."],
    });
  });

  it("leaves the result as it was, sharing the parts that hold no text", () => {
    const years = [{ year: 1, net: 10 }];
    const result = { years, payback: { key: "productivity.payback.months", values: { months: 14 } }, notes: [{ key: "calculator.error.number" }, 2] };
    const said = sayAll(result, t) as typeof result;
    expect(said).toEqual({ years: [{ year: 1, net: 10 }], payback: "14 months", notes: ["Enter a number.", 2] });
    expect(said.years).toBe(years);
    expect(result.payback).toEqual({ key: "productivity.payback.months", values: { months: 14 } });
    expect(result.notes[0]).toEqual({ key: "calculator.error.number" });
    const plain = { a: [1, { b: 2 }] };
    expect(sayAll(plain, t)).toBe(plain);
  });

  it("answers a run with a non-finite result with 400, never with the number", () => {
    const run = { ok: true as const, inputs: {}, context: {}, assumptions: [], results: { roi: Number.POSITIVE_INFINITY } };
    expect(apiAnswer(run, t)).toEqual({ status: 400, body: { message: "These inputs drive the calculation out of range. Try smaller figures.", issues: [] } });
  });

  it("answers issues with 400 and a translated message per field, with the field's bounds", () => {
    expect(apiAnswer({ ok: false, issues: [{ field: "staff", message: "calculator.error.range", values: { min: 1, max: 1_000_000 } }] }, t)).toEqual({
      status: 400,
      body: { message: "Some inputs need attention. Nothing was calculated.", issues: [{ field: "staff", message: "Enter a number from 1 to 1,000,000." }] },
    });
  });
});
