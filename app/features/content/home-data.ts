import { z } from "zod";
import { filterIds, sortKeys } from "~/features/catalogue";

/**
 * The shapes of the content rows (db/seed-data/content/home). Kept free of server code: the
 * importer validates the files with them and the loaders re-validate what the database gives,
 * so a hand-edited row can never crash a page.
 */
const linkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) });
export type ContentLink = z.infer<typeof linkSchema>;

/** A use case's monitors as a catalogue query: never a list of models, so new models appear by themselves. */
export const monitorQuerySchema = z.object({
  search: z.string().optional(),
  filters: z.partialRecord(z.enum(filterIds), z.array(z.string())).optional(),
  sortby: z.enum(sortKeys).optional(),
});
export type MonitorQuery = z.infer<typeof monitorQuerySchema>;

export const personaSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  monitors: monitorQuerySchema,
});
export type Persona = z.infer<typeof personaSchema>;

export const heroSchema = z.object({
  subtitle: z.string(),
  title: z.string().min(1),
  lead: z.string(),
  backgroundImage: z.string().optional(),
  callsToAction: z.array(linkSchema).default([]),
  asset: linkSchema.optional(),
});
export type HeroContent = z.infer<typeof heroSchema>;

export const homeDataSchema = z.object({
  hero: heroSchema,
  links: z.array(z.object({ id: z.string(), slug: z.string().regex(/^[a-z0-9-]+$/), title: z.string() })).default([]),
  /** One entry per link: what the use case page says and which personas it offers. */
  structure: z
    .array(z.object({ linkId: z.string(), lead: z.string(), personas: z.array(personaSchema).min(1) }))
    .default([]),
});
export type HomeData = z.infer<typeof homeDataSchema>;

/** data.featured_banners.banners: a keyed collection, as the banner service sends it. */
export const bannerSchema = z.object({
  environment: z.string(),
  /** Slide order: a keyed collection has none of its own once stored as jsonb (keys come back sorted). */
  position: z.number().optional(),
  title: z.string(),
  description: z.string().default(""),
  image: z.string().optional(),
  background_color: z.string().default("blue"),
  internal_link: z.string().optional(),
  external_link: z.string().optional(),
  call_to_action: z.string().optional(),
});
export type RawBanner = z.infer<typeof bannerSchema>;

export const featuredBannersSchema = z.object({
  featured_banners: z.object({ banners: z.record(z.string(), z.unknown()) }),
});

export const peripheralsSchema = z.object({
  categories: z.array(z.object({ id: z.string(), title: z.string() })),
  entries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      description: z.string(),
      /** The maker's model number; generic items (cables, mounts) have none. */
      model: z.string().optional(),
      /** Region ids (GET /api/regions) the entry is sold in; absent means every region. */
      regions: z.array(z.string()).optional(),
    }),
  ),
});
export type Peripherals = z.infer<typeof peripheralsSchema>;

export const regionsSchema = z.object({
  regions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      countries: z.array(z.object({ code: z.string().length(2), name: z.string() })),
    }),
  ),
});
