/**
 * The ergonomics guide's formulas: heights from body height (body-segment ratios of stature),
 * the viewing distance, the distance at which a monitor's text is legible at 100% scaling, the
 * screen's height and angles, and the angles to several monitors. Pure: every constant comes in
 * as an `ErgonomicsConstants` value (the definition states their defaults and sources).
 */

export type Posture = "sitting" | "standing" | "both";
export type Arrangement = "primary" | "centred";
export type Glasses = "none" | "bifocal" | "progressive";

export type ErgonomicsConstants = {
  /** Popliteal height (floor to the underside of the thigh, seated) ÷ stature. */
  poplitealRatio: number;
  /** Sitting eye height above the seat ÷ stature. */
  sittingEyeRatio: number;
  /** Sitting elbow height above the seat ÷ stature. */
  sittingElbowRatio: number;
  /** Standing eye height ÷ stature. */
  standingEyeRatio: number;
  /** Standing elbow height ÷ stature. */
  standingElbowRatio: number;
  /** Arm's length (shoulder to fingertip: upper arm + forearm + hand) ÷ stature. */
  armReachRatio: number;
  /** Heel height of shoes, cm. */
  shoeCm: number;
  seatMinCm: number;
  seatMaxCm: number;
  viewingMinCm: number;
  viewingMaxCm: number;
  /** Height of a capital letter of body text at 100% scaling, in pixels. */
  characterHeightPx: number;
  /** Character height as a visual angle, arc minutes: the preferred lower limit and the minimum. */
  preferredArcmin: number;
  minimumArcmin: number;
  /** The screen centre's target angle below the horizontal line of sight, degrees. */
  centreMinDeg: number;
  centreMaxDeg: number;
  /** The lowest angle below the horizontal any part of the screen should be, degrees. */
  lowestDeg: number;
  /** How much lower the screen goes for bifocal or progressive lenses, cm. */
  bifocalDropCm: number;
  /** The largest preferred angle from straight ahead to a monitor's centre, degrees. */
  horizontalMaxDeg: number;
};

export type ErgonomicsMonitor = { sizeInches: number; widthPx: number; heightPx: number };

export type ErgonomicsModelInput = {
  heightCm: number;
  posture: Posture;
  monitor: ErgonomicsMonitor;
  count: number;
  arrangement: Arrangement;
  glasses: Glasses;
  constants: ErgonomicsConstants;
};

export type ZoneLevel = "comfortable" | "good" | "acceptable" | "avoid";
/** A band of angles below the horizontal line of sight (negative: above it), seen from the eye. */
export type Zone = { id: "above" | "high" | "centre" | "low" | "below"; level: ZoneLevel; fromDeg: number; toDeg: number };

/** Where the screen goes for one posture: heights from the floor (cm) and angles from the eye (degrees below horizontal). */
export type ScreenPlacement = {
  deskHeightCm: number;
  eyeHeightCm: number;
  screenTopCm: number;
  screenBottomCm: number;
  screenCentreAngleDeg: number;
  screenTopAngleDeg: number;
  screenBottomAngleDeg: number;
  /** Tilt back from vertical so the screen faces the line of sight to its centre. */
  tiltDeg: number;
};

export type ErgonomicsResult = {
  /** Null when standing only. */
  seatHeightCm: number | null;
  /** Popliteal height plus shoes: the seat height before the chair range's limits. */
  poplitealCm: number;
  seatRangeCm: { min: number; max: number };
  /** Below the seat range's minimum: the seat stays at the minimum and the feet need a footrest. */
  footrest: boolean;
  /** The sitting placement (standing only: the standing one). */
  deskHeightCm: number;
  eyeHeightCm: number;
  screenTopCm: number;
  screenCentreAngleDeg: number;
  screenBottomAngleDeg: number;
  tiltDeg: number;
  /** For a sit-stand desk: the standing placement as well. */
  standing: ScreenPlacement | null;
  armReachCm: number;
  viewingDistanceCm: { min: number; max: number; recommended: number };
  ppi: number;
  characterHeightMm: number;
  /** The farthest distance at which 100%-scaled text meets the preferred (and the minimum) visual angle. */
  legibleDistanceCm: number;
  minimumLegibleDistanceCm: number;
  /** The OS scaling (in 25% steps, 100–300) at which text meets the preferred angle at the recommended distance. */
  scalingPct: number;
  /** The scaling the arithmetic asks for before it snaps to a step: 100 × distance ÷ legible distance, %. */
  scalingNeededPct: number;
  /** False when even 300% is not enough. */
  scalingEnough: boolean;
  arcminutes: { preferred: number; minimum: number };
  /** How much lower the screen is for the glasses (0 without bifocal or progressive lenses). */
  bifocalDropCm: number;
  screenSizeCm: { width: number; height: number };
  /** From straight ahead to each monitor's centre, left to right (negative: left). */
  monitorAnglesDeg: number[];
  outerAngleDeg: number;
  withinHorizontalLimit: boolean;
  horizontalLimitDeg: number;
  zones: Zone[];
  centreZone: Zone["id"];
};

const CM_PER_INCH = 2.54;
const MM_PER_INCH = 25.4;
const DEGREES = 180 / Math.PI;
export const SCALING_STEP_PCT = 25;
export const SCALING_MAX_PCT = 300;

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Width and height of the picture area from its diagonal and pixel shape, cm. */
export function screenSizeCm(monitor: ErgonomicsMonitor): { width: number; height: number } {
  const diagonalPx = Math.hypot(monitor.widthPx, monitor.heightPx);
  const cmPerPx = (monitor.sizeInches * CM_PER_INCH) / diagonalPx;
  return { width: monitor.widthPx * cmPerPx, height: monitor.heightPx * cmPerPx };
}

export function pixelsPerInch(monitor: ErgonomicsMonitor): number {
  return Math.hypot(monitor.widthPx, monitor.heightPx) / monitor.sizeInches;
}

/**
 * The farthest distance (cm) at which a character of `heightMm` subtends `arcmin` arc minutes:
 * h = 2·d·tan(α/2), so d = h / (2·tan(α/2)).
 */
export function distanceForAngleCm(heightMm: number, arcmin: number): number {
  const halfAngle = arcmin / 60 / 2 / DEGREES;
  return heightMm / (2 * Math.tan(halfAngle)) / 10;
}

/**
 * The smallest scaling step at which text legible up to `legibleCm` at 100% is legible at
 * `distanceCm`: the scaling needed, 100 × distance ÷ legible distance, rounded up to the steps
 * operating systems offer (100–300% in 25% steps). `neededPct` is that value before it snaps, so
 * the page can show the arithmetic (issue 47).
 */
export function scalingFor(distanceCm: number, legibleCm: number): { pct: number; enough: boolean; neededPct: number } {
  const needed = (100 * distanceCm) / legibleCm;
  const step = Math.max(100, Math.ceil(needed / SCALING_STEP_PCT - 1e-9) * SCALING_STEP_PCT);
  return step > SCALING_MAX_PCT ? { pct: SCALING_MAX_PCT, enough: false, neededPct: needed } : { pct: step, enough: true, neededPct: needed };
}

/**
 * The screen for one posture. The centre goes at the target angle's lower value below the line
 * of sight, unless that lifts the top above eye level (the top line at or below the eyes wins);
 * bifocal or progressive lenses lower it further. Heights are for an upright screen: tilting it
 * back by the centre angle moves the top by under a centimetre.
 */
export function placeScreen(eyeHeightCm: number, deskHeightCm: number, distanceCm: number, screenHeightCm: number, glasses: Glasses, constants: ErgonomicsConstants): ScreenPlacement {
  const half = screenHeightCm / 2;
  const atTarget = eyeHeightCm - distanceCm * Math.tan(constants.centreMinDeg / DEGREES) + half;
  const drop = glasses === "none" ? 0 : constants.bifocalDropCm;
  const screenTopCm = Math.min(eyeHeightCm, atTarget) - drop;
  const angle = (heightCm: number) => Math.atan2(eyeHeightCm - heightCm, distanceCm) * DEGREES;
  const screenCentreAngleDeg = angle(screenTopCm - half);
  return {
    deskHeightCm,
    eyeHeightCm,
    screenTopCm,
    screenBottomCm: screenTopCm - screenHeightCm,
    screenCentreAngleDeg,
    screenTopAngleDeg: angle(screenTopCm),
    screenBottomAngleDeg: angle(screenTopCm - screenHeightCm),
    tiltDeg: clamp(screenCentreAngleDeg, 0, constants.centreMaxDeg),
  };
}

/**
 * Angles from straight ahead to each monitor's centre, each screen turned to face the viewer
 * (on a circle of the viewing distance), so each spans 2·atan(w / 2d). "primary": the first in
 * front, the second to its right, a third to its left; "centred": the group centred on the viewer.
 */
export function monitorAngles(count: number, arrangement: Arrangement, widthCm: number, distanceCm: number): number[] {
  const span = 2 * Math.atan(widthCm / 2 / distanceCm) * DEGREES;
  if (count <= 1) return [0];
  if (count === 2) return arrangement === "centred" ? [-span / 2, span / 2] : [0, span];
  return [-span, 0, span];
}

export function zonesOf(constants: ErgonomicsConstants): Zone[] {
  return [
    { id: "above", level: "avoid", fromDeg: -90, toDeg: 0 },
    { id: "high", level: "good", fromDeg: 0, toDeg: constants.centreMinDeg },
    { id: "centre", level: "comfortable", fromDeg: constants.centreMinDeg, toDeg: constants.centreMaxDeg },
    { id: "low", level: "acceptable", fromDeg: constants.centreMaxDeg, toDeg: constants.lowestDeg },
    { id: "below", level: "avoid", fromDeg: constants.lowestDeg, toDeg: 90 },
  ];
}

/** The zone of an angle, as shown (to a tenth of a degree): 14.9999° computed for a 15° target is 15°. */
function zoneAt(zones: readonly Zone[], angleDeg: number): Zone["id"] {
  const shown = round1(angleDeg);
  return (zones.find((zone) => shown >= zone.fromDeg && shown < zone.toDeg) ?? zones[zones.length - 1]!).id;
}

export function computeErgonomics(input: ErgonomicsModelInput): ErgonomicsResult {
  const { heightCm: stature, constants: c } = input;
  const screen = screenSizeCm(input.monitor);
  const armReachCm = c.armReachRatio * stature;
  const recommended = clamp(armReachCm, c.viewingMinCm, c.viewingMaxCm);

  const poplitealCm = c.poplitealRatio * stature + c.shoeCm;
  const seatHeightCm = clamp(poplitealCm, c.seatMinCm, c.seatMaxCm);
  const sitting = placeScreen(seatHeightCm + c.sittingEyeRatio * stature, seatHeightCm + c.sittingElbowRatio * stature, recommended, screen.height, input.glasses, c);
  const standing = placeScreen(c.standingEyeRatio * stature + c.shoeCm, c.standingElbowRatio * stature + c.shoeCm, recommended, screen.height, input.glasses, c);
  const main = input.posture === "standing" ? standing : sitting;

  const ppi = pixelsPerInch(input.monitor);
  const characterHeightMm = (c.characterHeightPx * MM_PER_INCH) / ppi;
  const legibleDistanceCm = distanceForAngleCm(characterHeightMm, c.preferredArcmin);
  const scaling = scalingFor(recommended, legibleDistanceCm);
  const zones = zonesOf(c);
  const angles = monitorAngles(input.count, input.arrangement, screen.width, recommended);
  const outerAngleDeg = Math.max(...angles.map(Math.abs));

  return {
    seatHeightCm: input.posture === "standing" ? null : round1(seatHeightCm),
    poplitealCm: round1(poplitealCm),
    seatRangeCm: { min: c.seatMinCm, max: c.seatMaxCm },
    footrest: input.posture !== "standing" && poplitealCm < c.seatMinCm,
    deskHeightCm: round1(main.deskHeightCm),
    eyeHeightCm: round1(main.eyeHeightCm),
    screenTopCm: round1(main.screenTopCm),
    screenCentreAngleDeg: round1(main.screenCentreAngleDeg),
    screenBottomAngleDeg: round1(main.screenBottomAngleDeg),
    tiltDeg: round1(main.tiltDeg),
    standing: input.posture === "both" ? roundPlacement(standing) : null,
    armReachCm: round1(armReachCm),
    viewingDistanceCm: { min: c.viewingMinCm, max: c.viewingMaxCm, recommended: round1(recommended) },
    ppi: round1(ppi),
    characterHeightMm: Math.round(characterHeightMm * 100) / 100,
    legibleDistanceCm: round1(legibleDistanceCm),
    minimumLegibleDistanceCm: round1(distanceForAngleCm(characterHeightMm, c.minimumArcmin)),
    scalingPct: scaling.pct,
    scalingNeededPct: round1(scaling.neededPct),
    scalingEnough: scaling.enough,
    arcminutes: { preferred: c.preferredArcmin, minimum: c.minimumArcmin },
    bifocalDropCm: input.glasses === "none" ? 0 : c.bifocalDropCm,
    screenSizeCm: { width: round1(screen.width), height: round1(screen.height) },
    monitorAnglesDeg: angles.map(round1),
    outerAngleDeg: round1(outerAngleDeg),
    withinHorizontalLimit: outerAngleDeg <= c.horizontalMaxDeg,
    horizontalLimitDeg: c.horizontalMaxDeg,
    zones,
    centreZone: zoneAt(zones, main.screenCentreAngleDeg),
  };
}

function roundPlacement(placement: ScreenPlacement): ScreenPlacement {
  return Object.fromEntries(Object.entries(placement).map(([key, value]) => [key, round1(value)])) as ScreenPlacement;
}
