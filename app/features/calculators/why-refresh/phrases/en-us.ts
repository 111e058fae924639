/** English phrases of the why-refresh calculator; merged into app/i18n/phrases/en-us.ts. */
export const whyRefreshEnUs = {
  "whyRefresh.metaDescription": "See what replacing old monitors gains: more pixels and screen, the energy saved and the productivity case.",
  "whyRefresh.intro":
    "Your office still runs older monitors. Compare them with a monitor from the catalogue: the screen and pixels gained, the electricity and CO2 saved in a year, and the productivity case over three years.",
  "whyRefresh.tab.workspace": "Workspace",
  "whyRefresh.tab.energy": "Energy",
  "whyRefresh.tab.productivity": "Productivity",
  "whyRefresh.input.legacyCount": "Number of old monitors",
  "whyRefresh.input.legacyCountHint": "Each is replaced by one new monitor; 1 to 1,000,000.",
  "whyRefresh.input.legacySize": "Size of the old monitors",
  "whyRefresh.input.legacySizeOption": "{size} in ({width} × {height})",
  "whyRefresh.input.hoursPerDay": "Hours of use a day",
  "whyRefresh.input.daysPerYear": "Days of use a year",
  "whyRefresh.input.pricePerKWh": "Electricity price per kWh (optional)",
  "whyRefresh.input.pricePerKWhHint": "Leave empty to use the country's business price.",

  "whyRefresh.result.pixelGainPct": "More pixels",
  "whyRefresh.result.areaGainPct": "More screen area",
  "whyRefresh.result.energySavedKWhYear": "Electricity saved a year",
  "whyRefresh.result.costSavedYear": "Electricity cost saved a year",
  "whyRefresh.result.co2SavedKgYear": "CO2 saved a year",
  "whyRefresh.result.usesMore": "The new monitors draw more power than the old ones: the figures are negative.",
  "whyRefresh.legacy.title": "The old monitor",
  "whyRefresh.legacy.resolution": "Resolution",
  "whyRefresh.legacy.screenArea": "Screen area",
  "whyRefresh.legacy.power": "On-mode power",
  "whyRefresh.new.title": "The new monitor",
  "whyRefresh.unit.squareInches": "{value} sq in",
  "whyRefresh.unit.kwh": "{value} kWh",
  "whyRefresh.unit.kg": "{value} kg",
  "whyRefresh.unit.watts": "{value} W",
  "whyRefresh.priceUsed": "Electricity price used: {price} per kWh.",

  "whyRefresh.assumption.legacyPowerOnW": "On-mode power of an old monitor",
  "whyRefresh.assumption.co2KgPerKwh": "CO2 per kWh of electricity",
  "whyRefresh.source.legacyPower":
    "Median of {count} ENERGY STAR certified monitors within ±0.5 in of {size} in (US EPA, December 2022)",
  "whyRefresh.source.co2Grid": "Grid intensity of the country, Ember {year} via Our World in Data",
  "whyRefresh.source.co2Fixed": "Product specification's fixed factor",

  "whyRefresh.error.monitorData": "This monitor has no ENERGY STAR power figure, size or resolution to compare: choose another.",
} as const;
