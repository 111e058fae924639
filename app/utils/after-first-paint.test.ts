import { describe, expect, it } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

/** A window whose frames and timers run only when the test says so. */
function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const view = {
    document: { visibilityState } as Document,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  } as unknown as Pick<Window, "requestAnimationFrame" | "setTimeout" | "document">;
  return { view, frames, timers };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe("afterFirstPaint", () => {
  it("waits for a frame and then a task, not for the frame alone", async () => {
    const { view, frames, timers } = fakeWindow("visible");
    const promise = afterFirstPaint(view);
    expect(await settled(promise)).toBe(false);
    frames.shift()!();
    expect(await settled(promise)).toBe(false);
    const task = timers.find((timer) => timer.ms === 0)!;
    task.run();
    expect(await settled(promise)).toBe(true);
  });

  it("gives up waiting after the fallback when no frame comes", async () => {
    const { view, timers } = fakeWindow("visible");
    const promise = afterFirstPaint(view, 250);
    const fallback = timers.find((timer) => timer.ms === 250)!;
    expect(await settled(promise)).toBe(false);
    fallback.run();
    expect(await settled(promise)).toBe(true);
  });

  it("does not wait in a hidden tab, which draws no frames", async () => {
    const { view, frames, timers } = fakeWindow("hidden");
    expect(await settled(afterFirstPaint(view))).toBe(true);
    expect(frames).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });
});
