import type { SeriesKey } from "./series";

/** The catalogue list's state as it lives in the URL query. */
export type ListQuery = { series?: SeriesKey; currentPage: number };

export function serializeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.series) params.set("series", query.series);
  if (query.currentPage > 1) params.set("currentPage", String(query.currentPage));
  const text = params.toString();
  return text ? `?${text}` : "";
}
