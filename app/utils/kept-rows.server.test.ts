import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#db/connect";
import { KEEP_ROWS_MS, keptRows } from "./kept-rows.server";

const database = () => ({}) as Database;

afterEach(() => {
  vi.useRealTimers();
});

describe("keptRows", () => {
  it("reads a key once while it is kept, again after a minute, and per database", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000);
    const db = database();
    let reads = 0;
    const load = async () => ++reads;
    expect(await keptRows(db, "a", load)).toBe(1);
    vi.setSystemTime(1_000 + KEEP_ROWS_MS - 1);
    expect(await keptRows(db, "a", load)).toBe(1);
    vi.setSystemTime(1_000 + KEEP_ROWS_MS);
    expect(await keptRows(db, "a", load)).toBe(2);
    expect(await keptRows(database(), "a", load)).toBe(3);
  });

  it("does not keep a failed read", async () => {
    const db = database();
    await expect(keptRows(db, "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await keptRows(db, "a", async () => "read again")).toBe("read again");
  });

  it("keeps at most 2,000 lookups: the least recently used goes first", async () => {
    const db = database();
    for (let index = 0; index < 2000; index++) await keptRows(db, `slug-${index}`, async () => index);
    await keptRows(db, "one more", async () => -1);
    expect(await keptRows(db, "slug-0", async () => "read again")).toBe("read again");
    expect(await keptRows(db, "slug-2", async () => "read again")).toBe(2);
  });
});
