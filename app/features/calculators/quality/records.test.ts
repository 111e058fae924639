import { describe, expect, it } from "vitest";
import { seriesKeys } from "~/features/catalogue/series";
import { failureRecords, recordFor, seriesRecords } from "./records";

describe("failure-rate records", () => {
  it("hold the specification's rates, and zeros for the collaboration series", () => {
    expect(failureRecords["137"]).toEqual({ makerAfr: 0.0016, otherAfr: 0.0036 });
    expect(failureRecords["44"]).toEqual({ makerAfr: 0.0015, otherAfr: 0.0052 });
    expect(failureRecords["89"]).toEqual({ makerAfr: 0.004, otherAfr: 0.015 });
    expect(failureRecords.collaboration).toEqual({ makerAfr: 0, otherAfr: 0 });
  });

  it("map every catalogue series to a record or to none", () => {
    expect(Object.keys(seriesRecords).sort()).toEqual([...seriesKeys].sort());
    expect(seriesRecords.c).toBe("collaboration");
  });

  it("let an explicit record override the series' record", () => {
    expect(recordFor({ series: "p", record: null })).toBe("44");
    expect(recordFor({ series: "p", record: "89" })).toBe("89");
    expect(recordFor({ series: "alienware", record: null })).toBeNull();
  });
});
