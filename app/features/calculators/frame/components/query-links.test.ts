import { describe, expect, it } from "vitest";
import { fieldElementId, queryWithout, queryWithoutOverrides, shownValues, withQuery } from "./query-links";

describe("query links", () => {
  const query = "staff=100&a.wageGrowth=0.05&country=DE&a.hoursPerYear=2000";

  it("drops named parameters and keeps the rest in order", () => {
    expect(queryWithout(query, ["a.wageGrowth"])).toBe("staff=100&country=DE&a.hoursPerYear=2000");
    expect(queryWithoutOverrides(query)).toBe("staff=100&country=DE");
    expect(queryWithoutOverrides("a.x=1")).toBe("");
  });

  it("keeps encoded values encoded", () => {
    expect(queryWithout("monitor=u2724de&note=a%26b+c&a.x=1", ["a.x"])).toBe("monitor=u2724de&note=a%26b+c");
  });

  it("adds no dangling question mark", () => {
    expect(withQuery("/en-us/productivity", "")).toBe("/en-us/productivity");
    expect(withQuery("/en-us/productivity", "staff=1")).toBe("/en-us/productivity?staff=1");
  });

  it("makes ids without dots", () => {
    expect(fieldElementId("a.wageGrowth")).toBe("field-a-wageGrowth");
    expect(fieldElementId("staff")).toBe("field-staff");
  });

  it("shows the address's values over the canonical query's, and no overrides", () => {
    expect(shownValues({ staff: "5" }, "staff=100&country=US&a.x=1")).toEqual({ staff: "5", country: "US" });
  });
});
