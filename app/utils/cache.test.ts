import { describe, expect, it } from "vitest";
import { createCache } from "./cache";

const counting = () => {
  let reads = 0;
  return {
    read: (value: number) => async () => {
      reads++;
      return value;
    },
    reads: () => reads,
  };
};

describe("createCache", () => {
  it("reads once per key until the time is up, shares a read in flight, and does not keep a failure", async () => {
    let now = 0;
    const { read, reads } = counting();
    const cache = createCache<string, number>({ lifetimeMs: 1000, now: () => now });
    // Two requests together: one read, the same answer.
    expect(await Promise.all([cache.get("en", read(1)), cache.get("en", read(2))])).toEqual([1, 1]);
    expect(reads()).toBe(1);
    expect(await cache.get("zh", read(3))).toBe(3);
    expect(reads()).toBe(2);
    // Kept from 0 for 1000 ms: still there at 999, gone at 1000.
    now = 999;
    expect(await cache.get("en", read(4))).toBe(1);
    now = 1000;
    expect(await cache.get("en", read(5))).toBe(5);
    expect(reads()).toBe(3);

    await expect(cache.get("fr", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    await expect(cache.get("fr", () => {
      throw new Error("thrown before any promise");
    })).rejects.toThrow("thrown before any promise");
    expect(await cache.get("fr", read(6))).toBe(6);
  });

  it("keeps each value for the lifetime it asks for, counted from its arrival", async () => {
    let now = 0;
    const cache = createCache<string, string>({ lifetimeMs: (value) => (value === "good" ? 1000 : 10), now: () => now });
    let answer = "down";
    const load = async () => {
      now += 5; // the service takes 5 ms to answer
      return answer;
    };
    expect(await cache.get("DE", load)).toBe("down"); // arrives at 5, kept until 15
    now = 14;
    answer = "good";
    expect(await cache.get("DE", load)).toBe("down");
    now = 15;
    expect(await cache.get("DE", load)).toBe("good"); // asked at 15, arrives at 20, kept until 1020
    now = 1019;
    answer = "later";
    expect(await cache.get("DE", load)).toBe("good");
    now = 1020;
    expect(await cache.get("DE", load)).toBe("later");
  });

  it("holds at most maxEntries, pushing out the least recently used", async () => {
    const { read, reads } = counting();
    const cache = createCache<string, number>({ maxEntries: 2 });
    await cache.get("a", read(1));
    await cache.get("b", read(2));
    await cache.get("a", read(0)); // a is now the most recently used
    await cache.get("c", read(3)); // pushes out b
    expect(reads()).toBe(3);
    expect(await cache.get("a", read(0))).toBe(1);
    expect(await cache.get("b", read(4))).toBe(4);
    expect(reads()).toBe(4);
  });

  it("forgets everything on clear", async () => {
    const { read, reads } = counting();
    const cache = createCache<string, number>();
    await cache.get("a", read(1));
    cache.clear();
    expect(await cache.get("a", read(2))).toBe(2);
    expect(reads()).toBe(2);
  });
});
