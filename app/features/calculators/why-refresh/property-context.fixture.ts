import { propertyContext as productivityContext } from "../productivity/property-context.fixture";

/** A context that needs no server (the US in dollars, one monitor), for app/input-properties.test.ts. */
export const propertyContext = {
  business: { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } },
  productivity: { ok: true, context: productivityContext },
  monitor: { slug: "u2724de", title: "U2724DE", figures: { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23 } },
  automaticPrice: { amount: 0.15, source: { key: "energy.source.eurostatBusiness", values: { period: "2024-S2" } } },
  gridFactor: { gramsPerKwh: 381, year: 2023 },
} as const;
