import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDeadline } from "./render-deadline.server";

describe("renderDeadline", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stops a render that is still going when the time is up", () => {
    const abort = vi.fn();
    renderDeadline(abort, 6000).watch(new PassThrough());
    vi.advanceTimersByTime(5999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("lets go of a render whose page was read to its end: no timer left, nothing aborted", async () => {
    const abort = vi.fn();
    const deadline = renderDeadline(abort, 6000);
    const page = new PassThrough();
    deadline.watch(page);
    deadline.allReady();
    page.resume();
    page.end("<html></html>");
    await vi.waitFor(() => expect(page.closed).toBe(true));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it("stops at once a render whose reader left before it was done", async () => {
    const abort = vi.fn();
    const page = new PassThrough();
    renderDeadline(abort, 6000).watch(page);
    page.destroy();
    await vi.waitFor(() => expect(abort).toHaveBeenCalledTimes(1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer when the shell failed and no stream comes", () => {
    const abort = vi.fn();
    renderDeadline(abort, 6000).cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });
});
