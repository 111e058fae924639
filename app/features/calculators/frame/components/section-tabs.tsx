import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";

export type ResultSection = { id: string; title: string; content: ReactNode };

/**
 * A calculator's result sections (why-refresh: workspace, energy, productivity) as tabs once
 * JavaScript runs; without it, and always in print, every section is shown, one after another
 * under its heading. The tabs follow the WAI-ARIA tabs pattern: arrows, Home and End move
 * between them, Tab goes into the panel.
 */
export function SectionTabs({ label, sections }: { label: string; sections: readonly ResultSection[] }) {
  const hydrated = useHydrated();
  const prefix = useId();
  const [selected, setSelected] = useState(sections[0]?.id ?? "");
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = sections.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = sections[next]!;
    setSelected(target.id);
    tabs.current.get(target.id)?.focus();
  };

  if (!hydrated) {
    return (
      <div className="space-y-8">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={panelId(section.id)} className="space-y-4">
            <h3 id={panelId(section.id)} className="text-xl font-semibold">
              {section.title}
            </h3>
            {section.content}
          </section>
        ))}
      </div>
    );
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-300 print:hidden">
        {sections.map((section, index) => {
          const active = section.id === selected;
          return (
            <button
              key={section.id}
              ref={(element) => {
                if (element) tabs.current.set(section.id, element);
                else tabs.current.delete(section.id);
              }}
              id={tabId(section.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(section.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(section.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                active ? "border-gray-300 border-b-white bg-white text-ink" : "border-transparent text-brand-700 underline hover:bg-brand-50"
              }`}
            >
              {section.title}
            </button>
          );
        })}
      </div>
      {sections.map((section) => (
        <div
          key={section.id}
          id={panelId(section.id)}
          role="tabpanel"
          aria-labelledby={tabId(section.id)}
          tabIndex={0}
          // The site's print style shows [role=tabpanel][hidden] too: a printout stacks every section.
          hidden={section.id !== selected}
          className="mt-4 space-y-4 print:mt-8"
        >
          <h3 className="hidden text-xl font-semibold print:block">{section.title}</h3>
          {section.content}
        </div>
      ))}
    </div>
  );
}
