import { z } from "zod";
import { filterIds } from "~/features/catalogue";

/**
 * The shape of the knowledge content files (db/seed-data/content/knowledge/<language>/…):
 * structured text, never markup, so nothing needs sanitising on the way to the page.
 */
const text = z.string().trim().min(1);

export const glossaryTermSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  term: text,
  /** Words that count as a mention of the term in other text (the term itself is one). */
  aliases: z.array(text).default([]),
  /** One sentence: the tooltip and the index entry. */
  summary: text,
  paragraphs: z.array(text).min(1),
  related: z.array(z.string()).default([]),
  /** Where a standard or programme is named: its owner's name for it. */
  standard: text.optional(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossaryFileSchema = z.object({
  version: z.number().int().positive(),
  terms: z.array(glossaryTermSchema).min(1),
});

export const figureIds = [
  "qd-oled-stack",
  "lcd-vs-oled",
  "speaker-placement",
  "dual-mode",
  "sound-field",
] as const;
export type FigureId = (typeof figureIds)[number];

const figureSchema = z.object({
  id: z.enum(figureIds),
  title: text,
  description: text,
  caption: text,
  /** Short labels drawn inside the figure, in the figure's own order. */
  labels: z.array(z.string()).default([]),
});
export type GuideFigure = z.infer<typeof figureSchema>;

/** A catalogue query in the URL's vocabulary (CatalogueQuery's filters and search text). */
export const monitorQuerySchema = z.object({
  search: z.string().default(""),
  filters: z.partialRecord(z.enum(filterIds), z.array(z.string())).default({}),
  limit: z.number().int().min(1).max(24).default(8),
});
export type GuideMonitorQuery = z.infer<typeof monitorQuerySchema>;

export const guideSchema = z.object({
  version: z.number().int().positive(),
  slug: z.enum(["qd-oled", "design-audio", "dual-resolution", "spatial-audio"]),
  title: text,
  lead: text,
  /** Only a real, published video; without one the page shows no video button. */
  video: z.object({ url: z.url(), title: text }).optional(),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: text,
        paragraphs: z.array(text).min(1),
        figure: figureSchema.optional(),
      }),
    )
    .min(1),
  monitors: z.object({ heading: text, intro: text, query: monitorQuerySchema }),
  sources: z.array(z.object({ label: text, url: z.url().optional() })).default([]),
});
export type Guide = z.infer<typeof guideSchema>;
export type GuideSlug = Guide["slug"];
export const guideSlugs: readonly GuideSlug[] = guideSchema.shape.slug.options;
