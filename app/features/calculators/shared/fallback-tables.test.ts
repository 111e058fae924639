import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countries, countryOptions } from "~/utils/countries";
import { EUROSTAT_EUR_PER_KWH, EUROSTAT_NAMES } from "./electricity-price-fallback";
import { FALLBACK_RATES_PER_USD, FRED_SERIES_NAMES } from "./exchange-rate-fallback";

const seedData = path.resolve(__dirname, "../../../../db/seed-data");

function csvRows(file: string): string[][] {
  return readFileSync(path.join(seedData, file), "utf8")
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(","));
}

describe("fallback tables", () => {
  it("hold exactly the Eurostat 2024-S2 prices of the project's copies", () => {
    const business = new Map(csvRows("eurostat/Electricity_Prices_Non_Household_Consumers_Latest_Europe.csv").map(([name, value]) => [name, Number(value)]));
    const household = new Map(csvRows("eurostat/Electricity_Prices_Household_Consumers_Latest_Europe.csv").map(([name, value]) => [name, Number(value)]));
    for (const [code, prices] of Object.entries(EUROSTAT_EUR_PER_KWH)) {
      const name = EUROSTAT_NAMES[code]!;
      expect(prices.household, code).toBe(household.get(name));
      expect(prices.business, code).toBe(business.get(name));
    }
    // Every country of the files is in the table, but not the EU and euro-area averages.
    const countriesInFiles = [...household.keys()].filter((name) => name !== "EU27" && name !== "Euro area");
    expect(Object.values(EUROSTAT_NAMES).sort()).toEqual(countriesInFiles.sort());
  });

  it("take the currencies the specification lacks from FRED's June 2026 rows, per US dollar", () => {
    const june = new Map(csvRows("exchange-rates/monthly-2026.csv").filter(([date]) => date === "2026-06-01").map(([, name, value]) => [name, Number(value)]));
    for (const [currency, entry] of Object.entries(FALLBACK_RATES_PER_USD)) {
      if (entry.source === "fred-2026-06") expect(entry.rate, currency).toBe(june.get(FRED_SERIES_NAMES[currency]!));
    }
  });

  it("keep the specification's rates as given", () => {
    const specification = Object.fromEntries(
      Object.entries(FALLBACK_RATES_PER_USD)
        .filter(([, entry]) => entry.source === "specification")
        .map(([currency, entry]) => [currency, entry.rate]),
    );
    expect(specification).toEqual({ AUD: 1.3534, CAD: 1.3133, CNY: 6.6351, EUR: 0.8552, JPY: 110.6419, SGD: 1.365, GBP: 0.7562, USD: 1 });
  });

  it("offer every Eurostat country, each with a currency", () => {
    const codes = countries.map((country) => country.code);
    for (const code of Object.keys(EUROSTAT_EUR_PER_KWH)) expect(codes).toContain(code);
  });
});

describe("countryOptions", () => {
  it("names countries in the page's language and sorts them by that name", () => {
    const english = countryOptions("en-US");
    expect(english.find((country) => country.code === "DE")?.name).toBe("Germany");
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort((first, second) => first.localeCompare(second, "en-US")));
    expect(countryOptions("zh-CN").find((country) => country.code === "DE")?.name).toBe("德国");
  });
});
