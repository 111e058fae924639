import { z } from "zod";
import type { SortOption } from "./vocabulary";

/** The path parameters of GET /{lang}/api/resources/:limit/:sortField/:sortDirection. */
export const resourceApiParams = z.object({
  limit: z.coerce.number().int().min(1).max(100),
  sortField: z.enum(["date", "title"]),
  sortDirection: z.enum(["asc", "desc"]),
});

export type ResourceApiParams = z.infer<typeof resourceApiParams>;

export const sortOf = (params: ResourceApiParams): SortOption => `${params.sortField}_${params.sortDirection}`;
