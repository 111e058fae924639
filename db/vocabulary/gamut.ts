/** A point in the CIE 1931 xy chromaticity diagram. */
export type Chromaticity = { x: number; y: number };

/** A display's red, green and blue primaries (the corners of its gamut triangle). */
export type Primaries = { red: Chromaticity; green: Chromaticity; blue: Chromaticity };

/**
 * The reference colour spaces' primaries in CIE 1931 xy:
 * - sRGB: IEC 61966-2-1:1999 (the ITU-R BT.709 primaries).
 * - DCI-P3: SMPTE RP 431-2:2011 (the same primaries as Display P3, SMPTE EG 432-1).
 * - Adobe RGB (1998): Adobe Systems, "Adobe RGB (1998) Color Image Encoding", 2005, section 4.3.
 */
export const referenceGamuts = {
  srgb: { red: { x: 0.64, y: 0.33 }, green: { x: 0.3, y: 0.6 }, blue: { x: 0.15, y: 0.06 } },
  dciP3: { red: { x: 0.68, y: 0.32 }, green: { x: 0.265, y: 0.69 }, blue: { x: 0.15, y: 0.06 } },
  adobeRgb: { red: { x: 0.64, y: 0.33 }, green: { x: 0.21, y: 0.71 }, blue: { x: 0.15, y: 0.06 } },
} as const satisfies Record<string, Primaries>;

export type ReferenceGamut = keyof typeof referenceGamuts;

const corners = (primaries: Primaries): Chromaticity[] => [primaries.red, primaries.green, primaries.blue];

/** Twice the signed area (shoelace formula): positive when the corners run anticlockwise. */
function signedDoubleArea(polygon: readonly Chromaticity[]): number {
  let sum = 0;
  for (let index = 0; index < polygon.length; index += 1) {
    const a = polygon[index]!;
    const b = polygon[(index + 1) % polygon.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

export function polygonArea(polygon: readonly Chromaticity[]): number {
  return Math.abs(signedDoubleArea(polygon)) / 2;
}

const anticlockwise = (polygon: Chromaticity[]): Chromaticity[] =>
  signedDoubleArea(polygon) < 0 ? [...polygon].reverse() : polygon;

/** Which side of the directed edge a → b the point is on: > 0 left (inside an anticlockwise polygon). */
const side = (a: Chromaticity, b: Chromaticity, point: Chromaticity) =>
  (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);

function crossing(from: Chromaticity, to: Chromaticity, a: Chromaticity, b: Chromaticity): Chromaticity {
  const sideFrom = side(a, b, from);
  const sideTo = side(a, b, to);
  const t = sideFrom / (sideFrom - sideTo);
  return { x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) };
}

/**
 * The intersection of two convex polygons (Sutherland–Hodgman: clip the subject by each edge of
 * the clip polygon). Both triangles here are convex, which is all this method needs.
 */
export function convexIntersection(subject: readonly Chromaticity[], clip: readonly Chromaticity[]): Chromaticity[] {
  let output = anticlockwise([...subject]);
  const clipper = anticlockwise([...clip]);
  for (let index = 0; index < clipper.length && output.length > 0; index += 1) {
    const a = clipper[index]!;
    const b = clipper[(index + 1) % clipper.length]!;
    const input = output;
    output = [];
    for (let point = 0; point < input.length; point += 1) {
      const current = input[point]!;
      const previous = input[(point + input.length - 1) % input.length]!;
      const currentInside = side(a, b, current) >= 0;
      const previousInside = side(a, b, previous) >= 0;
      if (currentInside) {
        if (!previousInside) output.push(crossing(previous, current, a, b));
        output.push(current);
      } else if (previousInside) {
        output.push(crossing(previous, current, a, b));
      }
    }
  }
  return output;
}

/**
 * Coverage of a reference gamut, in percent: the area of the intersection of the display's
 * triangle with the reference triangle ÷ the reference triangle's area, in CIE 1931 xy. Makers'
 * own percentages often use other methods (u'v' areas, or the display's area ÷ the reference's,
 * which can exceed 100 %), so they can differ from this figure.
 */
export function coveragePercent(display: Primaries, reference: Primaries): number {
  const referenceArea = polygonArea(corners(reference));
  if (referenceArea === 0) return 0;
  const shared = convexIntersection(corners(display), corners(reference));
  return (polygonArea(shared) / referenceArea) * 100;
}

export type GamutCoverage = { srgbPct: number; dciP3Pct: number; adobeRgbPct: number };

/** Coverage of the three references, rounded to a tenth of a percent. */
export function gamutCoverage(display: Primaries): GamutCoverage {
  const rounded = (reference: Primaries) => Math.round(coveragePercent(display, reference) * 10) / 10;
  return {
    srgbPct: rounded(referenceGamuts.srgb),
    dciP3Pct: rounded(referenceGamuts.dciP3),
    adobeRgbPct: rounded(referenceGamuts.adobeRgb),
  };
}

/**
 * The colour-space facet's thresholds (docs/edid.md): a model "covers" a reference at or above
 * these. sRGB is near-universal on office panels, so only ≥ 99 % sets one apart; 95 % DCI-P3 and
 * 90 % Adobe RGB are the usual bars for "wide gamut" in reviews and makers' sheets.
 */
export const coverageThresholds = [
  { name: "sRGB", key: "srgbPct", minimumPct: 99 },
  { name: "DCI-P3", key: "dciP3Pct", minimumPct: 95 },
  { name: "Adobe RGB", key: "adobeRgbPct", minimumPct: 90 },
] as const satisfies ReadonlyArray<{ name: string; key: keyof GamutCoverage; minimumPct: number }>;

export function coveredReferences(coverage: GamutCoverage): string[] {
  return coverageThresholds.filter((threshold) => coverage[threshold.key] >= threshold.minimumPct).map((threshold) => threshold.name);
}
