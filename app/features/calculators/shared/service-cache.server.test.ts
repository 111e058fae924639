import { describe, expect, it } from "vitest";
import { createServiceCache } from "./service-cache.server";

describe("createServiceCache", () => {
  it("keeps an answer for its lifetime, then asks again", async () => {
    let now = 0;
    let calls = 0;
    const cache = createServiceCache<string>({ lifetimeMs: (value) => (value === "good" ? 1000 : 10), now: () => now });
    const load = async () => {
      calls += 1;
      return "good";
    };
    expect(await cache.get("DE", load)).toBe("good");
    now = 999;
    expect(await cache.get("DE", load)).toBe("good");
    expect(calls).toBe(1);
    now = 1000;
    await cache.get("DE", load);
    expect(calls).toBe(2);
  });

  it("shares one request in flight per key", async () => {
    let calls = 0;
    const cache = createServiceCache<number>({ lifetimeMs: () => 1000 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([cache.get("x", load), cache.get("x", load)])).toEqual([1, 1]);
  });
});
