/** A context that needs no server (the US in dollars), for app/input-properties.test.ts. */
export const propertyContext = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } } as const;
