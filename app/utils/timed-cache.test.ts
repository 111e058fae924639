import { describe, expect, it } from "vitest";
import { timedCache } from "./timed-cache";

describe("timedCache", () => {
  it("reads once per key until the time is up, shares a read in flight, and does not keep a failure", async () => {
    let now = 0;
    let reads = 0;
    const cached = timedCache<string, number>(1000, () => now);
    const read = (value: number) => async () => {
      reads++;
      return value;
    };
    // Two requests together: one read, the same answer.
    const [first, second] = await Promise.all([cached("en", read(1)), cached("en", read(2))]);
    expect([first, second, reads]).toEqual([1, 1, 1]);
    expect(await cached("zh", read(3))).toBe(3);
    expect(reads).toBe(2);
    now = 999;
    expect(await cached("en", read(4))).toBe(1);
    now = 1000;
    expect(await cached("en", read(5))).toBe(5);
    expect(reads).toBe(3);

    const failing = () => Promise.reject(new Error("database down"));
    await expect(cached("fr", failing)).rejects.toThrow("database down");
    expect(await cached("fr", read(6))).toBe(6);
  });
});
