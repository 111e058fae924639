import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FieldSpec } from "./definition";
import { fieldDefaults } from "./field-defaults";
import { choice, numberInput, numberWithDefault, yesNo } from "./fields";

const fields: FieldSpec[] = [
  { name: "staff", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
  { name: "salary", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
  { name: "size", kind: "select", label: "calculator.input.country", options: [{ value: "22.0", label: { key: "calculator.input.country" } }] },
  { name: "series", kind: "select", label: "calculator.input.country", options: [{ value: "p", label: { key: "calculator.input.country" } }] },
  { name: "support", kind: "yes-no", label: "calculator.input.country" },
];

describe("fieldDefaults", () => {
  it("gives each empty field the value the schema falls back to, as the form writes it", () => {
    const schema = z.object({
      staff: numberWithDefault(1, 1000, 100),
      // No fallback of its own (the country's average decides): no default shown.
      salary: numberInput(1, 10).optional(),
      size: numberWithDefault(10, 50, 22),
      series: choice(["p", "u"], "p"),
      support: yesNo(false),
    });
    // 22 is the option "22.0"; false is "no".
    expect(fieldDefaults(fields, schema)).toEqual({ staff: "100", size: "22.0", series: "p", support: "no" });
  });
  it("has none for a schema that is not an object", () => {
    expect(fieldDefaults(fields, z.string())).toEqual({});
  });
});
