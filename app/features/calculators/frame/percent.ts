/**
 * Shares typed as percentages on the page (issue 28): the form shows a `percent` field as
 * `<name>Percent` ("10"), while the query, the share link and the API keep the share
 * (`discount=0.1`). The script-driven form converts before it navigates; a form sent without
 * JavaScript is converted by the page's loader, which redirects to the canonical address.
 */
import type { FieldSpec } from "./definition";

export const PERCENT_SUFFIX = "Percent";

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** 12 significant digits drop the binary noise of ×100 and ÷100 (0.07 × 100 = 7.000000000000001). */
function tidy(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/** The form's text for a share: "0.1" → "10"; anything not a plain number stays as typed. */
export function shareAsPercent(share: string): string {
  const text = share.trim().replaceAll(",", "");
  return NUMBER.test(text) ? tidy(Number(text) * 100) : share;
}

/** The query's share for a typed percentage: "10" → "0.1", "12.5" → "0.125"; other text unchanged (the schema answers it). */
export function percentAsShare(percent: string): string {
  const text = percent.trim().replace(/\s*%$/, "").replaceAll(",", "");
  return NUMBER.test(text) ? tidy(Number(text) / 100) : percent.trim();
}

/** The params with every `<name>Percent` turned into `<name>` (a share), in place; null when there is none. */
export function percentsToShares(params: URLSearchParams, fields: readonly FieldSpec[]): URLSearchParams | null {
  const names = fields.filter((field) => field.kind === "number" && field.percent).map((field) => field.name);
  if (!names.some((name) => params.has(`${name}${PERCENT_SUFFIX}`))) return null;
  const converted = new URLSearchParams();
  for (const [key, value] of params) {
    const name = names.find((candidate) => key === `${candidate}${PERCENT_SUFFIX}`);
    if (name === undefined) converted.append(key, value);
    else if (value.trim() !== "") converted.append(name, percentAsShare(value));
  }
  return converted;
}
