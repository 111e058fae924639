import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { DefaultSubmit } from "~/features/calculators/shared/components/default-submit";
import { primaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useLocale, useT } from "~/root-data";
import { keepsParam } from "../empty-params";
import type { CalculatorPageData } from "../page-data";
import { unpackMonitorChoices } from "../monitor-choices";
import { ASSUMPTION_PREFIX } from "../query";
import { percentBounds, percentsToShares } from "../percent";
import { INTENT_PARAM, rewriteRows } from "../rows";
import { movedCellIds, optionCount, optionIssueLabel, optionListNames } from "../options";
import { ErrorSummary } from "./error-summary";
import { FieldControl } from "./field-control";
import { InputsSummary } from "./inputs-summary";
import { inputCurrency, moneyLabel } from "./money-text";
import { OptionsField } from "./options-field";
import { moveNarrowing, PickerNarrowingContext, type PickerNarrowing } from "./monitor-picker";
import { OverrideFields } from "./override-fields";
import { shownValues } from "./query-links";

/** The results heading's id: the form's target, so a submit lands on the answer (issue #28). */
export const RESULTS_ID = "results";

/** Set by a Calculate sent by script, cleared once the results heading has been shown (browser only). */
const pendingResults = { scroll: false };

/** A navigation made by typing (issue 49): the form stays as it is, the summary waits for Calculate. */
export type TypedState = { typing: true };

export function isTyped(state: unknown): state is TypedState {
  return typeof state === "object" && state !== null && (state as Partial<TypedState>).typing === true;
}

/** The form's fields as the address keeps them: trimmed, no empty value but a paired one; the submitter too (a row button). */
function formParams(form: HTMLFormElement, submitter: HTMLElement | null, paired: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === "string" && keepsParam(name, value, paired)) params.append(name, value.trim());
  return params;
}

/** The form's fields as the loader's redirect would leave them: shares, not per cent; rows, not cells (rows.ts). */
function addressParams(params: URLSearchParams, fields: CalculatorPageData<unknown>["fields"]): URLSearchParams {
  const shares = percentsToShares(params, fields) ?? params;
  const rows = rewriteRows(shares, fields);
  return rows ? new URLSearchParams(rows.query) : shares;
}

export type InputsPanelProps = {
  data: Pick<CalculatorPageData<unknown>, "path" | "fields" | "values" | "defaults" | "overrides" | "issues" | "monitors" | "query" | "run" | "money" | "optionsSummary" | "monitorTitles">;
  /** Drawn inside the form before the button: the assumptions panel, so one submit sends both. */
  children?: ReactNode;
  /** A line per field name saying what the field stands for when left empty (CalculatorPage's fieldNotes). */
  notes?: Readonly<Record<string, string>>;
};

/**
 * The inputs as one GET form to the page itself: without JavaScript the browser submits it,
 * with it the router does, leaving empty fields out of the address (empty means "the default"
 * either way). The saved entry's name is not a field: changed inputs are no longer that entry.
 */
export function InputsPanel({ data, children, notes }: InputsPanelProps) {
  const t = useT();
  const { localPath } = useLocale();
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const action = localPath(data.path);
  const typing = isTyped(location.state);
  // Typing recomputes once a frame, on the page itself (a two-step tool's input page only fills in).
  const frame = useRef<number | null>(null);
  const recomputes = action === location.pathname;
  // Once the answer is drawn, bring the results heading into view and focus it, as the `#results`
  // target does without JavaScript. Also on the page the form goes to (meeting-room ROI's
  // results page): that page's panel is a new one, hence the module's flag rather than a ref.
  useEffect(() => {
    if (navigation.state !== "idle" || !pendingResults.scroll) return;
    pendingResults.scroll = false;
    const heading = document.getElementById(RESULTS_ID);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start" });
    // The address too: an answer computed in the browser may arrive without a render of the loading state.
  }, [navigation.state, location.key]);
  const monitors = unpackMonitorChoices(data.monitors);
  // Uncontrolled fields keep what was typed across a navigation; a new address redraws them,
  // except one the typing made (the caret stays where it is).
  const addressKey = JSON.stringify([data.values, data.overrides, data.query]);
  const [kept, setKept] = useState({ key: addressKey, values: data.values, query: data.query });
  if (!typing && kept.key !== addressKey) setKept({ key: addressKey, values: data.values, query: data.query });
  const formKey = typing ? kept.key : addressKey;
  // The monitor pickers' filters and searches, kept across the form's redraws (monitor-picker.tsx).
  const [narrowing] = useState<PickerNarrowing>(() => new Map());
  // A row button's moves (removed, moved first), applied to that memory when the form is drawn for
  // the new address: before the pickers mount, and never when the address stays (identical rows).
  const rowMoves = useRef<ReadonlyMap<string, string | null> | null>(null);
  const drawnKey = useRef(formKey);
  if (drawnKey.current !== formKey) {
    drawnKey.current = formKey;
    if (rowMoves.current) moveNarrowing(narrowing, rowMoves.current);
    rowMoves.current = null;
  }
  useEffect(() => {
    // The row button's answer is drawn (or the address stayed): a later redraw is not its.
    if (navigation.state === "idle") rowMoves.current = null;
  }, [navigation.state]);
  // While typing the fields draw as they were mounted: a select whose options changed under the
  // visitor (an empty "Default" option dropped once the address spells the default) would jump to another option.
  const values = typing ? shownValues(kept.values, kept.query) : shownValues(data.values, data.query);
  // A country or currency picked but not yet sent: money labels name the currency the amounts will be read in.
  const [picked, setPicked] = useState<{ formKey: string; country?: string; moneyCurrency?: string; counts?: Record<string, string> }>({ formKey });
  const live = picked.formKey === formKey ? picked : { formKey };
  const country = live.country ?? values.country;
  const pickedLocal = country !== values.country && country !== undefined ? data.money?.byCountry?.[country] : undefined;
  // The answer's rate is the sent country's: no equivalent until the new one is calculated.
  const money = data.money && pickedLocal ? { ...data.money, local: pickedLocal, usdRate: null } : data.money;
  const moneyCurrency = live.moneyCurrency ?? values.moneyCurrency;
  // An `options` field shows as many options as its `countBy` select says, picked but not yet sent too.
  const countNames = new Set(data.fields.flatMap((field) => (field.kind === "options" ? [field.countBy] : [])));
  const paired = optionListNames(data.fields);
  const errorOf = (name: string) => {
    const issue = data.issues.find((candidate) => candidate.field === name);
    if (!issue) return undefined;
    // A field or share assumption typed in per cent states its bounds in per cent too (0 to 100, not 0 to 1).
    const field = data.fields.find((candidate) => candidate.name === name);
    const assumption = name.startsWith(ASSUMPTION_PREFIX) ? data.run?.assumptions.find((candidate) => `${ASSUMPTION_PREFIX}${candidate.key}` === name) : undefined;
    const percent = (field?.kind === "number" && field.percent) || assumption?.percent;
    return t(issue.message, percent ? percentBounds(issue.values) : issue.values);
  };
  const labelOf = (name: string) => {
    const field = data.fields.find((candidate) => candidate.name === name);
    if (field) return moneyLabel(t(field.label), field.kind === "number" ? inputCurrency(field.money, money, moneyCurrency) : null, t);
    const [rowsName, row, column] = name.split(".");
    const rows = data.fields.find((candidate) => candidate.name === rowsName && candidate.kind === "rows");
    if (rows?.kind === "rows" && /^\d+$/.test(row ?? "")) {
      const cell = rows.columns.find((candidate) => candidate.key === column) ?? rows.columns[0]!;
      const cellLabel = moneyLabel(t(cell.label), cell.kind === "number" ? inputCurrency(cell.money, money, moneyCurrency) : null, t);
      return t("calculator.rows.cellLabel", { label: t(rows.label), row: Number(row) + 1, column: cellLabel });
    }
    const option = optionIssueLabel(data.fields, name, t);
    if (option !== null) return option;
    if (!name.startsWith(ASSUMPTION_PREFIX)) return null;
    const key = name.slice(ASSUMPTION_PREFIX.length);
    const assumption = data.run?.assumptions.find((candidate) => candidate.key === key);
    return assumption ? t(assumption.label, assumption.labelValues) : t("calculator.inputs.overrideLabel", { key });
  };

  return (
    <PickerNarrowingContext.Provider value={narrowing}>
      <Form
        key={formKey}
        method="get"
        action={`${action}#${RESULTS_ID}`}
        noValidate
        aria-labelledby="calculator-inputs-title"
        className="space-y-6"
        onChange={(event) => {
          const target = event.target;
          const form = event.currentTarget;
          // A control without a name is not one of the form's values (a monitor picker's series
          // filter and search): changing it changes no address, so it neither recomputes nor adds a history entry.
          if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) || target.name === "") return;
          if (recomputes && frame.current === null) {
            frame.current = requestAnimationFrame(() => {
              frame.current = null;
              const query = addressParams(formParams(form, null, paired), data.fields).toString();
              // One history entry per burst of typing: the first change adds it, the next ones replace it.
              void navigate(`${action}${query ? `?${query}` : ""}`, { replace: typing, preventScrollReset: true, state: { typing: true } satisfies TypedState });
            });
          }
          if (data.money && target instanceof HTMLSelectElement && (target.name === "country" || target.name === "moneyCurrency")) setPicked({ ...live, [target.name]: target.value });
          if (target instanceof HTMLSelectElement && countNames.has(target.name)) setPicked({ ...live, counts: { ...live.counts, [target.name]: target.value } });
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (frame.current !== null) cancelAnimationFrame(frame.current);
          frame.current = null;
          // The submitter too: a `rows` field's add/remove buttons are submit buttons with a value.
          // An option's cells pair up by position: their empty values stay.
          const params = formParams(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter, paired);
          // A row button keeps its own focus (rows-field.tsx); only a Calculate goes to the results.
          pendingResults.scroll = params.get(INTENT_PARAM) === null;
          // A row removed or moved first: the pickers' filters follow their rows into the redrawn form.
          const moves = movedCellIds(params.get(INTENT_PARAM), data.fields);
          rowMoves.current = moves.size > 0 ? moves : null;
          // A row button's cells are the loader's to rewrite, with its focus.
          void submit(pendingResults.scroll ? addressParams(params, data.fields) : (percentsToShares(params, data.fields) ?? params), { method: "get", action, preventScrollReset: true });
        }}
      >
        <DefaultSubmit label={t("calculator.inputs.calculate")} />
        <h2 id="calculator-inputs-title" className="text-xl font-semibold print:hidden">
          {t("calculator.inputs.title")}
        </h2>
        {/* While typing, each message is under its field; the summary (which takes the focus) waits for Calculate. */}
        {typing ? null : <ErrorSummary issues={data.issues} labelOf={labelOf} />}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:hidden">
          {data.fields.map((field) =>
            field.kind === "options" ? (
              <OptionsField key={field.name} field={field} values={values} count={optionCount(field, data.fields, live.counts?.[field.countBy] ?? values[field.countBy] ?? data.defaults?.[field.countBy])} monitors={monitors} titles={data.monitorTitles} errorOf={errorOf} summary={data.optionsSummary} />
            ) : (
              <FieldControl key={field.name} field={field} value={values[field.name] ?? ""} fallback={data.defaults?.[field.name]} note={notes?.[field.name]} monitors={monitors} error={errorOf(field.name)} errorOf={errorOf} money={money} moneyCurrency={moneyCurrency} />
            ),
          )}
        </div>
        <InputsSummary fields={data.fields.filter((field) => field.kind !== "options")} values={values} monitors={monitors} money={money} />
        {children ?? <OverrideFields overrides={data.overrides} issues={data.issues} />}
        <div className="print:hidden">
          <button type="submit" className={primaryButtonClass}>
            {t("calculator.inputs.calculate")}
          </button>
        </div>
      </Form>
    </PickerNarrowingContext.Provider>
  );
}
