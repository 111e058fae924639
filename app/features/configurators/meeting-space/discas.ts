/**
 * AVIXA DISCAS (ANSI/AVIXA V202.01:2016, Display Image Size for 2D Content in Audiovisual
 * Systems): the element-height check for a chosen display. The formulas as the AETM's Audio
 * Visual Design Guidelines give them ("BDM only: Sizing the image" and "ADM only: Sizing the
 * image", https://www.aetm.org/documentation/screens-specifications-and-sightlines/sightlines-image-size/
 * bdm-only-sizing-the-image/ and …/adm-only-sizing-the-image/):
 *
 * - Basic decision making: %EH = FV ÷ (IH × 200), the smallest element (as a share of the image
 *   height) the farthest viewer can make out; × the vertical resolution gives it in pixels.
 * - Analytical decision making (every pixel must be resolved): FV ≤ IH × 3438 ÷ IR.
 *
 * FV farthest viewer, IH image height (same unit), IR vertical resolution in pixels; 200 and 3438
 * are the standard's acuity factors.
 */
export const ACUITY_FACTOR_BDM = 200;
export const ACUITY_FACTOR_ADM = 3438;

export type DiscasCheck = {
  /** The smallest element the farthest viewer can read, % of the image height (2 decimals). */
  elementHeightPercent: number;
  /** The same in the display's pixels (1 decimal). */
  elementHeightPx: number;
  /** The display's vertical resolution the figures use. */
  verticalPixels: number;
  /** The farthest distance at which every pixel is resolved (analytical decision making), ft. */
  analyticalMaxDistanceFt: number;
  /** Whether the farthest viewer sits within that distance. */
  analyticalMet: boolean;
};

/** The check for a farthest viewer and an image height in inches; null without a known pixel height. */
export function discasCheck(farthestViewerIn: number, imageHeightIn: number, verticalPixels: number | null): DiscasCheck | null {
  if (verticalPixels === null || !(verticalPixels > 0) || !(imageHeightIn > 0) || !(farthestViewerIn > 0)) return null;
  const share = farthestViewerIn / (imageHeightIn * ACUITY_FACTOR_BDM);
  const analyticalMaxIn = (imageHeightIn * ACUITY_FACTOR_ADM) / verticalPixels;
  return {
    elementHeightPercent: Math.round(share * 10_000) / 100,
    elementHeightPx: Math.round(share * verticalPixels * 10) / 10,
    verticalPixels,
    analyticalMaxDistanceFt: Math.round((analyticalMaxIn / 12) * 10) / 10,
    analyticalMet: farthestViewerIn <= analyticalMaxIn,
  };
}
