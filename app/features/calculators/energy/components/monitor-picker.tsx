import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { selectClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import type { MonitorOption } from "../monitor-types";

type MonitorPickerProps = {
  id: string;
  /** The form's address: when it changes, the picker starts again from `value`, as if new. */
  redraw: string;
  name: string;
  label: string;
  /** Names the row for the filter controls' labels ("monitor 2 of Option 1"). */
  context: string;
  value: string;
  series: readonly string[];
  options: readonly MonitorOption[];
  /** Chosen monitors that are not the site's own (other makers, the other site's models). */
  extraOptions: readonly MonitorOption[];
  error?: string;
  errorId?: string;
};

const OTHER = "other";
const ALL = "all";

function matches(option: MonitorOption, words: readonly string[]): boolean {
  const title = option.title.toLowerCase();
  return words.every((word) => title.includes(word));
}

/**
 * Series → monitor, searchable. Without JavaScript it is one list grouped by series; with it, a
 * series filter and a search narrow the list, and "Other makers" searches the ENERGY STAR list
 * of other brands. Models without power figures are listed but cannot be chosen, and say why.
 */
export function MonitorPicker({ id, redraw, name, label, context, value, series, options, extraOptions, error, errorId }: MonitorPickerProps) {
  const t = useT();
  const { language } = useLocale();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(value);
  const [seriesFilter, setSeriesFilter] = useState(ALL);
  const [search, setSearch] = useState("");
  // An other maker's model found by a search stays listed once chosen, whatever is searched next.
  const [picked, setPicked] = useState<MonitorOption | null>(null);
  // A new address starts the picker again (what a new mount would do) but keeps its elements:
  // the options that stay are not made again.
  const [drawnFor, setDrawnFor] = useState(redraw);
  if (drawnFor !== redraw) {
    setDrawnFor(redraw);
    setSelected(value);
    setSeriesFilter(ALL);
    setSearch("");
    setPicked(null);
  }
  const otherMakers = useFetcher<{ options: MonitorOption[] }>();
  const { load } = otherMakers;
  const words = useMemo(() => search.toLowerCase().split(/\s+/).filter(Boolean), [search]);

  useEffect(() => {
    if (seriesFilter !== OTHER || search.trim().length < 2) return;
    const timer = setTimeout(() => void load(`/${language}/api/energy-monitors?q=${encodeURIComponent(search.trim())}`), 250);
    return () => clearTimeout(timer);
  }, [seriesFilter, search, language, load]);

  const searched = seriesFilter === OTHER && search.trim().length >= 2 ? (otherMakers.data?.options ?? []) : [];
  const found = picked && picked.slug === selected ? [picked, ...searched] : searched;
  const known = new Map([...options, ...extraOptions, ...found].map((option) => [option.slug, option]));
  const visible = (option: MonitorOption) => option.slug === selected || (matches(option, words) && (seriesFilter === ALL || option.series === seriesFilter));
  const groups = series
    .map((key) => ({ key, options: options.filter((option) => option.usable && option.series === key && visible(option)) }))
    .filter((group) => group.options.length > 0);
  const extras = [...extraOptions.filter((option) => option.slug === selected || seriesFilter === ALL || seriesFilter === OTHER), ...found].filter(
    (option, index, all) => all.findIndex((other) => other.slug === option.slug) === index && !options.some((own) => own.slug === option.slug),
  );
  const unusable = seriesFilter === OTHER ? [] : options.filter((option) => !option.usable && option.slug !== selected && visible(option));
  const selectedOption = known.get(selected);
  // The chosen value must stay an enabled option: a disabled one is left out of the submitted
  // form, and the rows' monitor and quantity fields pair up by position.
  const pinned = selected === "" || selectedOption?.usable ? null : (selectedOption ?? null);
  const unknown = selected !== "" && !selectedOption;
  const shown = groups.reduce((total, group) => total + group.options.length, 0) + extras.length;
  const filtering = hydrated && (search !== "" || seriesFilter !== ALL);

  return (
    <div>
      {hydrated ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-series`} className="block text-xs font-medium text-gray-800">
              {t("energy.input.seriesFilter")}
              <span className="sr-only"> – {context}</span>
            </label>
            <select id={`${id}-series`} className={selectClass} value={seriesFilter} onChange={(event) => setSeriesFilter(event.target.value)}>
              <option value={ALL}>{t("energy.input.allSeries")}</option>
              {series.map((key) => (
                <option key={key} value={key}>
                  {t(`series.${key}` as PhraseKey)}
                </option>
              ))}
              <option value={OTHER}>{t("energy.input.otherMakers")}</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-search`} className="block text-xs font-medium text-gray-800">
              {t("energy.input.search")}
              <span className="sr-only"> – {context}</span>
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className={selectClass}
              value={search}
              aria-describedby={`${id}-matches`}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <label htmlFor={id} className="mt-2 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={selectClass}
        value={selected}
        onChange={(event) => {
          setSelected(event.target.value);
          setPicked(known.get(event.target.value) ?? null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{t("energy.input.chooseMonitor")}</option>
        {unknown ? <option value={selected}>{selected}</option> : null}
        {pinned ? <option value={pinned.slug}>{t("energy.input.noPowerOption", { title: pinned.title })}</option> : null}
        {groups.map((group) => (
          <optgroup key={group.key} label={t(`series.${group.key}` as PhraseKey)}>
            {group.options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.title}
              </option>
            ))}
          </optgroup>
        ))}
        {extras.length > 0 ? (
          <optgroup label={t("energy.input.otherModels")}>
            {extras.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.title}
              </option>
            ))}
          </optgroup>
        ) : null}
        {unusable.length > 0 ? (
          <optgroup label={t("energy.input.noPowerGroup")}>
            {unusable.map((option) => (
              <option key={option.slug} value={option.slug} disabled>
                {t("energy.input.noPowerOption", { title: option.title })}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {hydrated ? (
        <p id={`${id}-matches`} className="sr-only" aria-live="polite">
          {filtering ? t("energy.input.matches", { count: shown }) : ""}
          {seriesFilter === OTHER && search.trim().length < 2 ? t("energy.input.otherMakersHint") : ""}
        </p>
      ) : null}
    </div>
  );
}
