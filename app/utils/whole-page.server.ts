import type { ReactNode } from "react";
// React's Bun build of the same renderer: it hands its chunks on as strings, where the Node build
// encodes each of a page's ~10,000 small chunks into a byte buffer by itself (TextEncoder's
// encodeInto, a native call each). The page is held whole before it is sent (server/request-handler.ts:
// an ETag, one compression call), so nothing streams either way, and text encoded a few KB at a
// time is the cheaper way there (docs/decisions/016-whole-page-render.md). Only its server
// actions' form state reads Bun's own API (`Bun.hash`); this app has none.
import { renderToPipeableStream } from "react-dom/server.bun";
import { utf8Bytes } from "./whole-body.server";

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
 * Text is encoded once this much of it has come: a page is ASCII but for a few characters (a dash,
 * the language menu's 简体中文), and one of those makes all the text around it two bytes a
 * character in V8, which UTF-8 encodes 2–4 times slower; encoded in pieces, only their own piece is.
 */
const ENCODE_EVERY_CHARACTERS = 8192;

/** What React writes into: its chunks appended as they come. */
type StringSink = { write(chunk: string): boolean; end(): void; on(): StringSink; destroy(error?: unknown): void };

/**
 * The whole document's bytes, rendered to its end: every Suspense boundary resolved (or,
 * at the deadline, its fallback). Rejects when the shell fails (React Router renders its error
 * page then) or React gives up on the document.
 */
export function renderWholePage(tree: ReactNode, { nonce, timeoutMs, onError }: WholePageOptions): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    // Appended, not pushed and joined: V8 links the pieces and copies them once, when they are
    // encoded (for 20,000 small chunks, joining an array of them took ~8 times as long).
    let text = "";
    const encoded: Buffer<ArrayBuffer>[] = [];
    // Held until the page is done: an error React reports may turn out to be the shell's own.
    const partErrors: unknown[] = [];
    // Fires long after `abort` below is set (React starts in a microtask).
    const timer = setTimeout(() => abort(), timeoutMs);
    const sink: StringSink = {
      write(chunk) {
        text += chunk;
        if (text.length >= ENCODE_EVERY_CHARACTERS) {
          encoded.push(utf8Bytes(text));
          text = "";
        }
        return true;
      },
      // React ends the page once every part is written (or, after the deadline, its fallback).
      end() {
        // A timer left running would keep the finished render alive until it fires.
        clearTimeout(timer);
        for (const error of partErrors) onError(error);
        encoded.push(utf8Bytes(text));
        resolve(Buffer.concat(encoded));
      },
      // React listens for "drain", "error" and "close": a string never fills, fails or closes early.
      on: () => sink,
      destroy(error) {
        clearTimeout(timer);
        reject(error ?? new Error("The page's render was stopped."));
      },
    };
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      // Written once everything is done: each part in its place, none sent after the shell with
      // React's scripts to move it there (the page is held whole either way). After the
      // current task, as React may still be stopping the rest when it calls this (at the deadline).
      onAllReady() {
        queueMicrotask(() => pipe(sink as unknown as NodeJS.WritableStream));
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
