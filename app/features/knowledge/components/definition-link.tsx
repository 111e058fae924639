import { useId, useState, type ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";

/**
 * A link to a glossary definition with its one-line summary as a tooltip. The tooltip shows on
 * hover and on keyboard focus (CSS, so it works before hydration), stays while the pointer is
 * over it, and Escape hides it; screen readers get the summary as the link's description.
 */
export function DefinitionLink({ slug, summary, children }: { slug: string; summary: string; children: ReactNode }) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative" onMouseLeave={() => setDismissed(false)}>
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
        role="tooltip"
        id={tooltipId}
        className={`absolute top-full left-0 z-30 mt-1 hidden w-max max-w-[300px] rounded-md bg-gray-900 px-3 py-2 text-left text-sm leading-snug font-normal whitespace-normal text-white shadow-lg ${
          dismissed ? "" : "group-hover:block group-focus-within:block"
        }`}
      >
        {summary}
      </span>
    </span>
  );
}
