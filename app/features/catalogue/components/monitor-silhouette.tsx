import type { Formatters } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { referenceScreen, screenSize } from "../geometry";
import { lengthText, type UnitSystem } from "../lengths";

type SilhouetteProps = {
  sizeInches: number | null;
  aspectRatio: string | null;
  resolutionWidth: number | null;
  resolutionHeight: number | null;
  label: string;
  /** Drawing width in inches: a shared value puts several silhouettes on one scale. */
  frameWidthInches?: number;
  showReference?: boolean;
  referenceLabel?: string;
  className?: string;
};

const bezel = 0.4;
const standHeight = 5;

/** Hundredths of an inch: finer than any drawing shows, and 24 cards stop printing 15 decimals. */
const at = (inches: number) => Math.round(inches * 100) / 100;

/**
 * A monitor drawn to scale from its diagonal and shape (the data has no product photos).
 * All lengths are inches; the viewBox does the scaling.
 */
export function MonitorSilhouette(props: SilhouetteProps) {
  const size = screenSize(props.sizeInches, props.aspectRatio, { width: props.resolutionWidth, height: props.resolutionHeight });
  const screen = size ?? { width: referenceScreen.width, height: referenceScreen.height };
  const drawn = { width: screen.width + bezel * 2, height: screen.height + bezel * 2 };
  const reference = props.showReference ? referenceScreen : null;
  const frameWidth = Math.max(props.frameWidthInches ?? 0, drawn.width, reference?.width ?? 0) + 2;
  const frameHeight = Math.max(drawn.height, reference?.height ?? 0) + standHeight + 1;
  const left = (frameWidth - drawn.width) / 2;
  const top = frameHeight - standHeight - drawn.height;
  return (
    <svg
      viewBox={`0 0 ${frameWidth.toFixed(2)} ${frameHeight.toFixed(2)}`}
      role="img"
      aria-label={props.label}
      className={props.className}
      preserveAspectRatio="xMidYMax meet"
    >
      <rect x={at(left)} y={at(top)} width={at(drawn.width)} height={at(drawn.height)} rx="0.6" className={size ? "fill-gray-800" : "fill-gray-300"} />
      <rect x={at(left + bezel)} y={at(top + bezel)} width={at(screen.width)} height={at(screen.height)} className={size ? "fill-brand-700" : "fill-gray-200"} />
      <rect x={at(frameWidth / 2 - 1)} y={at(top + drawn.height)} width="2" height={standHeight - 0.8} className="fill-gray-500" />
      <rect x={at(frameWidth / 2 - 4)} y={at(frameHeight - 1.2)} width="8" height="0.8" rx="0.4" className="fill-gray-500" />
      {reference ? (
        <rect
          x={at((frameWidth - reference.width) / 2)}
          y={at(frameHeight - standHeight - reference.height)}
          width={at(reference.width)}
          height={at(reference.height)}
          fill="none"
          stroke="#d97706"
          strokeWidth="0.25"
          strokeDasharray="0.8 0.5"
        >
          <title>{props.referenceLabel}</title>
        </rect>
      ) : null}
    </svg>
  );
}

/** The spoken description of a silhouette: the real screen width and height. */
export function silhouetteLabel(
  monitor: { title: string; sizeInches: number | null; aspectRatio: string | null; resolutionWidth: number | null; resolutionHeight: number | null },
  t: Translate,
  format: Formatters,
  units: UnitSystem = "imperial",
): string {
  const size = screenSize(monitor.sizeInches, monitor.aspectRatio, { width: monitor.resolutionWidth, height: monitor.resolutionHeight });
  return t("product.silhouetteLabel", {
    title: monitor.title,
    width: size ? lengthText(size.width, units, t, format) : t("spec.notSpecified"),
    height: size ? lengthText(size.height, units, t, format) : t("spec.notSpecified"),
  });
}
