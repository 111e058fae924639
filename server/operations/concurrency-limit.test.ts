import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { createConcurrencyLimiter, limitConcurrency } from "./concurrency-limit";
import { overdueKey } from "../arrival-order.js";

describe("concurrency limiter", () => {
  it("runs up to the limit at once, queues the next, and refuses beyond the queue at once", async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 2, queue: 1, maxWaitMs: 10_000 });
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    const third = limiter.acquire(); // queued
    expect(await limiter.acquire()).toBeNull(); // queue full: refused without waiting
    expect([limiter.running, limiter.waiting]).toEqual([2, 1]);

    first!();
    const thirdRelease = await third; // the freed slot went to the queued request
    expect(thirdRelease).toBeTypeOf("function");
    expect([limiter.running, limiter.waiting]).toEqual([2, 0]);

    second!();
    thirdRelease!();
    expect(limiter.running).toBe(0);
  });

  it("refuses a queued request that waited longer than the most it may", async () => {
    vi.useFakeTimers();
    try {
      const limiter = createConcurrencyLimiter({ concurrency: 1, queue: 5, maxWaitMs: 3000 });
      const holder = await limiter.acquire();
      const queued = limiter.acquire();
      vi.advanceTimersByTime(2999);
      expect(limiter.waiting).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await queued).toBeNull();
      expect(limiter.waiting).toBe(0);
      // The slot still belongs to the holder, and freeing it leaves the limiter empty.
      holder!();
      expect(limiter.running).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts a release called twice once", async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 1, queue: 0, maxWaitMs: 100 });
    const release = await limiter.acquire();
    release!();
    release!();
    expect(limiter.running).toBe(0);
    const again = await limiter.acquire();
    expect(again).toBeTypeOf("function");
    expect(await limiter.acquire()).toBeNull();
  });

  it("refuses a request the arrival queue marked overdue without taking a slot, and lets the others on", async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 1, queue: 0, maxWaitMs: 100 });
    const seen: string[] = [];
    const step = limitConcurrency(limiter, () => seen.push("refused"));
    const response = { destroyed: false, once: () => response } as unknown as Response;
    step({ [overdueKey]: true } as unknown as Request, response, () => seen.push("next"));
    expect(seen).toEqual(["refused"]);
    expect(limiter.running).toBe(0);
    step({} as Request, response, () => seen.push("next"));
    await vi.waitFor(() => expect(seen).toEqual(["refused", "next"]));
    expect(limiter.running).toBe(1);
  });
});
