import { describe, expect, it } from "vitest";
import { allNumbersFinite, apiAnswer } from "./response";

const translate = (key: string) => `t:${key}`;

describe("allNumbersFinite", () => {
  it("finds NaN and Infinity nested in arrays and objects", () => {
    expect(allNumbersFinite({ years: [{ a: 1 }, { a: 2 }] })).toBe(true);
    expect(allNumbersFinite({ years: [{ a: 1 }, { a: Number.NaN }] })).toBe(false);
    expect(allNumbersFinite({ roi: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe("apiAnswer", () => {
  it("translates issues into a 400", () => {
    expect(apiAnswer({ ok: false, issues: [{ field: "staff", message: "staff.max" }] }, translate)).toEqual({
      status: 400,
      body: { message: "t:calculator.invalidInput", issues: [{ field: "staff", message: "t:staff.max" }] },
    });
  });
  it("turns a non-finite result into a 400 instead of leaking NaN", () => {
    expect(apiAnswer({ ok: true, inputs: {}, assumptions: [], results: { roi: Number.NaN } }, translate).status).toBe(400);
  });
  it("answers 200 with inputs, assumptions and results", () => {
    const answer = apiAnswer({ ok: true, inputs: { staff: 1 }, assumptions: [], results: { total: 2 } }, translate);
    expect(answer).toEqual({ status: 200, body: { inputs: { staff: 1 }, assumptions: [], results: { total: 2 } } });
  });
});
