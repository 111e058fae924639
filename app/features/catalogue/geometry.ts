/** Screen geometry from the published diagonal and aspect ratio, in inches. */
export type ScreenSize = { width: number; height: number };

/** "16:9" → [16, 9]; anything else → null. */
export function parseAspectRatio(value: string | null | undefined): [number, number] | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? "");
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? [width, height] : null;
}

/**
 * Width and height of a screen: for a diagonal d and ratio w:h,
 * width = d·w/√(w²+h²) and height = d·h/√(w²+h²).
 * The pixel resolution is the better source of the shape when the marketed ratio is rounded
 * (21:9 is really 43:18 for 3440×1440), so it wins when present.
 */
export function screenSize(
  diagonalInches: number | null | undefined,
  aspectRatio: string | null | undefined,
  resolution?: { width: number | null | undefined; height: number | null | undefined },
): ScreenSize | null {
  if (!diagonalInches || diagonalInches <= 0) return null;
  const fromPixels =
    resolution?.width && resolution.height && resolution.width > 0 && resolution.height > 0
      ? ([resolution.width, resolution.height] as [number, number])
      : null;
  const ratio = fromPixels ?? parseAspectRatio(aspectRatio);
  if (!ratio) return null;
  const [w, h] = ratio;
  const hypotenuse = Math.hypot(w, h);
  return { width: (diagonalInches * w) / hypotenuse, height: (diagonalInches * h) / hypotenuse };
}

/** Pixels per inch along the diagonal. */
export function pixelsPerInch(diagonalInches: number | null | undefined, width: number | null | undefined, height: number | null | undefined): number | null {
  if (!diagonalInches || !width || !height || diagonalInches <= 0) return null;
  return Math.hypot(width, height) / diagonalInches;
}

/** The reference outline shown beside every silhouette: a common 24-inch 16:9 office monitor. */
export const referenceScreen: ScreenSize = screenSize(24, "16:9")!;
