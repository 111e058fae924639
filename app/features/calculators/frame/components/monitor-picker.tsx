import { createContext, useContext, useEffect, useState } from "react";
import { selectClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { useLocale, useT } from "~/root-data";
import type { MonitorSearch } from "../definition";
import type { MonitorChoice } from "../page-data";
import { FieldFrame } from "~/features/calculators/shared/components/form-field";
import { MonitorOptions } from "./field-control";
import { monitorGroups, monitorTitle, seriesText } from "./option-text";

type MonitorPickerProps = {
  id: string;
  name: string;
  label: string;
  /** Names the row for the filter controls' labels ("monitor 2 of Option 1"): every row has its own. */
  context: string;
  /** The chosen monitor's slug (empty: none). */
  value: string;
  /** "Choose a monitor": the empty first option. */
  choose: string;
  monitors: readonly MonitorChoice[];
  /** Models beyond the list the visitor may search (energy's other makers), from the definition. */
  search?: MonitorSearch;
  /** Titles of chosen monitors that are not in `monitors` (an other maker's model in the address). */
  titles?: Readonly<Record<string, string>>;
  error?: string;
};

type Found = { slug: string; title: string };

/**
 * What each picker was narrowed to (series filter and search text), by its id. The inputs panel
 * keeps one per page: its form is drawn anew for every new address (a row added, Calculate), and
 * the visitor's filter and search should outlive that redraw as the chosen monitor does.
 */
export type PickerNarrowing = Map<string, { filter: string; text: string }>;
export const PickerNarrowingContext = createContext<PickerNarrowing | null>(null);

/**
 * The memory after rows move (options.ts `movedCellIds`): a moved picker's filter and search go
 * with its row to the row's new id; a removed row's are forgotten.
 */
export function moveNarrowing(narrowing: PickerNarrowing, moved: ReadonlyMap<string, string | null>): void {
  const carried: [string, { filter: string; text: string }][] = [];
  for (const [from, to] of moved) {
    const kept = narrowing.get(from);
    if (kept === undefined) continue;
    narrowing.delete(from);
    if (to !== null) carried.push([to, kept]);
  }
  // Only once every moved id is read: a row's new id may be another moved row's old one.
  for (const [to, kept] of carried) narrowing.set(to, kept);
}

/** The series filter's values: every series, one series (`s:<series>`, `s:` for those without), or the search. */
const ALL = "all";
const OTHER = "other";
const seriesValue = (series: string | null) => `s:${series ?? ""}`;
/** Fewer characters than this do not search (the search API's own minimum). */
const MIN_SEARCH = 2;
const DEBOUNCE_MS = 250;

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function matches(title: string, words: readonly string[]): boolean {
  const lower = title.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/**
 * A monitor cell's select. Without JavaScript (and until the page hydrates) it is the catalogue
 * grouped by series, as a plain select. With it, a series filter and a search box narrow the
 * options, the chosen one always staying listed (a select without its value would send another),
 * and a polite live region says how many match; where the definition offers a search of other
 * models ("Other makers"), the filter's last choice searches them as the visitor types. The
 * filter and the search have no `name`: they are not the form's values, so the address and the
 * recomputing as one types (inputs-panel.tsx) ignore them.
 */
export function MonitorPicker({ id, name, label, context, value, choose, monitors, search, titles, error }: MonitorPickerProps) {
  const t = useT();
  const { language } = useLocale();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(value);
  const narrowing = useContext(PickerNarrowingContext);
  // Empty on the server and at hydration (the panel's memory starts empty), so both draw alike.
  const [filter, setFilter] = useState(() => narrowing?.get(id)?.filter ?? ALL);
  const [text, setText] = useState(() => narrowing?.get(id)?.text ?? "");
  useEffect(() => {
    narrowing?.set(id, { filter, text });
  }, [narrowing, id, filter, text]);
  // Other models found by the last search, and the one chosen among them: it stays listed whatever is searched next.
  const [found, setFound] = useState<readonly Found[]>([]);
  const [picked, setPicked] = useState<Found | null>(null);
  const query = text.trim();
  const searchPath = search?.path;
  const searching = searchPath !== undefined && filter === OTHER && query.length >= MIN_SEARCH;

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/${language}${searchPath}?q=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ options?: Found[] }>) : { options: [] }))
        .then((body) => setFound((body.options ?? []).map(({ slug, title }) => ({ slug, title }))))
        // Offline or refused: nothing found, the list stays as it is.
        .catch(() => {
          if (!controller.signal.aborted) setFound([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searching, query, language, searchPath]);

  const words = wordsOf(text);
  const filtering = hydrated && (filter !== ALL || words.length > 0);
  // The series filter's choices: every series the list has.
  const groups = monitorGroups(monitors);
  const own = new Set(monitors.map((monitor) => monitor.slug));
  const visible = (monitor: MonitorChoice) =>
    !filtering || monitor.slug === selected || (filter !== OTHER && matches(monitor.title, words) && (filter === ALL || filter === seriesValue(monitor.series)));
  const shown = monitors.filter(visible);
  // Other models: the chosen one first (once chosen it stays), then what the search found.
  const results = searching ? found : [];
  const extras = [...(picked && picked.slug === selected ? [picked] : []), ...results].filter(
    (model, index, all) => !own.has(model.slug) && all.findIndex((other) => other.slug === model.slug) === index,
  );
  const listed = new Set(extras.map((model) => model.slug));
  // A value neither in the list nor found (an address's other model, a slug the site lacks) stays an option of its own.
  const unknown = selected !== "" && !own.has(selected) && !listed.has(selected);
  const count = shown.length + extras.length;
  const matchesId = `${id}-matches`;

  return (
    <div>
      {hydrated ? (
        <div className="mb-2 grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-series`} className="block text-xs font-medium text-gray-800">
              {t("calculator.monitorPicker.series")}
              <span className="sr-only"> – {context}</span>
            </label>
            <select id={`${id}-series`} className={selectClass} value={filter} aria-describedby={matchesId} onChange={(event) => setFilter(event.target.value)}>
              <option value={ALL}>{t("calculator.monitorPicker.allSeries")}</option>
              {groups.map((group) => (
                <option key={seriesValue(group.series)} value={seriesValue(group.series)}>
                  {group.series === null ? t("calculator.inputs.otherMonitors") : seriesText(group.series, t)}
                </option>
              ))}
              {search ? <option value={OTHER}>{t(search.label)}</option> : null}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-search`} className="block text-xs font-medium text-gray-800">
              {t("calculator.monitorPicker.search")}
              <span className="sr-only"> – {context}</span>
            </label>
            <input id={`${id}-search`} type="search" autoComplete="off" className={selectClass} value={text} aria-describedby={matchesId} onChange={(event) => setText(event.target.value)} />
          </div>
        </div>
      ) : null}
      <FieldFrame id={id} label={label} error={error}>
        {(described) => (
          <select
            id={id}
            name={name}
            className={selectClass}
            value={selected}
            onChange={(event) => {
              const slug = event.target.value;
              setSelected(slug);
              const model = extras.find((candidate) => candidate.slug === slug);
              if (model) setPicked(model);
            }}
            {...described}
          >
            <option value="">{choose}</option>
            {unknown ? <option value={selected}>{monitorTitle(selected, monitors, titles)}</option> : null}
            <MonitorOptions monitors={shown} />
            {extras.length > 0 ? (
              <optgroup label={t("calculator.monitorPicker.otherModels")}>
                {extras.map((model) => (
                  <option key={model.slug} value={model.slug}>
                    {model.title}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        )}
      </FieldFrame>
      {hydrated ? (
        <p id={matchesId} className="sr-only" aria-live="polite">
          {search && filter === OTHER && query.length < MIN_SEARCH ? t(search.hint) : filtering ? t("calculator.monitorPicker.matches", { count }) : ""}
        </p>
      ) : null}
    </div>
  );
}
