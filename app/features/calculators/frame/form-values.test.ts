import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./definition";
import { formValues } from "./form-values";

const fields: FieldSpec[] = [
  { name: "count", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
  { name: "size", kind: "select", label: "calculator.input.country", options: [{ value: "22.0", label: { key: "calculator.input.country" } }] },
  { name: "support", kind: "yes-no", label: "calculator.input.country" },
  { name: "salary", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
];

describe("formValues", () => {
  it("fills the form with the inputs in use: typed numbers as typed, choices as their option", () => {
    expect(formValues(fields, { count: 1000, size: 22, support: true, salary: undefined }, { count: "1,000", size: "22" })).toEqual({ count: "1,000", size: "22.0", support: "yes" });
  });
});
