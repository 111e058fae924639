import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./definition";
import { layoutField, optionsField } from "./options.fixture";
import { parseCalculatorQuery } from "./parsed-query";

const rooms: FieldSpec = {
  name: "rooms",
  kind: "rows",
  label: "meetingRoi.input.rooms",
  maxRows: 5,
  addLabel: "meetingRoi.input.addRoom",
  removeLabel: "meetingRoi.input.removeRoom",
  columns: [{ key: "display", kind: "monitor", label: "meetingRoi.input.display" }],
};
const layout = layoutField;
const options: FieldSpec = optionsField(2, "1");
const plain = { fields: [{ name: "monitors", kind: "number", label: "calculator.input.salary", min: 1, max: 10 }] satisfies FieldSpec[] };
const parse = (query: string, definition: Parameters<typeof parseCalculatorQuery>[1] = plain) => parseCalculatorQuery(new URLSearchParams(query), definition);

describe("parseCalculatorQuery", () => {
  it("splits inputs from a.<key> overrides, trimmed, an empty value counting as absent", () => {
    expect(parse("monitors=+5+&a.gain=0.2&salary=&a.days=")).toEqual({ inputs: { monitors: "5" }, overrides: { gain: "0.2" }, canonical: "monitors=5&a.gain=0.2", issues: [] });
  });

  it("keeps neither the saved-entry name, the API's site nor the converter's figures as inputs or in the share query", () => {
    const parsed = parse("entry=quality-abc&monitors=5&site=home&price=400&cvAmount=5&cvFrom=USD&cvTo=GBP");
    expect(parsed.inputs).toEqual({ monitors: "5", price: "400" });
    expect(parsed.canonical).toBe("monitors=5&price=400");
  });

  it("refuses a scalar given twice by name, the request's own names included, and lets a rows field repeat", () => {
    const parsed = parse("rooms=a&monitors=1&rooms=b&monitors=2&site=work&site=home", { fields: [rooms, ...plain.fields] });
    expect(parsed.issues).toEqual([
      { field: "monitors", message: "api.error.repeated" },
      { field: "site", message: "api.error.repeated" },
    ]);
    expect(parsed.inputs.rooms).toEqual(["a", "b"]);
  });

  it("keeps a paired list's empty values, so positions still pair up, in the share query too", () => {
    const parsed = parse("c1m=a&c1q=&c1m=b&c1q=2", { fields: [], pairedLists: ["c1m", "c1q"] });
    expect(parsed.inputs).toEqual({ c1m: ["a", "b"], c1q: ["", "2"] });
    // Without the empty c1q the share link would pair a with 2.
    expect(parsed.canonical).toBe("c1m=a&c1q=&c1m=b&c1q=2");
  });

  it("reads an options field's cells as paired lists, and refuses more rows than it takes (issue 50)", () => {
    const parsed = parse("layout=single&c1m=&c1q=3&c1m=b&c1q=2", { fields: [layout, options] });
    expect(parsed.inputs).toEqual({ layout: "single", c1m: ["", "b"], c1q: ["3", "2"] });
    expect(parsed.issues).toEqual([]);
    const three = Array.from({ length: 3 }, () => "c2m=a&c2q=1").join("&");
    expect(parse(`layout=double&${three}`, { fields: [layout, options] }).issues).toEqual([{ field: "c2", message: "calculator.error.tooManyOptionRows", values: { max: 2, option: 2 } }]);
    expect(parse(`layout=double&${three.replace(/&c2m=a&c2q=1$/, "")}`, { fields: [layout, options] }).issues).toEqual([]);
  });

  it("reads a name such as __proto__ as a plain key", () => {
    const parsed = parse("__proto__=1&a.__proto__=2");
    expect(Object.hasOwn(parsed.inputs, "__proto__")).toBe(true);
    expect(Object.hasOwn(parsed.overrides, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(parsed.inputs)).toBe(Object.prototype);
  });
});
