/** The gap kept between a menu and the edge of the window, in CSS pixels. */
export const VIEWPORT_MARGIN_PX = 8;

export type MenuPlacementInput = {
  /** The trigger's left and right edges in viewport pixels (getBoundingClientRect). */
  triggerLeft: number;
  triggerRight: number;
  /** The open panel's rendered width. */
  panelWidth: number;
  /** The visible width of the page (documentElement.clientWidth: without a scrollbar). */
  viewportWidth: number;
  /** Which edge of the trigger the panel lines up with when there is room. */
  align: "start" | "end";
  margin?: number;
};

/**
 * Where an open menu goes, as its left edge relative to the trigger's left edge. It lines up with
 * the trigger's preferred edge when the panel fits there, flips to the other edge when only that
 * fits (a menu at the right end of the bar opens leftwards), and otherwise is pushed just inside
 * the window. The panel's CSS caps its width below the window's, so pushing is always enough.
 */
export function placeMenu({ triggerLeft, triggerRight, panelWidth, viewportWidth, align, margin = VIEWPORT_MARGIN_PX }: MenuPlacementInput): number {
  const fits = (left: number) => left >= margin && left + panelWidth <= viewportWidth - margin;
  const startLeft = triggerLeft;
  const endLeft = triggerRight - panelWidth;
  const [preferred, other] = align === "start" ? [startLeft, endLeft] : [endLeft, startLeft];
  if (fits(preferred)) return preferred - triggerLeft;
  if (fits(other)) return other - triggerLeft;
  // Neither edge fits: as close to the preferred place as the window allows, the left edge first
  // (a panel wider than the window still shows its start, where reading begins).
  const pushed = Math.max(margin, Math.min(preferred, viewportWidth - margin - panelWidth));
  return pushed - triggerLeft;
}
