/** A context that needs no server (a monitor and an ultrawide), for app/input-properties.test.ts. */
const screen = { slug: "u2724de", title: "U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23, powerSleepWatts: 1.11, powerOffWatts: 0.22 };

export const propertyContext = { monitor: screen, ultrawide: { ...screen, slug: "u3425we", sizeInches: 34.1, widthPx: 3440 }, gridFactor: { gramsPerKwh: 383.55, year: 2024 } } as const;
