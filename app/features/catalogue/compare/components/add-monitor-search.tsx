import {
  forwardRef,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
} from "react";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { useT } from "~/root-data";
import type { MonitorSuggestion } from "../compared-monitor";
import { MAX_COMPARED, type SelectedMonitor } from "../selection";

type AddMonitorSearchProps = {
  language: LanguageCode;
  site: SiteId;
  selection: readonly SelectedMonitor[];
  onAdd: (suggestion: MonitorSuggestion) => void;
};

const DEBOUNCE_MILLISECONDS = 200;

type Results =
  | { text: string; suggestions: MonitorSuggestion[] }
  | { text: string; failed: true };

/**
 * "Add another monitor": a WAI-ARIA combobox with a list box of suggestions. Arrow keys move
 * through the list, Enter adds, Escape closes (or clears). Disabled with three selected.
 */
export const AddMonitorSearch = forwardRef<
  HTMLInputElement,
  AddMonitorSearchProps
>(function AddMonitorSearch({ language, site, selection, onAdd }, ref) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [results, setResults] = useState<Results | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const full = selection.length >= MAX_COMPARED;
  const query = text.trim();

  useEffect(() => {
    if (!query || full) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ search: query.slice(0, 100), site });
      fetch(`/${language}/api/monitors?${params}`, {
        signal: controller.signal,
      })
        .then(async (response) => {
          if (!response.ok)
            throw new Error(`The monitors API answered ${response.status}`);
          const body = (await response.json()) as {
            suggestions: MonitorSuggestion[];
          };
          setResults({ text: query, suggestions: body.suggestions });
        })
        .catch(() => {
          if (!controller.signal.aborted)
            setResults({ text: query, failed: true });
        });
    }, DEBOUNCE_MILLISECONDS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, site, language, full]);

  useEffect(() => {
    if (active >= 0)
      document
        .getElementById(`${listId}-option-${active}`)
        ?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  const current = results && results.text === query ? results : null;
  const suggestions =
    current && "suggestions" in current
      ? current.suggestions.filter(
          (entry) => !selection.some((selected) => selected.id === entry.id),
        )
      : [];
  const expanded = open && !full && !!query && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: MonitorSuggestion) => {
    onAdd(suggestion);
    setText("");
    setResults(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) =>
        index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count,
      );
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else setText("");
      setActive(-1);
    }
  };

  let status = "";
  if (current && query && !full) {
    if ("failed" in current) status = t("compare.searchFailed");
    else if (suggestions.length === 0)
      status = t("compare.searchNone", { text: query });
    else status = t("compare.searchCount", { count: suggestions.length });
  }

  return (
    <div className="relative max-w-xl print:hidden">
      <label htmlFor={inputId} className="block font-semibold">
        {t("compare.searchLabel")}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && active >= 0 ? optionId(active) : undefined
        }
        aria-describedby={full ? hintId : undefined}
        disabled={full}
        placeholder={t("compare.searchPlaceholder")}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-1 w-full rounded border border-gray-400 px-3 py-2 focus:border-brand-700 focus:outline-2 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-100"
      />
      {full ? (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {t("compare.limit")}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t("compare.searchResults")}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded border border-gray-300 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options of a combobox: the keyboard works through the search input (arrow keys and Enter), as the ARIA combobox pattern has it
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the input, so the blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand-700 text-white" : "hover:bg-brand-50"}`}
          >
            {suggestion.title}
          </li>
        ))}
      </ul>
      {/* One live region: the count while the list is open, "no match" visibly when it is not. */}
      <p
        role="status"
        className={
          expanded || !status ? "sr-only" : "mt-1 text-sm text-gray-700"
        }
      >
        {status}
      </p>
    </div>
  );
});
