/**
 * The meeting-room ROI calculator's own countries (product specification, "Meeting-room ROI"):
 * currency, the symbol and where it stands, the seed rate per US dollar and the yearly salary in
 * US dollars. The seed rates are the fallback: the live exchange-rate service wins when it
 * answers (context.server.ts). Sweden writes its symbol after the amount ("1 000 kr").
 */
export const roiCountryCodes = ["AU", "CA", "FR", "DE", "IN", "MX", "SG", "SE", "GB", "US"] as const;
export type RoiCountry = (typeof roiCountryCodes)[number];

export type RoiCountryEntry = { currency: string; symbol: string; symbolBefore: boolean; seedRate: number; salaryUsd: number };

export const roiCountries: Readonly<Record<RoiCountry, RoiCountryEntry>> = {
  US: { currency: "USD", symbol: "$", symbolBefore: true, seedRate: 1, salaryUsd: 83_990 },
  AU: { currency: "AUD", symbol: "A$", symbolBefore: true, seedRate: 1.38, salaryUsd: 87_507 },
  CA: { currency: "CAD", symbol: "C$", symbolBefore: true, seedRate: 1.31, salaryUsd: 79_809 },
  FR: { currency: "EUR", symbol: "€", symbolBefore: true, seedRate: 0.85, salaryUsd: 66_800 },
  DE: { currency: "EUR", symbol: "€", symbolBefore: true, seedRate: 0.85, salaryUsd: 81_527 },
  IN: { currency: "INR", symbol: "₹", symbolBefore: true, seedRate: 74.25, salaryUsd: 19_345 },
  MX: { currency: "MXN", symbol: "MX$", symbolBefore: true, seedRate: 21.93, salaryUsd: 43_839 },
  SG: { currency: "SGD", symbol: "S$", symbolBefore: true, seedRate: 1.37, salaryUsd: 67_413 },
  SE: { currency: "SEK", symbol: "kr", symbolBefore: false, seedRate: 8.73, salaryUsd: 60_164 },
  GB: { currency: "GBP", symbol: "£", symbolBefore: true, seedRate: 0.76, salaryUsd: 62_604 },
};

export const DEFAULT_ROI_COUNTRY: RoiCountry = "US";

/** The currency as the results state it: code, symbol and its place, the rate used and whether it is live. */
export type RoiCurrency = { code: string; symbol: string; symbolBefore: boolean; rate: number; live: boolean };
