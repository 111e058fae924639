import { describe, expect, it } from "vitest";
import {
  addMonitor,
  canSelect,
  comparisonHash,
  comparisonString,
  parseComparisonHash,
  parseStoredSelection,
  removeMonitor,
  serialiseSelection,
  toggleMonitor,
  type SelectedMonitor,
} from "./selection";

const u2724de = { id: 1, model: "U2724DE" };
const p2425h = { id: 2, model: "P2425H" };
const e2425h = { id: 3, model: "E2425H" };
const s2725ds = { id: 4, model: "S2725DS" };
const three: SelectedMonitor[] = [u2724de, p2425h, e2425h];

describe("selection rules", () => {
  it("adds in order and ignores a repeat", () => {
    const one = addMonitor([], u2724de);
    const two = addMonitor(one, p2425h);
    expect(two).toEqual([u2724de, p2425h]);
    expect(addMonitor(two, { id: 1, model: "U2724DE" })).toBe(two);
  });

  it("refuses a fourth monitor and keeps the list as it was", () => {
    expect(addMonitor(three, s2725ds)).toBe(three);
    expect(canSelect(three, s2725ds.id)).toBe(false);
    // A monitor already in a full list can still be unticked.
    expect(canSelect(three, p2425h.id)).toBe(true);
  });

  it("removes by id and leaves an unknown id alone", () => {
    expect(removeMonitor(three, 2)).toEqual([u2724de, e2425h]);
    expect(removeMonitor(three, 99)).toBe(three);
  });

  it("toggles in and out, but never past three", () => {
    expect(toggleMonitor([u2724de], p2425h)).toEqual([u2724de, p2425h]);
    expect(toggleMonitor([u2724de, p2425h], u2724de)).toEqual([p2425h]);
    expect(toggleMonitor(three, s2725ds)).toBe(three);
    expect(toggleMonitor(three, e2425h)).toEqual([u2724de, p2425h]);
  });
});

describe("stored selection", () => {
  it("round-trips through its JSON form", () => {
    expect(parseStoredSelection(serialiseSelection(three))).toEqual(three);
  });

  it("keeps three distinct, well-formed entries and drops the rest", () => {
    const raw = JSON.stringify([u2724de, u2724de, { id: 0, model: "X1" }, { id: 5, model: "bad model" }, p2425h, e2425h, s2725ds]);
    expect(parseStoredSelection(raw)).toEqual(three);
  });

  it("reads anything that is not a list of entries as empty", () => {
    expect(parseStoredSelection(null)).toEqual([]);
    expect(parseStoredSelection("{not json")).toEqual([]);
    expect(parseStoredSelection('{"id":1,"model":"U2724DE"}')).toEqual([]);
    expect(parseStoredSelection("[4, 9]")).toEqual([]);
  });
});

describe("share link", () => {
  it("joins the models with hyphens", () => {
    expect(comparisonString(three)).toBe("U2724DE-P2425H-E2425H");
    expect(comparisonHash(three)).toBe("#U2724DE-P2425H-E2425H");
    expect(comparisonHash([])).toBe("");
  });

  it("reads back what it writes", () => {
    expect(parseComparisonHash(comparisonHash(three))).toEqual({ models: ["U2724DE", "P2425H", "E2425H"], ignored: [], leftOut: [] });
  });

  it("accepts the hash with or without # and percent-encoded", () => {
    expect(parseComparisonHash("U2724DE-P2425H").models).toEqual(["U2724DE", "P2425H"]);
    expect(parseComparisonHash("#U2724DE%2DP2425H").models).toEqual(["U2724DE", "P2425H"]);
  });

  it("keeps the first three distinct models and reports what it ignored", () => {
    expect(parseComparisonHash("#U2724DE-u2724de-P2425H-<b>-E2425H-S2725DS-")).toEqual({
      models: ["U2724DE", "P2425H", "E2425H"],
      ignored: ["<b>"],
      leftOut: ["S2725DS"],
    });
  });

  // Issue 11 #16: a fourth real model was reported as "not in the catalogue".
  it("tells models beyond three (left out) from pieces that are no model", () => {
    expect(parseComparisonHash("#U2724DE-P2425H-E2425H-S2725DS")).toEqual({
      models: ["U2724DE", "P2425H", "E2425H"],
      ignored: [],
      leftOut: ["S2725DS"],
    });
    expect(parseComparisonHash("#A1-B2-C3-D4-E5-d4").leftOut).toEqual(["D4", "E5"]);
  });

  it("survives a malformed escape and an empty hash", () => {
    expect(parseComparisonHash("#%E0%A4%A")).toEqual({ models: [], ignored: ["%E0%A4%A"], leftOut: [] });
    expect(parseComparisonHash("#%")).toEqual({ models: [], ignored: ["%"], leftOut: [] });
    expect(parseComparisonHash("#U2724DE-%")).toEqual({ models: ["U2724DE"], ignored: ["%"], leftOut: [] });
    expect(parseComparisonHash("#")).toEqual({ models: [], ignored: [], leftOut: [] });
    expect(parseComparisonHash("")).toEqual({ models: [], ignored: [], leftOut: [] });
  });
});
