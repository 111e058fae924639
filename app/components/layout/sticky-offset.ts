/**
 * Where sticky bars (the energy results bar, the comparison's column heads) stop: below the
 * header while it shows, higher up once it hides on scrolling down. The seed's layout
 * constants: "sticky navigation offset 136px (52px when header hidden)".
 */
export const STICKY_OFFSET_PX = { shown: 136, hidden: 52 } as const;

export function stickyOffset(headerHidden: boolean): number {
  return headerHidden ? STICKY_OFFSET_PX.hidden : STICKY_OFFSET_PX.shown;
}

/**
 * Publishes the header's state on <html>: `data-header` for styles and `--sticky-top`, which
 * sticky elements use as their `top` (app.css gives the shown value before any script runs).
 */
export function publishHeaderState(root: HTMLElement, headerHidden: boolean): void {
  root.dataset.header = headerHidden ? "hidden" : "shown";
  root.style.setProperty("--sticky-top", `${stickyOffset(headerHidden)}px`);
}
