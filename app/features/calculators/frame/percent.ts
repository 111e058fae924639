/**
 * Shares typed as percentages on the page (issue 28): the form shows a `percent` field as
 * `<name>Percent` ("10"), and a share assumption as `a.<key>Percent`, while the query, the share link and the API keep the share
 * (`discount=0.1`). The script-driven form converts before it navigates; a form sent without
 * JavaScript is converted by the page's loader, which redirects to the canonical address.
 */
import type { FieldSpec } from "./definition";
import { DECIMAL } from "~/utils/input-rules";
import { ASSUMPTION_PREFIX } from "./query";

export const PERCENT_SUFFIX = "Percent";


/** 12 significant digits drop the binary noise of ×100 and ÷100 (0.07 × 100 = 7.000000000000001). */
function tidy(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/** The form's text for a share: "0.1" → "10"; anything not a plain number stays as typed. */
export function shareAsPercent(share: string): string {
  const text = share.trim().replaceAll(",", "");
  return DECIMAL.test(text) ? tidy(Number(text) * 100) : share;
}

/** The query's share for a typed percentage: "10" → "0.1", "12.5" → "0.125"; other text unchanged (the schema answers it). */
export function percentAsShare(percent: string): string {
  const text = percent.trim().replace(/\s*%$/, "").replaceAll(",", "");
  return DECIMAL.test(text) ? tidy(Number(text) / 100) : percent.trim();
}

/** An issue's bounds said in per cent, for a share typed in per cent (0 to 100, not 0 to 1). */
export function percentBounds<Values extends Record<string, string | number>>(values: Values | undefined): Values | undefined {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (key === "min" || key === "max") && typeof value === "number" ? Number((value * 100).toPrecision(12)) : value])) as Values;
}

/** The share's name for a per-cent parameter: a `percent` field's, or any override's (`a.gainPercent` → `a.gain`). */
function shareName(key: string, fields: readonly FieldSpec[]): string | undefined {
  if (!key.endsWith(PERCENT_SUFFIX)) return undefined;
  const name = key.slice(0, -PERCENT_SUFFIX.length);
  // Only assumptions that are shares get a per-cent field on the page (AssumptionsPanel).
  if (name.startsWith(ASSUMPTION_PREFIX) && name.length > ASSUMPTION_PREFIX.length) return name;
  return fields.some((field) => field.kind === "number" && field.percent && field.name === name) ? name : undefined;
}

/** The params with every `<name>Percent` turned into `<name>` (a share), in order; null when there is none. */
export function percentsToShares(params: URLSearchParams, fields: readonly FieldSpec[]): URLSearchParams | null {
  if (![...params.keys()].some((key) => shareName(key, fields) !== undefined)) return null;
  const converted = new URLSearchParams();
  for (const [key, value] of params) {
    const name = shareName(key, fields);
    if (name === undefined) converted.append(key, value);
    else if (value.trim() !== "") converted.append(name, percentAsShare(value));
  }
  return converted;
}
