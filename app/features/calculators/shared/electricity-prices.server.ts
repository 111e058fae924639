import { getEnv } from "~/utils/env.server";
import type { ServiceFailure } from "./exchange-rate";
import { createCache } from "~/utils/cache";
import { ANSWER_LIFETIME_MS, FAILURE_LIFETIME_MS, SERVICE_TIMEOUT_MS } from "./service-cache.server";
import { failureOf, fetchWithTimeout, readCappedText, serviceUrl } from "./service-request.server";
import { childText, localName, parseXml, XmlError, type XmlElement } from "./xml";

export type ElectricityPriceConfig = { baseUrl?: string; accountId?: string; accountCode?: string; timeoutMs?: number };

/** Prices in US dollars per kWh and the month they are for. */
export type ElectricityAnswer =
  | { status: "live"; businessUsdPerKwh: number; householdUsdPerKwh: number; year: number; month: number }
  | { status: "down"; reason: ServiceFailure };

/** The service's indicator codes: household, industrial and extra-large (business) electricity. */
const INDICATORS = "elhh,elin,elexu";

function positiveNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : Number.NaN;
}

function integerIn(text: string | undefined, min: number, max: number): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The element holding a country's figures: the root itself or one of its children. */
function countryElement(root: XmlElement): XmlElement | undefined {
  return [root, ...root.children].find((element) => !!childText(element, "country") && localName(element.name) !== "country");
}

/**
 * Reads the service's XML: `country`, `average`, `large`, `exrateUSD`, `year`, `month`. Both
 * prices are in the country's currency and become dollars through exrateUSD (dollars per unit);
 * business uses `large` and falls back to `average`, household uses `average`.
 */
export function readElectricityXml(xml: string): ElectricityAnswer {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) return { status: "down", reason: "malformed" };
    throw error;
  }
  const element = countryElement(root);
  const average = element ? positiveNumber(childText(element, "average")) : undefined;
  if (!element || average === undefined) return { status: "down", reason: "no-country" };
  const large = positiveNumber(childText(element, "large"));
  const dollarsPerUnit = positiveNumber(childText(element, "exrateUSD"));
  const year = integerIn(childText(element, "year"), 2000, 2100);
  const month = integerIn(childText(element, "month"), 1, 12);
  if (Number.isNaN(average) || Number.isNaN(large) || !dollarsPerUnit || Number.isNaN(dollarsPerUnit) || !year || !month) {
    return { status: "down", reason: "malformed" };
  }
  return {
    status: "live",
    businessUsdPerKwh: (large ?? average) * dollarsPerUnit,
    householdUsdPerKwh: average * dollarsPerUnit,
    year,
    month,
  };
}

/**
 * GET {base}/api_gpp_el.php?uid={account id}&uidc={account code}&ind=elhh,elin,elexu&prd=latest&cnt={country}.
 * A non-200 answer, malformed XML, an answer without the country's figures, a network error or
 * no answer within the timeout (2 s) all give `{ status: "down" }`.
 */
export async function fetchElectricityPrice(config: ElectricityPriceConfig, country: string): Promise<ElectricityAnswer> {
  if (!config.baseUrl) return { status: "down", reason: "not-configured" };
  const url = serviceUrl(config.baseUrl, "api_gpp_el.php", {
    uid: config.accountId ?? "",
    uidc: config.accountCode ?? "",
    ind: INDICATORS,
    prd: "latest",
    cnt: country,
  });
  try {
    const response = await fetchWithTimeout(url, config.timeoutMs ?? SERVICE_TIMEOUT_MS, "application/xml, text/xml");
    if (response.status !== 200) return { status: "down", reason: "http-status" };
    return readElectricityXml(await readCappedText(response));
  } catch (error) {
    return { status: "down", reason: failureOf(error) };
  }
}

const cache = createCache<string, ElectricityAnswer>({
  lifetimeMs: (answer) => (answer.status === "live" ? ANSWER_LIFETIME_MS : FAILURE_LIFETIME_MS),
});

/** A country's latest prices from the configured service, cached per country. */
export function getElectricityPrice(country: string): Promise<ElectricityAnswer> {
  const env = getEnv();
  const config = {
    baseUrl: env.ELECTRICITY_PRICE_BASE_URL,
    accountId: env.ELECTRICITY_PRICE_ACCOUNT_ID,
    accountCode: env.ELECTRICITY_PRICE_ACCOUNT_CODE,
  };
  return cache.get(country, async () => {
    const answer = await fetchElectricityPrice(config, country);
    if (answer.status === "down" && answer.reason !== "not-configured") console.warn(`Electricity price service unavailable for ${country} (${answer.reason}); using the fallback table`);
    return answer;
  });
}
