import { z } from "zod";
import type { ListQuery } from "./list-query";
import { isSeriesKey } from "./series";

/**
 * Reads the catalogue list's URL query. Bad input is ignored or clamped, never an error:
 * a shared link with a stale or mangled value still opens a page.
 */
const listQuerySchema = z.object({
  series: z
    .string()
    .optional()
    .transform((value) => (isSeriesKey(value) ? value : undefined)),
  currentPage: z
    .string()
    .optional()
    .transform((value) => {
      const page = Number.parseInt(value ?? "1", 10);
      return Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1;
    }),
});

export function parseListQuery(search: URLSearchParams): ListQuery {
  return listQuerySchema.parse({
    series: search.get("series") ?? undefined,
    currentPage: search.get("currentPage") ?? undefined,
  });
}
