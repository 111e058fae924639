/**
 * Marketing names for aspect ratios. Resolutions rarely reduce exactly to them
 * (1366x768 is 683:384, 3440x1440 is 43:18), so a ratio within 1% takes the name;
 * "21:9" is a family (2560x1080, 3440x1440, 3840x1600 span 2.37-2.40), so it has a range.
 */
const namedRatios: ReadonlyArray<{ name: string; min: number; max: number }> = [
  { name: "16:9", min: (16 / 9) * 0.99, max: (16 / 9) * 1.01 },
  { name: "16:10", min: 1.6 * 0.99, max: 1.6 * 1.01 },
  { name: "21:9", min: 2.33, max: 2.42 },
  { name: "32:9", min: (32 / 9) * 0.99, max: (32 / 9) * 1.01 },
  { name: "4:3", min: (4 / 3) * 0.99, max: (4 / 3) * 1.01 },
  { name: "5:4", min: 1.25 * 0.99, max: 1.25 * 1.01 },
  { name: "3:2", min: 1.5 * 0.99, max: 1.5 * 1.01 },
];

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The aspect ratio a resolution implies: a common name, else the reduced fraction. */
export function aspectRatioFromResolution(width: number, height: number): string {
  const ratio = width / height;
  const named = namedRatios.find((candidate) => ratio >= candidate.min && ratio <= candidate.max);
  if (named) return named.name;
  const divisor = greatestCommonDivisor(width, height);
  return `${width / divisor}:${height / divisor}`;
}
