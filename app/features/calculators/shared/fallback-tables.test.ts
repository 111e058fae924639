import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countries, countryCurrencies, countryOptions } from "~/utils/countries";
import { EUROSTAT_EUR_PER_KWH, EUROSTAT_NAMES } from "./electricity-price-fallback";
import { FALLBACK_RATES_PER_USD, FALLBACK_RATES_SET, FRED_SERIES_NAMES, NO_FALLBACK_RATE } from "./exchange-rate-fallback";
import { PUBLISHED_PRICES } from "./published-electricity-prices";

const seedData = path.resolve(__dirname, "../../../../db/seed-data");

function csvRows(file: string): string[][] {
  return readFileSync(path.join(seedData, file), "utf8")
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(","));
}

/** A CSV file with quoted fields ("a, b") as objects keyed by its header. */
function csvTable(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(seedData, file), "utf8").trim().split(/\r?\n/);
  const cells = (line: string) => [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((match) => match[2] ?? match[1]!);
  const names = cells(header!);
  return lines.map((line) => Object.fromEntries(cells(line).map((value, index) => [names[index]!, value])));
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

  it("take every rate from ONE dated set: FRED's June 2026 rows, per US dollar", () => {
    const june = new Map(csvRows("exchange-rates/monthly-2026.csv").filter(([date]) => date === FALLBACK_RATES_SET.date).map(([, name, value]) => [name, Number(value)]));
    for (const [currency, entry] of Object.entries(FALLBACK_RATES_PER_USD)) {
      expect(entry.source, currency).toBe("fred");
      expect(entry.rate, currency).toBe(currency === "USD" ? 1 : june.get(FRED_SERIES_NAMES[currency]!));
    }
    // Per dollar, not the other way round (old rows of the full file quote AUD, EUR, GBP as dollars
    // per unit): a pound buys more than a dollar, a dollar more than a yen.
    expect(FALLBACK_RATES_PER_USD.GBP!.rate).toBe(0.7497);
    expect(FALLBACK_RATES_PER_USD.JPY!.rate).toBe(160.77);
  });

  it("give every currency the site offers a rate, or say why not", () => {
    for (const currency of countryCurrencies) {
      const rated = FALLBACK_RATES_PER_USD[currency] !== undefined;
      expect(rated !== NO_FALLBACK_RATE.includes(currency), currency).toBe(true);
    }
    expect(NO_FALLBACK_RATE).toEqual(["ALL", "BAM", "CZK", "GEL", "HUF", "ISK", "MDL", "PLN", "RON", "RSD", "TRY"]);
  });

  it("hold exactly the published prices of the project's copy, with their sources", () => {
    const rows = csvTable("electricity-prices/published-prices.csv");
    const fromFile = rows.map((row) => [row.country, row.consumer, Number(row.amount), row.currency, row.period, row.source_url, row.source_title, row.original_publisher, row.retrieved].join("|"));
    const fromTable = Object.entries(PUBLISHED_PRICES).flatMap(([country, prices]) =>
      Object.entries(prices).map(([consumer, price]) => [country, consumer, price.amount, price.currency, price.period, price.source.url, price.source.title, price.source.publisher, price.source.retrieved].join("|")),
    );
    expect(fromTable.sort()).toEqual(fromFile.sort());
    expect(rows.map((row) => row.unit)).toEqual(rows.map(() => "kWh"));
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
