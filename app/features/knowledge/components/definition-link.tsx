import { useId, useRef, useState, type ReactNode } from "react";
import { placeMenu } from "~/components/ui/menu-placement";
import { LocalLink } from "~/components/ui/local-link";

/**
 * A link to a glossary definition with its one-line summary as a tooltip. The tooltip shows on
 * hover and on keyboard focus (CSS, so it works before hydration), stays while the pointer is
 * over it, and Escape hides it; screen readers get the summary as the link's description.
 * Once scripts run, a tooltip that would cross the window's edge is moved inside it.
 */
export function DefinitionLink({ slug, summary, children }: { slug: string; summary: string; children: ReactNode }) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  // Hover and focus have already shown it (CSS) when these events run, so it can be measured.
  const keepInViewport = () => {
    const anchor = anchorRef.current?.getClientRects()[0];
    const tooltip = tooltipRef.current;
    if (!anchor || !tooltip) return;
    const left = placeMenu({
      triggerLeft: anchor.left,
      triggerRight: anchor.right,
      panelWidth: tooltip.getBoundingClientRect().width,
      viewportWidth: document.documentElement.clientWidth,
      align: "start",
    });
    tooltip.style.left = `${left}px`;
  };
  return (
    <span ref={anchorRef} className="group relative" onMouseEnter={keepInViewport} onFocus={keepInViewport} onMouseLeave={() => setDismissed(false)}>
      <LocalLink
        to={`/definition/${slug}`}
        aria-describedby={tooltipId}
        className="text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid"
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
      >
        {children}
      </LocalLink>
      <span
        ref={tooltipRef}
        role="tooltip"
        id={tooltipId}
        className={`absolute top-full left-0 z-30 mt-1 hidden w-max max-w-[min(300px,calc(100vw-1rem))] rounded-md bg-gray-900 px-3 py-2 text-left text-sm leading-snug font-normal whitespace-normal text-white shadow-lg ${
          dismissed ? "" : "group-hover:block group-focus-within:block"
        }`}
      >
        {summary}
      </span>
    </span>
  );
}
