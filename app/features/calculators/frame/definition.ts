import type { z } from "zod";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";

/**
 * A text said in the visitor's language: a phrase key and its values. Models and definitions
 * return these instead of strings, so the page, the API and the CSV translate them alike.
 */
export type Said = { key: PhraseKey; values?: Record<string, string | number> };

/**
 * Where an assumption comes from: a phrase, or a text the context loader has already worded in
 * the visitor's language (energy's sources are its page's assumption lines, joined sentences with
 * figures formatted for the locale).
 */
export type SourceText = Said | { text: string };

export function sourceText(source: SourceText, t: Translate): string {
  return "text" in source ? source.text : t(source.key, source.values);
}

/**
 * One constant a model uses, as the calculator states it for the current inputs: its value
 * (which may depend on the inputs, e.g. the country's exchange rate), its unit, the bounds an
 * override must keep, and where it comes from. Shown in the assumptions panel and overridable
 * with `a.<key>=value` in the address.
 */
export type AssumptionSpec = {
  key: string;
  /** What the panel calls it. */
  label: PhraseKey;
  /** The label's values, where it names something ("{monitor}: on-power"). */
  labelValues?: Record<string, string | number>;
  value: number;
  /** A short unit as printed after the value ("h", "USD", "EUR/USD", "ratio"); not translated. */
  unit: string;
  min: number;
  max: number;
  /** The value must be more than `min` (a rate of 0 would divide by 0); messages say "more than". */
  minExclusive?: true;
  source: SourceText;
};

/**
 * An assumption as applied: the value used, the calculator's own value, and whether they differ.
 * `percent`: a share (unit `ratio`, or a yearly rate of at most 1) that pages show and take in per
 * cent (`a.<key>Percent`, percent.ts); the address and the API keep the share.
 */
export type AppliedAssumption = Omit<AssumptionSpec, "min" | "max" | "minExclusive"> & { defaultValue: number; overridden: boolean; percent: boolean };

/** Shares are typed in per cent on pages: a ratio, or a yearly rate bounded by 1 (wage growth, discount rate). */
export function isShare(spec: Pick<AssumptionSpec, "unit" | "max">): boolean {
  return spec.unit === "ratio" || (spec.unit === "1/year" && spec.max <= 1);
}

/**
 * An option's text: a phrase, a country named by Intl.DisplayNames in the visitor's language, or
 * a proper name that is the same in every language (a laptop model).
 */
export type OptionLabel = Said | { region: string } | { text: string };

/** How the inputs panel draws one input. `name` is the query parameter and the API field. */
export type FieldSpec =
  | {
      name: string;
      kind: "number";
      label: PhraseKey;
      hint?: PhraseKey;
      min: number;
      max: number;
      step?: number | "any";
      /** Shown when the field is empty and the calculator fills the value in itself (e.g. the country's salary). */
      placeholder?: string;
      /** An amount of money: always in the country's currency, or in the one `moneyCurrency` chooses. */
      money?: MoneyIn;
      /** A share (0–1) the page's form takes in per cent (10 for 0.1) as `<name>Percent`; the query and the API keep the share (percent.ts). */
      percent?: true;
    }
  /**
   * `sorted`: options in the order of their text in the visitor's language (countries by name).
   * `pageDefault` (here and below): the value a blank page's form starts with when it differs
   * from the schema's default, which the API and addresses without the field keep.
   */
  | { name: string; kind: "select"; label: PhraseKey; hint?: PhraseKey; options: readonly { value: string; label: OptionLabel }[]; optional?: Said; sorted?: boolean; pageDefault?: string }
  /** Which currency the money inputs are in (`local` or `USD`): options named after the country's currency. */
  | { name: string; kind: "money-currency"; label: PhraseKey; hint?: PhraseKey; pageDefault?: string }
  | { name: string; kind: "yes-no"; label: PhraseKey; hint?: PhraseKey }
  /** A catalogue monitor: a select whose options the page loads (the loader's `monitors`). */
  | { name: string; kind: "monitor"; label: PhraseKey; hint?: PhraseKey; optional?: Said }
  /**
   * A list of rows (rooms, each with a size, a display, a quantity…): the parameter repeats, one
   * `name=<col>:<col>:…` per row, the columns in this order (values hold no ":"). The form draws
   * one field per cell (`name.<row>.<column>`) and add/remove buttons; the page's loader joins
   * the cells into rows and applies the buttons (rows.ts), so it works without JavaScript.
   */
  | { name: string; kind: "rows"; label: PhraseKey; hint?: PhraseKey; columns: readonly RowColumn[]; maxRows: number; addLabel: PhraseKey; removeLabel: PhraseKey }
  /**
   * Options to compare (energy's: one to three, each with rows of a monitor and a quantity). Option
   * n's name is `<name><n>n`, its rows pair up by position across one repeating parameter per
   * column (`<name><n><column.key>`: `c1m`, `c1q`), empty values kept. How many options the page
   * shows is the position of the `countBy` select's value among its options (`layout=double`: 2).
   * The form's row buttons (`intent=add-row:c1`, `remove-row:c1:<row>`, `first-row:c1:<row>`) are
   * applied by the page's loader (options.ts), so they work without JavaScript. Issues name a
   * cell `<name><n>-row-<row>-<column.id>` (1-based) and too many rows `<name><n>`.
   */
  | OptionsSpec;

/** An `options` field (see FieldSpec). */
export type OptionsSpec = {
  name: string;
  kind: "options";
  label: PhraseKey;
  hint?: PhraseKey;
  countBy: string;
  maxRows: number;
  columns: readonly OptionColumn[];
  /** "Option {number}": an option's name when the visitor gives none. */
  optionLabel: PhraseKey;
  nameLabel: PhraseKey;
  nameHint: PhraseKey;
  nameMaxLength: number;
  addLabel: PhraseKey;
  removeLabel: PhraseKey;
  firstLabel: PhraseKey;
  /** "monitor {row} of {option}": names a row's buttons for screen readers. */
  rowContext: PhraseKey;
};

/** One column of an option's rows: `key` in the parameter (`c1m`), `id` in issues and element ids (`c1-row-1-monitor`). */
export type OptionColumn =
  | { key: string; id: string; kind: "monitor"; label: PhraseKey; choose: PhraseKey; search?: MonitorSearch }
  | { key: string; id: string; kind: "number"; label: PhraseKey; min: number; max: number; fallback: string };

/**
 * Models beyond the page's list that a monitor cell can search once JavaScript runs (energy's
 * other makers): `path` after the language (`/api/energy-monitors`) answers `?q=<text>` (two
 * characters or more) with `{ options: { slug, title }[] }`; `label` names the search in the
 * picker's series filter, `hint` says what to type.
 */
export type MonitorSearch = { path: string; label: PhraseKey; hint: PhraseKey };

/** One column of a `rows` field: a cell drawn like the field of that kind. */
export type RowColumn =
  | { key: string; kind: "number"; label: PhraseKey; hint?: PhraseKey; min: number; max: number; placeholder?: string; money?: MoneyIn }
  | { key: string; kind: "select"; label: PhraseKey; options: readonly { value: string; label: OptionLabel }[] }
  | { key: string; kind: "monitor"; label: PhraseKey };

/** Where a money input's currency comes from: the country's always, or `moneyCurrency`'s choice. */
export type MoneyIn = "local" | "chosen";

/** A problem with one field (an input's name, or `a.<key>` for an override); the message is a phrase key. */
export type FieldIssue = { field: string; message: PhraseKey; values?: Record<string, string | number> };

/**
 * A calculator: a bounded input schema, its constants for given inputs, and a pure compute. The
 * context is what the server looks up for the inputs (exchange rates, the catalogue monitor, the
 * country's price); it is loaded by the calculator's `*.server.ts`, so this stays pure. The page,
 * the JSON API and the CSV all go through `runCalculator`, so they cannot differ.
 */
export type CalculatorDefinition<Input, Context, Result> = {
  /** The API name: `/{lang}/api/calculators/<name>`; also the saved entries' calculator name. */
  name: string;
  /** Parses the query's raw strings; every numeric field bounded; messages are phrase keys. */
  inputSchema: z.ZodType<Input>;
  /** Inputs in the order the panel shows them (the fields a definition may compute depend on nothing). */
  fields: readonly FieldSpec[];
  /**
   * Parameters besides `rows` fields that repeat and pair up by position with another (energy's
   * `c1m` with `c1q`, one of each per row): every value is kept, an empty one too, so pairs stay in step.
   */
  pairedLists?: readonly string[];
  assumptions: (inputs: Input, context: Context) => readonly AssumptionSpec[];
  /**
   * Assumptions that contradict each other once applied (energy's on- and off-hours past a year,
   * ergonomics' preferred size below the minimum): an issue on each field (issue 50). `overridden`
   * holds the keys the address set.
   */
  crossChecks?: (values: Readonly<Record<string, number>>, overridden: ReadonlySet<string>) => FieldIssue[];
  compute: (inputs: Input, values: Readonly<Record<string, number>>, context: Context) => Result;
  /**
   * What the server's context depends on, as a text: inputs with the same key share one context,
   * so the browser recomputes without asking (issue 49); another key fetches only that context
   * as JSON (`<name>.context`). Every input the context loader reads must be in it.
   */
  contextKey: (inputs: Input) => string;
  /**
   * For a calculator that takes money: the country's currency as the query names it, for the
   * page before (or without) a run. Its page labels money inputs with their currency and shows
   * the currency converter.
   */
  localCurrency?: (raw: Readonly<Record<string, string | string[]>>) => string;
  /**
   * The titles of the monitors a context holds, by slug (energy's chosen ones): an options field
   * shows them for a chosen monitor the page's list lacks (an other maker's model found by a search).
   */
  monitorTitles?: (context: Context) => Record<string, string>;
};

/**
 * Who asks and where: the site and language, and for a calculator whose answer links to its own
 * page (energy's share link) the public origin and whether the host drops the site prefix.
 */
export type CalculatorRequest = { site: "work" | "home"; language: string; origin?: string; hostMode?: boolean };

/** The server half: loads the context for parsed inputs, or reports issues (an unknown monitor…). */
export type ContextLoader<Input, Context> = (
  inputs: Input,
  request: CalculatorRequest,
) => Promise<{ ok: true; context: Context } | { ok: false; issues: FieldIssue[] }>;
