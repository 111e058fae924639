import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { screenSize } from "../../geometry";
import { lengthText, type UnitSystem } from "../../lengths";
import type { ComparedMonitor } from "../compared-monitor";
import { columnStyle } from "./column-style";

const margin = 1;

/** Every compared screen outlined on one scale, bottoms aligned, as if side by side on a desk. */
export function SizeOverlay({
  monitors,
  units,
}: {
  monitors: readonly ComparedMonitor[];
  units: UnitSystem;
}) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const screens = monitors.map((monitor, index) => ({
    monitor,
    style: columnStyle(index),
    size: screenSize(monitor.sizeInches, monitor.aspectRatio, {
      width: monitor.resolutionWidth,
      height: monitor.resolutionHeight,
    }),
  }));
  const drawn = screens.filter((screen) => screen.size);
  const width =
    Math.max(10, ...drawn.map((screen) => screen.size!.width)) + margin * 2;
  const height =
    Math.max(5, ...drawn.map((screen) => screen.size!.height)) + margin * 2;
  return (
    <figure className="rounded-lg border border-gray-200 p-4 print:break-inside-avoid">
      <figcaption className="text-lg font-semibold">
        {t("compare.overlayHeading")}
      </figcaption>
      <div className="mt-3 grid items-center gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <svg
          viewBox={`0 0 ${width.toFixed(2)} ${height.toFixed(2)}`}
          role="img"
          aria-label={t("compare.overlayLabel")}
          className="max-h-56 w-full"
        >
          {drawn.map(({ monitor, style, size }) => (
            <rect
              key={monitor.id}
              x={(width - size!.width) / 2}
              y={height - margin - size!.height}
              width={size!.width}
              height={size!.height}
              fill="none"
              stroke={style.colour}
              strokeWidth="2.5"
              strokeDasharray={style.dash}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <ul className="space-y-2 text-sm">
          {screens.map(({ monitor, style, size }) => (
            <li key={monitor.id} className="flex items-center gap-2">
              <svg
                aria-hidden="true"
                width="32"
                height="8"
                className="shrink-0"
              >
                <line
                  x1="0"
                  y1="4"
                  x2="32"
                  y2="4"
                  stroke={style.colour}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                />
              </svg>
              <span>
                <span className="font-medium">{monitor.title}</span>
                {": "}
                {size
                  ? t("compare.overlaySize", {
                      width: lengthText(size.width, units, t, format),
                      height: lengthText(size.height, units, t, format),
                    })
                  : t("compare.sizeUnknown")}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
