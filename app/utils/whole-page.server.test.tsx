import { Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWholePage } from "./whole-page.server";

function Later({ value }: { value: Promise<string> }) {
  return <b>{use(value)}</b>;
}

function Fails(): never {
  throw new Error("part failed");
}

const page = (body: React.ReactNode) => (
  <html lang="en">
    <body>{body}</body>
  </html>
);

describe("renderWholePage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the whole document's bytes once every Suspense boundary has finished, each in its place", async () => {
    let resolve!: (value: string) => void;
    const value = new Promise<string>((done) => (resolve = done));
    setTimeout(() => resolve("arrived"), 20);
    const onError = vi.fn();
    const bytes = await renderWholePage(
      page(
        <Suspense fallback={<i>waiting</i>}>
          <Later value={value} />
        </Suspense>,
      ),
      { timeoutMs: 5000, onError },
    );
    expect(Buffer.isBuffer(bytes)).toBe(true);
    const html = bytes.toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    // Each part in its place, not sent after the shell with React's script to move it there.
    expect(html).toContain("<body><!--$--><b>arrived</b><!--/$--></body>");
    expect(html).not.toContain("<script");
    expect(html).toMatch(/<\/body><\/html>$/);
    expect(onError).not.toHaveBeenCalled();
  });

  it("keeps every character whole wherever the text is cut to be encoded", async () => {
    // Long runs of ASCII with two- and three-byte characters between them: some land on the cuts.
    const text = Array.from({ length: 60 }, (_, index) => `${"x".repeat(500 + index)}简—é`).join("");
    const html = (await renderWholePage(page(<p>{text}</p>), { timeoutMs: 5000, onError: vi.fn() })).toString("utf8");
    expect(html).toContain(`<p>${text}</p>`);
  });

  it("renders the fallback of what is still pending at the deadline, and tells of it", async () => {
    const onError = vi.fn();
    const html = (
      await renderWholePage(
        page(
          <Suspense fallback={<i>waiting</i>}>
            <Later value={new Promise<string>(() => undefined)} />
          </Suspense>,
        ),
        { timeoutMs: 30, onError },
      )
    ).toString("utf8");
    expect(html).toContain("<i>waiting</i>");
    expect(html).not.toContain("<b>");
    // Written once all is settled: the stopped part is marked in place, with no script of React's.
    expect(html).not.toContain("<script");
    // The stopped part is told as a part's error: the browser renders it.
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("tells a part's error once the page is done, and still finishes the page", async () => {
    const onError = vi.fn();
    const html = (
      await renderWholePage(
        page(
          <Suspense fallback={<i>fallback</i>}>
            <Fails />
          </Suspense>,
        ),
        { timeoutMs: 5000, onError },
      )
    ).toString("utf8");
    expect(html).toContain("<i>fallback</i>");
    expect(html).not.toContain("<script");
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: "part failed" }));
  });

  it("rejects when the shell itself fails", async () => {
    const onError = vi.fn();
    await expect(renderWholePage(page(<Fails />), { timeoutMs: 5000, onError })).rejects.toThrow("part failed");
    // React Router gets the error from the rejection (it logs it and renders the error page).
    expect(onError).not.toHaveBeenCalled();
  });

  it("clears its deadline once the page is done: a finished render is not kept alive by a timer", async () => {
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    const clearTimer = vi.spyOn(globalThis, "clearTimeout");
    await renderWholePage(page(<p>done</p>), { timeoutMs: 4321, onError: vi.fn() });
    const deadline = setTimer.mock.results[setTimer.mock.calls.findIndex(([, ms]) => ms === 4321)]?.value;
    expect(deadline).toBeDefined();
    expect(clearTimer).toHaveBeenCalledWith(deadline);
  });
});
