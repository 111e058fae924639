import { describe, expect, it } from "vitest";
import { seriesFactorOf } from "./series-factor";

describe("series factor of the retention benefit", () => {
  it("takes the specification's listed factors", () => {
    expect(seriesFactorOf("ultrasharp", true)).toEqual({ value: 1, basis: "listed" });
    expect(seriesFactorOf("premiercolor", true)).toEqual({ value: 1, basis: "listed" });
    expect(seriesFactorOf("p", true)).toEqual({ value: 0.75, basis: "listed" });
    expect(seriesFactorOf("e", true)).toEqual({ value: 0.5, basis: "listed" });
  });

  it("reads the interactive displays as the specification's Large Format", () => {
    expect(seriesFactorOf("interactive", true)).toEqual({ value: 1, basis: "largeFormat" });
  });

  it("gives unlisted series and no monitor the lowest listed factor", () => {
    for (const series of ["c", "s", "se", "g", "alienware", null]) expect(seriesFactorOf(series, true)).toEqual({ value: 0.5, basis: "other" });
    expect(seriesFactorOf(null, false)).toEqual({ value: 0.5, basis: "noMonitor" });
  });
});
