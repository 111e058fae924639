/** A context that needs no server (the US in dollars, one monitor), for app/input-properties.test.ts. */
export const propertyContext = {
  country: "US",
  currency: "USD",
  rate: { currency: "USD", ratePerUsd: 1, source: "specification" },
  monitor: { slug: "u2724de", title: "U2724DE", series: "ultrasharp", listPriceUsd: 500 },
  priceUsd: 500,
} as const;
