/**
 * A calculator's fields travel as JSON (the API's answers, saved entries). What a calculator
 * declares must survive that unchanged: a field's bound of Infinity would come back as
 * null, a Date as a string. Results and assumptions are the JSON APIs' own answers (checked
 * finite before either answers).
 */
import { describe, expect, it } from "vitest";
import { servedCalculator, servedNames } from "~/features/calculators/served.server";

describe("calculator fields as JSON", () => {
  it.each(servedNames)("%s declares fields that JSON carries unchanged", (name) => {
    const fields = servedCalculator(name)!.definition.fields;
    expect(fields.length).toBeGreaterThan(0);
    // toEqual: a property that is undefined and one left out read the same to the form.
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
  });
});
