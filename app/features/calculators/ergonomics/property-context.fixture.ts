/** A context that needs no server (one monitor), for app/input-properties.test.ts. */
export const propertyContext = { monitor: { slug: "u2724de", title: "U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440 } } as const;
