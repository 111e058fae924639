import { describe, expect, it } from "vitest";
import { prefetchOnIntentAllowed } from "./local-link";

describe("prefetchOnIntentAllowed", () => {
  it("prefetches when the browser gives no connection hints", () => {
    expect(prefetchOnIntentAllowed(undefined)).toBe(true);
    expect(prefetchOnIntentAllowed({})).toBe(true);
  });

  it("prefetches on fast connections", () => {
    expect(prefetchOnIntentAllowed({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(prefetchOnIntentAllowed({ effectiveType: "3g" })).toBe(true);
  });

  it("skips prefetch on 2g and slow-2g", () => {
    expect(prefetchOnIntentAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchOnIntentAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });

  it("skips prefetch when the browser asks to save data", () => {
    expect(prefetchOnIntentAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
