/**
 * A calculator page's address as the page reads it, in the server's loader and in the browser
 * alike (browser-page.ts): the page defaults it spells out and the CSV link it offers.
 */
import { CONVERTER_PARAMS } from "~/features/calculators/shared/components/currency-converter";
import type { FieldSpec } from "./definition";
import { rowCells } from "./rows";

/** Nothing in the address but a saved entry's name or the currency converter's figures. */
export function isBlank(params: URLSearchParams): boolean {
  return [...params.keys()].every((name) => name === "entry" || CONVERTER_PARAMS.includes(name));
}

/** Whether the address types any amount whose currency `moneyCurrency` chooses (a cell of a `rows` field included). */
function hasChosenAmount(params: URLSearchParams, fields: readonly FieldSpec[]): boolean {
  const filled = (name: string, test: (value: string) => boolean = () => true) => params.getAll(name).some((value) => value.trim() !== "" && test(value));
  return fields.some((field) => {
    if (field.kind === "number") return field.money === "chosen" && filled(field.name);
    if (field.kind !== "rows") return false;
    const columns = field.columns.filter((column) => column.kind === "number" && column.money === "chosen");
    return columns.length > 0 && filled(field.name, (row) => columns.some((column) => (rowCells(field, row)[column.key] ?? "").trim() !== ""));
  });
}

/**
 * The address as the page reads it: each field's `pageDefault` spelt out where it applies, so
 * the form, the run and the share link all mean what the form shows. A blank page takes every
 * page default. `moneyCurrency` (amounts in the country's currency) also applies to an address
 * that types no amount — it changes what typed amounts mean and nothing else — but an address
 * with an amount and no `moneyCurrency` keeps the schema's USD: an old link keeps its meaning.
 */
export function withPageDefaults(params: URLSearchParams, fields: readonly FieldSpec[]): URLSearchParams {
  const blank = isBlank(params);
  const amounts = hasChosenAmount(params, fields);
  const filled = new URLSearchParams(params);
  for (const field of fields) {
    if (!("pageDefault" in field) || field.pageDefault === undefined || (params.get(field.name) ?? "").trim() !== "") continue;
    if (blank || (field.kind === "money-currency" && !amounts)) filled.set(field.name, field.pageDefault);
  }
  return filled;
}

/** `/{lang}/api/calculators/<name>.<format>?<query>`; the For Home catalogue says `site=home` (the API has no site prefix). */
export function calculatorApiHref(language: string, site: "work" | "home", name: string, format: "csv" | "context", query: string): string {
  const full = site === "home" ? [query, "site=home"].filter(Boolean).join("&") : query;
  return `/${language}/api/calculators/${name}.${format}${full ? `?${full}` : ""}`;
}

export function csvHref(language: string, site: "work" | "home", name: string, query: string): string {
  return calculatorApiHref(language, site, name, "csv", query);
}

