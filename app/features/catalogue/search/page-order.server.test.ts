import { describe, expect, it } from "vitest";
import { pagePositions } from "./page-order.server";

describe("pagePositions", () => {
  // Six rows; the sort order visits positions 4, 0, 5, 2, 1, 3; rows 0, 2, 3 and 4 pass.
  const order = Int32Array.from([4, 0, 5, 2, 1, 3]);
  const passing = Uint8Array.from([1, 0, 1, 1, 1, 0]);

  it("takes the passing rows in the sort order, a page at a time", () => {
    // Passing rows in order: 4, 0, 2, 3. Pages of two: [4, 0], [2, 3].
    expect(pagePositions(order, passing, 1, 2)).toEqual([4, 0]);
    expect(pagePositions(order, passing, 2, 2)).toEqual([2, 3]);
    // Pages of three: [4, 0, 2], then [3].
    expect(pagePositions(order, passing, 2, 3)).toEqual([3]);
  });

  it("answers an empty page past the end or when nothing passes", () => {
    expect(pagePositions(order, passing, 3, 2)).toEqual([]);
    expect(pagePositions(order, new Uint8Array(6), 1, 2)).toEqual([]);
  });
});
