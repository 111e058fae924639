import { useRef, useState, type KeyboardEvent } from "react";
import { useT } from "~/root-data";

const tabs = [1, 2, 3];

/** WAI-ARIA tabs (arrow keys, Home, End). In print every panel is shown, stacked (app.css). */
export function ExampleTabs() {
  const t = useT();
  const [active, setActive] = useState(1);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    setActive(tabs[target] ?? 1);
    buttons.current[target]?.focus();
  }
  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving focus: the selected tab button inside takes focus, the tablist handles the arrow keys that bubble up */}
      <div role="tablist" aria-label={t("template.tabs")} className="flex gap-1 border-b border-gray-300" onKeyDown={onKeyDown}>
        {tabs.map((number, index) => (
          <button
            key={number}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`template-tab-${number}`}
            aria-selected={active === number}
            aria-controls={`template-panel-${number}`}
            tabIndex={active === number ? 0 : -1}
            onClick={() => setActive(number)}
            className={`rounded-t px-4 py-2 font-medium ${active === number ? "border-b-2 border-brand-700 text-brand-800" : "text-gray-800"}`}
          >
            {t("template.tab", { number })}
          </button>
        ))}
      </div>
      {tabs.map((number) => (
        <div key={number} role="tabpanel" id={`template-panel-${number}`} aria-labelledby={`template-tab-${number}`} hidden={active !== number} tabIndex={0} className="p-4">
          <p>{t("template.tabText", { number })}</p>
        </div>
      ))}
    </div>
  );
}
