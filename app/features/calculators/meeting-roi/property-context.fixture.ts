/** A context that needs no server (the US, two displays, one without a price), for app/input-properties.test.ts. */
export const propertyContext = {
  country: "US",
  rate: { ratePerUsd: 1, source: "none", date: null },
  displays: { c8621qt: { slug: "c8621qt", title: "Dell C8621QT", listPriceUsd: null }, c5518qt: { slug: "c5518qt", title: "Dell C5518QT", listPriceUsd: 3000 } },
} as const;
