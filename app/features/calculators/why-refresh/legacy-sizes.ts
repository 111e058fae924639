import { screenSize } from "~/features/catalogue";

/**
 * The legacy monitors a fleet may still have: the specification's 17 diagonals ("Legacy monitor
 * size record"), each with the resolution monitors of that size usually had. The specification
 * names the fields (screenArea, widthPX, heightPX) but not their values. Each resolution is the
 * native one of a maker's model of that size, as the monitor declares it in its EDID (linuxhw/EDID,
 * copied in /work/shared/data/edid/dell) or, for the 49-inch U4919DW, as the ENERGY STAR list
 * gives it. The screen area follows from the diagonal and the pixel shape (square pixels).
 */
export type LegacySize = {
  diagonal: number;
  widthPx: number;
  heightPx: number;
  /** The model whose native resolution this is. */
  example: string;
};

export const legacySizes: readonly LegacySize[] = [
  { diagonal: 17.0, widthPx: 1280, heightPx: 1024, example: "Dell E1715S" },
  { diagonal: 18.5, widthPx: 1366, heightPx: 768, example: "Dell E1912H" },
  { diagonal: 19.0, widthPx: 1280, heightPx: 1024, example: "Dell P190S" },
  { diagonal: 19.5, widthPx: 1600, heightPx: 900, example: "Dell E2016H" },
  { diagonal: 21.5, widthPx: 1920, heightPx: 1080, example: "Dell P2217H" },
  { diagonal: 22.0, widthPx: 1680, heightPx: 1050, example: "Dell P2213" },
  { diagonal: 23.0, widthPx: 1920, heightPx: 1080, example: "Dell P2314H" },
  { diagonal: 23.8, widthPx: 1920, heightPx: 1080, example: "Dell P2419H" },
  { diagonal: 24.0, widthPx: 1920, heightPx: 1200, example: "Dell U2412M" },
  { diagonal: 25.0, widthPx: 2560, heightPx: 1440, example: "Dell U2515H" },
  { diagonal: 27.0, widthPx: 2560, heightPx: 1440, example: "Dell U2717D" },
  { diagonal: 30.0, widthPx: 2560, heightPx: 1600, example: "Dell U3011" },
  { diagonal: 31.5, widthPx: 2560, heightPx: 1440, example: "Dell S3219D" },
  { diagonal: 34.0, widthPx: 3440, heightPx: 1440, example: "Dell U3415W" },
  { diagonal: 37.5, widthPx: 3840, heightPx: 1600, example: "Dell U3818DW" },
  { diagonal: 43.0, widthPx: 3840, heightPx: 2160, example: "Dell P4317Q" },
  { diagonal: 49.0, widthPx: 5120, heightPx: 1440, example: "Dell U4919DW" },
];

export const legacyDiagonals: readonly number[] = legacySizes.map((size) => size.diagonal);
export const DEFAULT_LEGACY_DIAGONAL = 22.0;

export function legacySizeFor(diagonal: number): LegacySize | undefined {
  return legacySizes.find((size) => size.diagonal === diagonal);
}

/** Screen area in square inches: width × height of a screen with this diagonal and pixel shape. */
export function screenAreaSquareInches(diagonal: number, widthPx: number, heightPx: number): number {
  const size = screenSize(diagonal, null, { width: widthPx, height: heightPx });
  if (!size) throw new RangeError("A screen needs a positive diagonal and resolution");
  return size.width * size.height;
}
