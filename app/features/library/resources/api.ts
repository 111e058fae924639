import { z } from "zod";
import { DECIMAL } from "~/utils/input-rules";
import type { SortOption } from "./vocabulary";

/**
 * The path parameters of GET /{lang}/api/resources/:limit/:sortField/:sortDirection. The limit is
 * a plain decimal by the input rule: `0x10`, `1e1` or ` 3` are no limit, as `Number()` would read them.
 */
export const resourceApiParams = z.object({
  limit: z.string().regex(DECIMAL).transform(Number).pipe(z.number().int().min(1).max(100)),
  sortField: z.enum(["date", "title"]),
  sortDirection: z.enum(["asc", "desc"]),
});

export type ResourceApiParams = z.infer<typeof resourceApiParams>;

export const sortOf = (params: ResourceApiParams): SortOption => `${params.sortField}_${params.sortDirection}`;
