/**
 * Electricity prices used when the electricity price service cannot answer.
 *
 * Eurostat, second half of 2024 (CC BY 4.0, attribute Eurostat), in EUR per kWh, copied in
 * db/seed-data/eurostat/ (via the public repository Qery-Data/Energy):
 * - business: nrg_pc_205, non-household consumers, band 500–1,999 MWh a year, excluding VAT
 *   and other recoverable taxes;
 * - household: nrg_pc_204, household consumers, band 2,500–4,999 kWh a year, all taxes included.
 * Iceland publishes no business figure.
 */
export const EUROSTAT_PERIOD = "2024-S2";

export type ConsumerKind = "business" | "household";

export const EUROSTAT_EUR_PER_KWH: Readonly<Record<string, { business?: number; household: number }>> = {
  AL: { business: 0.1292, household: 0.115 },
  AT: { business: 0.2006, household: 0.2437 },
  BA: { business: 0.0952, household: 0.0905 },
  BE: { business: 0.1815, household: 0.3313 },
  BG: { business: 0.1322, household: 0.1217 },
  CY: { business: 0.2578, household: 0.3251 },
  CZ: { business: 0.1939, household: 0.3302 },
  DE: { business: 0.2359, household: 0.3943 },
  DK: { business: 0.1284, household: 0.3763 },
  EE: { business: 0.1484, household: 0.2214 },
  ES: { business: 0.1426, household: 0.2408 },
  FI: { business: 0.0767, household: 0.2729 },
  FR: { business: 0.1785, household: 0.2926 },
  GE: { business: 0.0805, household: 0.0703 },
  GR: { business: 0.2005, household: 0.2311 },
  HR: { business: 0.23, household: 0.1484 },
  HU: { business: 0.2281, household: 0.1032 },
  IE: { business: 0.2552, household: 0.3699 },
  IS: { household: 0.1814 },
  IT: { business: 0.2274, household: 0.3111 },
  LI: { business: 0.1896, household: 0.3088 },
  LT: { business: 0.164, household: 0.2144 },
  LU: { business: 0.204, household: 0.2024 },
  LV: { business: 0.146, household: 0.2279 },
  MD: { business: 0.0975, household: 0.1358 },
  ME: { business: 0.0848, household: 0.1004 },
  MT: { business: 0.1385, household: 0.1301 },
  NL: { business: 0.1983, household: 0.2155 },
  NO: { business: 0.0684, household: 0.1902 },
  PL: { business: 0.21, household: 0.2477 },
  PT: { business: 0.1332, household: 0.2626 },
  RO: { business: 0.1669, household: 0.1863 },
  RS: { business: 0.1333, household: 0.1108 },
  SE: { business: 0.0853, household: 0.2351 },
  SI: { business: 0.1802, household: 0.2006 },
  SK: { business: 0.2061, household: 0.177 },
  TR: { business: 0.0972, household: 0.062 },
  XK: { business: 0.0759, household: 0.0746 },
};

/** Eurostat's names in the CSV files, for the test that checks this table against them. */
export const EUROSTAT_NAMES: Readonly<Record<string, string>> = {
  AL: "Albania", AT: "Austria", BA: "Bosnia and Herz.", BE: "Belgium", BG: "Bulgaria", CY: "Cyprus",
  CZ: "Czech Rep.", DE: "Germany", DK: "Denmark", EE: "Estonia", ES: "Spain", FI: "Finland",
  FR: "France", GE: "Georgia", GR: "Greece", HR: "Croatia", HU: "Hungary", IE: "Ireland",
  IS: "Iceland", IT: "Italy", LI: "Liechtenstein", LT: "Lithuania", LU: "Luxembourg", LV: "Latvia",
  MD: "Moldova", ME: "Montenegro", MT: "Malta", NL: "Netherlands", NO: "Norway", PL: "Poland",
  PT: "Portugal", RO: "Romania", RS: "Serbia", SE: "Sweden", SI: "Slovenia", SK: "Slovakia",
  TR: "Turkey", XK: "Kosovo",
};
