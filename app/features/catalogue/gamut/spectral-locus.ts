import cmfTable from "#db/vocabulary/cie/cie-1931-2deg-cmf-5nm.csv?raw";
import type { Chromaticity } from "#db/vocabulary/gamut";

/**
 * The spectral locus: the chromaticity of each monochromatic light, x = X / (X + Y + Z) and
 * y = Y / (X + Y + Z), from the CIE 1931 2° standard observer's colour-matching functions
 * (db/vocabulary/cie, 380–780 nm in 5 nm steps; CIE public data, see db/seed-data/SOURCES.md).
 */
export function spectralLocus(table: string = cmfTable): Array<Chromaticity & { wavelengthNm: number }> {
  return table
    .trim()
    .split("\n")
    .slice(1)
    .flatMap((line) => {
      const [wavelength, xBar, yBar, zBar] = line.split(",").map(Number);
      if (wavelength === undefined || xBar === undefined || yBar === undefined || zBar === undefined) return [];
      const sum = xBar + yBar + zBar;
      return sum > 0 ? [{ wavelengthNm: wavelength, x: xBar / sum, y: yBar / sum }] : [];
    });
}
