import { sql, type SQL } from "drizzle-orm";
import { monitors } from "#db/schema";
import type { FactKey } from "./facts";

/**
 * When a model's sources state a fact (a yes or a no), as SQL. A fact they do not state is "not
 * specified": it never counts as a no (a flat screen, no USB-C port), so a filter or search word
 * that tests it neither keeps nor drops the model for certain (the search reports such models as
 * `alsoMatching`, and each facet counts them in its "Not specified" option).
 */
const checklist = sql`${monitors.curved} is not null`;

export const factKnown: Record<FactKey, SQL> = {
  series: sql`${monitors.series} is not null`,
  size: sql`${monitors.sizeInches} is not null`,
  resolution: sql`(${monitors.resolutionWidth} is not null and ${monitors.resolutionHeight} is not null)`,
  // The ultrawide test reads the ratio, or the resolution when the ratio is missing.
  aspectRatio: sql`(${monitors.aspectRatio} is not null or ${monitors.resolutionWidth} is not null)`,
  panelType: sql`${monitors.panelType} is not null`,
  refreshRate: sql`${monitors.refreshRateHz} is not null`,
  responseTime: sql`${monitors.responseTimeMs} is not null`,
  ppi: sql`${monitors.ppi} is not null`,
  // ENERGY STAR's feature checklist is the only source of "curved" and of the features list
  // (db/import): a model it covers has curved true or false; without it both are unknown.
  curved: checklist,
  // A port list never comes empty: an empty one means no port list covers the model.
  ports: sql`cardinality(${monitors.ports}) > 0`,
  // A stated figure, or a port list without USB-C (nothing to deliver power through).
  usbCPowerDelivery: sql`(${monitors.usbCPowerDeliveryWatts} is not null or (cardinality(${monitors.ports}) > 0 and not (${monitors.ports} @> array['USB-C'])))`,
  // Coverage is computed from the EDID's primaries; without them no class is known.
  colorGamut: sql`${monitors.gamutPrimaries} is not null`,
  bitsPerColour: sql`${monitors.bitsPerColour} is not null`,
  // A yes comes from a DisplayHDR tier, the checklist or the EDID; a no only from the checklist.
  hdr: checklist,
  adaptiveSync: checklist,
  features: checklist,
};
