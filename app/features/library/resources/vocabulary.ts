import { z } from "zod";

/**
 * The fixed vocabulary of the resource library's filters. Values are URL slugs; each has a
 * phrase "resources.<facet>.<value>" for its label.
 */
export const researchKinds = ["statistics", "certification", "product-data", "project-record"] as const;
export const mediaKinds = ["data-set", "web-page", "api", "spec-sheet", "document"] as const;
export const markets = ["work", "home", "global"] as const;
/** Languages the original resource is published in (not the site's language). */
export const sourceLanguages = ["en", "zh", "de", "fr"] as const;
export const categories = [
  "energy",
  "electricity-prices",
  "exchange-rates",
  "sustainability",
  "image-quality",
  "catalogue",
  "site-architecture",
] as const;

export const sortOptions = ["date_desc", "date_asc", "title_asc", "title_desc"] as const;
export const defaultSort = "date_desc" satisfies (typeof sortOptions)[number];
export const pageSize = 12;

export type ResearchKind = (typeof researchKinds)[number];
export type MediaKind = (typeof mediaKinds)[number];
export type Market = (typeof markets)[number];
export type SourceLanguage = (typeof sourceLanguages)[number];
export type Category = (typeof categories)[number];
export type SortOption = (typeof sortOptions)[number];

export const facets = {
  research: researchKinds,
  market: markets,
  media: mediaKinds,
  language: sourceLanguages,
  categories,
} as const;
export type FacetName = keyof typeof facets;
export const facetNames = Object.keys(facets) as FacetName[];

/** A model row of a series spec sheet: figures from the catalogue, null where no source gives one. */
export const specSheetModelSchema = z.object({
  model: z.string(),
  slug: z.string(),
  sizeInches: z.number().nullable(),
  resolution: z.string().nullable(),
  refreshRateHz: z.number().nullable(),
  panelType: z.string().nullable(),
  powerOnWatts: z.number().nullable(),
});

/** One stored resource (content.data of kind "resource"), in one language. */
export const resourceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  body: z.array(z.string()),
  /** ISO date (YYYY-MM-DD) when a date is known to be right; null otherwise. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  url: z.string().url().nullable(),
  /** Where a project document lives in the repository. */
  path: z.string().nullable(),
  publisher: z.string(),
  research: z.enum(researchKinds),
  media: z.enum(mediaKinds),
  market: z.enum(markets),
  languages: z.array(z.enum(sourceLanguages)).min(1),
  categories: z.array(z.enum(categories)).min(1),
  models: z.array(specSheetModelSchema),
});

export type Resource = z.infer<typeof resourceSchema>;
export type SpecSheetModel = z.infer<typeof specSheetModelSchema>;
