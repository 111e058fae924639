import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";

export type WholePageOptions = {
  /** For any inline script React writes itself (written once all is ready, a page has none). */
  nonce?: string;
  /** After this, what is still pending renders its fallback (the client renders it). */
  timeoutMs: number;
  /**
   * An error of a part of the page (its Suspense boundary shows the fallback, and the browser
   * renders it again), told once the page is done. An error of the shell itself rejects instead.
   */
  onError(error: unknown): void;
};

/**
 * The whole document's bytes, rendered to its end with React's Node renderer: every Suspense
 * boundary resolved (or, at the deadline, its fallback). Held whole because the server gives a
 * page an ETag and the page cache keeps it. Rejects when the shell fails (React Router renders its
 * error page then) or React gives up on the document.
 */
export function renderWholePage(tree: ReactNode, { nonce, timeoutMs, onError }: WholePageOptions): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Held until the page is done: an error React reports may turn out to be the shell's own.
    const partErrors: unknown[] = [];
    // Fires long after `abort` below is set (React starts in a microtask).
    const timer = setTimeout(() => abort(), timeoutMs);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        // A timer left running would keep the finished render alive until it fires.
        clearTimeout(timer);
        for (const error of partErrors) onError(error);
        resolve(Buffer.concat(chunks));
        done();
      },
      destroy(error, done) {
        clearTimeout(timer);
        if (error) reject(error);
        done(error);
      },
    });
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      // Written once everything is done: each part in its place, none sent after the shell with
      // React's scripts to move it there (the page is held whole either way). After the
      // current task, as React may still be stopping the rest when it calls this (at the deadline).
      onAllReady() {
        queueMicrotask(() => pipe(sink));
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        partErrors.push(error);
      },
    });
  });
}
