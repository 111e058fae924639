import type { OptionDefinition } from "./options";

/** Numeric columns the range facets bucket. */
export type RangeColumn =
  | "sizeInches"
  | "refreshRateHz"
  | "ppi"
  | "responseTimeMs"
  | "usbCPowerDeliveryWatts";

/**
 * Fixed ranges: a bucket's label says exactly which values it holds. Sizes are quoted to a
 * tenth of an inch, so "22–24.9 in" is [22, 25); refresh rates, ppi (stored rounded) and
 * watts are whole numbers, so their ranges are closed; response times are not, so their
 * bounds are "over 1 ms" / "up to 4 ms".
 */
export const buckets = {
  sizes: [
    { value: "under-22", labelKey: "filter.sizes.under-22", match: { kind: "range", column: "sizeInches", lt: 22 } },
    { value: "22-24", labelKey: "filter.sizes.22-24", match: { kind: "range", column: "sizeInches", gte: 22, lt: 25 } },
    { value: "25-29", labelKey: "filter.sizes.25-29", match: { kind: "range", column: "sizeInches", gte: 25, lt: 30 } },
    { value: "30-34", labelKey: "filter.sizes.30-34", match: { kind: "range", column: "sizeInches", gte: 30, lt: 35 } },
    { value: "35-49", labelKey: "filter.sizes.35-49", match: { kind: "range", column: "sizeInches", gte: 35, lt: 50 } },
    { value: "50-plus", labelKey: "filter.sizes.50-plus", match: { kind: "range", column: "sizeInches", gte: 50 } },
  ],
  refreshRate: [
    { value: "up-to-60", labelKey: "filter.refreshRate.up-to-60", match: { kind: "range", column: "refreshRateHz", lte: 60 } },
    { value: "61-119", labelKey: "filter.refreshRate.61-119", match: { kind: "range", column: "refreshRateHz", gte: 61, lte: 119 } },
    { value: "120-165", labelKey: "filter.refreshRate.120-165", match: { kind: "range", column: "refreshRateHz", gte: 120, lte: 165 } },
    { value: "166-240", labelKey: "filter.refreshRate.166-240", match: { kind: "range", column: "refreshRateHz", gte: 166, lte: 240 } },
    { value: "241-plus", labelKey: "filter.refreshRate.241-plus", match: { kind: "range", column: "refreshRateHz", gte: 241 } },
  ],
  ppi: [
    { value: "under-90", labelKey: "filter.ppi.under-90", match: { kind: "range", column: "ppi", lt: 90 } },
    { value: "90-109", labelKey: "filter.ppi.90-109", match: { kind: "range", column: "ppi", gte: 90, lte: 109 } },
    { value: "110-139", labelKey: "filter.ppi.110-139", match: { kind: "range", column: "ppi", gte: 110, lte: 139 } },
    { value: "140-179", labelKey: "filter.ppi.140-179", match: { kind: "range", column: "ppi", gte: 140, lte: 179 } },
    { value: "180-plus", labelKey: "filter.ppi.180-plus", match: { kind: "range", column: "ppi", gte: 180 } },
  ],
  responseTime: [
    { value: "up-to-1", labelKey: "filter.responseTime.up-to-1", match: { kind: "range", column: "responseTimeMs", lte: 1 } },
    { value: "1-4", labelKey: "filter.responseTime.1-4", match: { kind: "range", column: "responseTimeMs", gt: 1, lte: 4 } },
    { value: "4-8", labelKey: "filter.responseTime.4-8", match: { kind: "range", column: "responseTimeMs", gt: 4, lte: 8 } },
    { value: "over-8", labelKey: "filter.responseTime.over-8", match: { kind: "range", column: "responseTimeMs", gt: 8 } },
  ],
  powerDelivery: [
    { value: "under-65", labelKey: "filter.powerDelivery.under-65", match: { kind: "range", column: "usbCPowerDeliveryWatts", lt: 65 } },
    { value: "65-89", labelKey: "filter.powerDelivery.65-89", match: { kind: "range", column: "usbCPowerDeliveryWatts", gte: 65, lte: 89 } },
    { value: "90-99", labelKey: "filter.powerDelivery.90-99", match: { kind: "range", column: "usbCPowerDeliveryWatts", gte: 90, lte: 99 } },
    { value: "100-plus", labelKey: "filter.powerDelivery.100-plus", match: { kind: "range", column: "usbCPowerDeliveryWatts", gte: 100 } },
  ],
} as const satisfies Record<string, readonly OptionDefinition[]>;
