import { describe, expect, it } from "vitest";
import { parseSelection } from "./compare-selection";

describe("parseSelection", () => {
  it("keeps up to three distinct positive ids", () => {
    expect(parseSelection("[4, 9, 4, 12, 30]")).toEqual([4, 9, 12]);
  });

  it("ignores anything that is not a list of ids", () => {
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection("{not json")).toEqual([]);
    expect(parseSelection('{"a":1}')).toEqual([]);
    expect(parseSelection('[-1, 0, 2.5, "7", 8]')).toEqual([8]);
  });
});
