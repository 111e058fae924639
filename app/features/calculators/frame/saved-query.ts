import { z } from "zod";

/**
 * What a frame calculator saves to a collection: the canonical query (inputs and overrides). An
 * entry restores every input by replaying it through the same validation as an address.
 */
export const savedQuerySchema = z.object({ query: z.string().max(4000) }).strict();
export type SavedQuery = z.infer<typeof savedQuerySchema>;
