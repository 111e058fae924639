import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

type Point = { x: number; y: number };
export type GamutPrimaries = { red: Point; green: Point; blue: Point; white: Point | null };
export type AdaptiveSync = { kind: "FreeSync" | "VESA Adaptive-Sync"; minHz: number; maxHz: number };
/**
 * Where one fact came from: `source` is a data set key (db/seed-data/SOURCES.md), an EDID report
 * path, or "cited-page" for a public page named by db/seed-data/cited/monitor-facts.csv, which
 * also gives its title, address, retrieval date and `statement` (the figure as the page words it,
 * which the plausibility rules read).
 */
export type FactSource = { field: string; source: string; title?: string; url?: string; retrieved?: string; statement?: string };
/** A device fact's source as a visitor follows it (app/features/devices/cited-sources.ts). */
export type DeviceFactSource = { title: string; url: string; retrieved: string };
/** A connector an EDID report was captured through, and in how many public reports (docs/edid.md). */
export type ConnectorSeen = { connector: "DisplayPort" | "HDMI"; reports: number };

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  variants: text("variants").array().notNull().default(sql`'{}'::text[]`),
  sort: integer("sort").notNull().default(0),
});

export const phrases = pgTable(
  "phrases",
  {
    language: text("language")
      .notNull()
      .references(() => languages.code, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: text("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.name] })],
);

export const sites = pgTable("sites", {
  id: text("id").primaryKey(),
  /** Path prefix on a single host ("" for Work, "for-home" for Home). */
  pathPrefix: text("path_prefix").notNull(),
  /** Dell series keys shown in this site's catalogue. */
  series: text("series").array().notNull(),
  sort: integer("sort").notNull().default(0),
});

export const monitors = pgTable(
  "monitors",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    vendor: text("vendor").notNull(),
    model: text("model").notNull(),
    title: text("title").notNull(),
    series: text("series"),
    sites: text("sites").array().notNull().default(sql`'{}'::text[]`),
    sizeInches: doublePrecision("size_inches"),
    resolutionWidth: integer("resolution_width"),
    resolutionHeight: integer("resolution_height"),
    aspectRatio: text("aspect_ratio"),
    panelType: text("panel_type"),
    refreshRateHz: integer("refresh_rate_hz"),
    responseTimeMs: doublePrecision("response_time_ms"),
    curved: boolean("curved"),
    /** Ports from a port list (ENERGY STAR's "Signal or Data Interfaces"), never from an EDID. */
    ports: text("ports").array().notNull().default(sql`'{}'::text[]`),
    /** The inputs EDID reports were read through: what was plugged in, not the port list. */
    connectorsSeen: jsonb("connectors_seen").$type<ConnectorSeen[]>().notNull().default(sql`'[]'::jsonb`),
    /** What one USB-C/Thunderbolt port gives a laptop, only as a cited page states it (db/import/cited-facts.ts). */
    usbCPowerDeliveryWatts: integer("usb_c_power_delivery_watts"),
    /** ENERGY STAR's "Maximum Power Delivery (W)" as the maker reported it: not a per-port figure (docs/edid.md). */
    energyStarMaxPowerDeliveryWatts: integer("energy_star_max_power_delivery_watts"),
    colorSpaces: text("color_spaces").array().notNull().default(sql`'{}'::text[]`),
    hdr: text("hdr"),
    maxLuminanceNits: integer("max_luminance_nits"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    certifications: text("certifications").array().notNull().default(sql`'{}'::text[]`),
    releasedOn: date("released_on"),
    certifiedOn: date("certified_on"),
    listPriceUsd: doublePrecision("list_price_usd"),
    powerOnWatts: doublePrecision("power_on_watts"),
    powerSleepWatts: doublePrecision("power_sleep_watts"),
    powerOffWatts: doublePrecision("power_off_watts"),
    energyStarId: text("energy_star_id"),
    /** What the monitor's own EDID declares (db/import/edid, docs/edid.md): not lab measurements. */
    gamutPrimaries: jsonb("gamut_primaries").$type<GamutPrimaries>(),
    /** Coverage of each reference in CIE 1931 xy, percent (db/vocabulary/gamut.ts). */
    gamutSrgbPct: doublePrecision("gamut_srgb_pct"),
    gamutDciP3Pct: doublePrecision("gamut_dci_p3_pct"),
    gamutAdobeRgbPct: doublePrecision("gamut_adobe_rgb_pct"),
    /** The references covered at the facet's thresholds ("sRGB", "DCI-P3", "Adobe RGB"), as the colour-space facet counts them. */
    gamutCoverage: text("gamut_coverage").array().notNull().default(sql`'{}'::text[]`),
    bitsPerColour: integer("bits_per_colour"),
    hdrTransferFunctions: text("hdr_transfer_functions").array().notNull().default(sql`'{}'::text[]`),
    hdrMaxLuminanceNits: integer("hdr_max_luminance_nits"),
    adaptiveSync: jsonb("adaptive_sync").$type<AdaptiveSync>(),
    /**
     * Where each fact came from: [{ field, source }] with a source key or an EDID report path.
     * Null only on rows imported before it existed (the seed re-imports those).
     */
    factSources: jsonb("fact_sources").$type<FactSource[]>(),
    /** Keys of the data sources this row was built from (see db/seed-data/SOURCES.md). */
    sources: text("sources").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Lowercase words the catalogue search matches (model, series names in every language, spec
     * words); written by the import, see app/features/catalogue/search/search-text.ts.
     */
    searchText: text("search_text").notNull().default(""),
    /** Pixels per inch from the diagonal in pixels and inches; no source states it. */
    ppi: integer("ppi").generatedAlwaysAs(
      sql`round(sqrt(power("resolution_width"::double precision, 2) + power("resolution_height"::double precision, 2)) / nullif("size_inches", 0))::integer`,
    ),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("monitors_slug_key").on(table.slug),
    uniqueIndex("monitors_vendor_model_key").on(table.vendor, table.model),
    index("monitors_series_idx").on(table.series),
    index("monitors_sites_idx").using("gin", table.sites),
    index("monitors_certified_on_idx").on(table.certifiedOn),
    // Made for the catalogue's filters when they ran in SQL. Filters now run in memory (decision
    // 003); the search text's spec words still test ports, features, sizes, resolutions and refresh
    // rates, the device recommendation USB-C power. The colour-space, gamut, certification,
    // bits-per-colour and response-time indexes serve no query today: candidates to drop.
    index("monitors_ports_idx").using("gin", table.ports),
    index("monitors_features_idx").using("gin", table.features),
    index("monitors_color_spaces_idx").using("gin", table.colorSpaces),
    index("monitors_gamut_coverage_idx").using("gin", table.gamutCoverage),
    index("monitors_bits_per_colour_idx").on(table.bitsPerColour),
    index("monitors_certifications_idx").using("gin", table.certifications),
    index("monitors_size_idx").on(table.sizeInches),
    index("monitors_resolution_idx").on(table.resolutionWidth, table.resolutionHeight),
    index("monitors_refresh_rate_idx").on(table.refreshRateHz),
    index("monitors_response_time_idx").on(table.responseTimeMs),
    index("monitors_usb_c_power_delivery_idx").on(table.usbCPowerDeliveryWatts),
    index("monitors_ppi_idx").on(table.ppi),
    index("monitors_price_idx").on(table.listPriceUsd),
    // The latest import's time: the catalogue version the search's cached option lists follow.
    index("monitors_updated_at_idx").on(table.updatedAt),
    // The default order (newest first, then model in byte order as search.server.ts sorts).
    index("monitors_market_date_idx").on(
      sql`coalesce(${table.releasedOn}, ${table.certifiedOn}) desc nulls last`,
      sql`${table.model} collate "C"`,
    ),
  ],
);

export const content = pgTable(
  "content",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    /** A site id, or "all" for content both sites share. */
    site: text("site").notNull().default("all"),
    language: text("language")
      .notNull()
      .references(() => languages.code),
    environment: text("environment").notNull().default("production"),
    slug: text("slug").notNull(),
    data: jsonb("data").notNull(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_identity_key").on(
      table.kind,
      table.site,
      table.language,
      table.environment,
      table.slug,
    ),
  ],
);

export type MonitorRow = typeof monitors.$inferSelect;
export type NewMonitor = typeof monitors.$inferInsert;

/**
 * Laptops and desktops the devices tool answers for (app/features/devices, docs/models/devices.md),
 * seeded from app/features/devices/device-list.ts; every fact row names its source.
 */
export const devices = pgTable(
  "devices",
  {
    slug: text("slug").primaryKey(),
    vendor: text("vendor").notNull(),
    name: text("name").notNull(),
    form: text("form").notNull(),
    year: integer("year").notNull(),
    os: text("os").notNull(),
    /** The OS versions it runs ("macos-15", "windows-11"): the only ones the tool accepts for it. */
    osVersions: text("os_versions").array().notNull().default([]),
    nativeExternalDisplays: integer("native_external_displays").notNull(),
    lidClosedExternalDisplays: integer("lid_closed_external_displays"),
    daisyChain: boolean("daisy_chain").notNull(),
    hdmi: boolean("hdmi").notNull(),
    chargerWatts: integer("charger_watts"),
    /** The most the laptop draws over a USB-C port (USB Power Delivery); null for desktops. */
    usbCChargingWatts: integer("usb_c_charging_watts"),
    /** The first OS version with the lid-closed count ("14.6"); null when every version has it. */
    lidClosedFromOs: text("lid_closed_from_os"),
    /** A Thunderbolt or USB4 port: docks and Thunderbolt chains carry several displays over it. */
    thunderbolt: boolean("thunderbolt").notNull().default(false),
    /** The ports as the maker lists them ("2 × Thunderbolt 4 (USB-C)", "HDMI"). */
    ports: text("ports").array().notNull().default([]),
    /** Each fact's public page by fact name; null: not confirmed by a public page. */
    sources: jsonb("sources").$type<Record<string, DeviceFactSource | null>>().notNull().default(sql`'{}'::jsonb`),
    sort: integer("sort").notNull().default(0),
  },
  (table) => [index("devices_os_idx").on(table.os)],
);
