import { useId } from "react";
import { PathLink } from "~/components/ui/local-link";

type ToggleLinksProps = {
  label: string;
  choices: ReadonlyArray<{ key: string; label: string; to: string; current: boolean }>;
};

/**
 * A two-way switch as links: each choice is an address (so it works without JavaScript and a
 * share link keeps it), and the current one is marked aria-current.
 */
export function ToggleLinks({ label, choices }: ToggleLinksProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <span id={id} className="text-xs font-semibold text-gray-800">
        {label}
      </span>
      <div className="inline-flex overflow-hidden rounded border border-brand-700">
        {choices.map((choice) => (
          <PathLink
            key={choice.key}
            to={choice.to}
            replace
            preventScrollReset
            aria-current={choice.current ? "true" : undefined}
            className={`px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white ${
              choice.current ? "bg-brand-700 text-white" : "bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700"
            }`}
          >
            {choice.label}
          </PathLink>
        ))}
      </div>
    </div>
  );
}
