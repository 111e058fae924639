import type { KeyboardEvent } from "react";
import { useT } from "~/root-data";
import type { ComparedMonitor } from "../compared-monitor";
import { columnStyle } from "./column-style";

type ColumnCarouselProps = {
  monitors: readonly ComparedMonitor[];
  selectedCarousel: number;
  onSelect: (index: number) => void;
};

/**
 * Below 768 px the table shows one monitor's column at a time; this picks which. Buttons work
 * with Tab, Enter and Space, and the arrow keys step through the monitors anywhere in the group.
 */
export function ColumnCarousel({ monitors, selectedCarousel, onSelect }: ColumnCarouselProps) {
  const t = useT();
  const count = monitors.length;
  const current = monitors[selectedCarousel];
  if (count < 2 || !current) return null;
  const step = (delta: number) => onSelect((selectedCarousel + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the group only handles arrow keys bubbling up from its buttons
    <div role="group" aria-label={t("compare.carousel")} onKeyDown={onKeyDown} className="mb-3 md:hidden print:hidden">
      <div className="flex items-center gap-2">
        <button type="button" onClick={() => step(-1)} aria-label={t("compare.previous")} className="rounded border border-gray-300 px-3 py-2">
          <span aria-hidden="true">‹</span>
        </button>
        <p aria-live="polite" className="min-w-0 flex-1 text-center text-sm font-medium">
          {t("compare.carouselStatus", { index: selectedCarousel + 1, count, title: current.title })}
        </p>
        <button type="button" onClick={() => step(1)} aria-label={t("compare.next")} className="rounded border border-gray-300 px-3 py-2">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="mt-2 flex justify-center gap-2">
        {monitors.map((monitor, index) => (
          <button
            key={monitor.id}
            type="button"
            aria-pressed={index === selectedCarousel}
            aria-label={monitor.title}
            onClick={() => onSelect(index)}
            className={`rounded-full border-2 px-3 py-1 text-xs font-semibold ${index === selectedCarousel ? "bg-brand-700 text-white" : "bg-white"}`}
            style={{ borderColor: columnStyle(index).colour }}
          >
            {monitor.model}
          </button>
        ))}
      </div>
    </div>
  );
}
