/**
 * Resolves once the browser has painted the page as it stands: after the next frame's paint
 * (a task queued from `requestAnimationFrame` runs after that frame is drawn). A hidden page draws
 * no frames, so it resolves at once there, and `fallbackMs` bounds the wait when frames stall.
 */
export function afterFirstPaint(view: Pick<Window, "requestAnimationFrame" | "setTimeout" | "document">, fallbackMs = 100): Promise<void> {
  if (view.document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    view.setTimeout(resolve, fallbackMs);
    view.requestAnimationFrame(() => view.setTimeout(resolve, 0));
  });
}
