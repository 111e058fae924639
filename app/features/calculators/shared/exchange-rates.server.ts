import { z } from "zod";
import { getEnv } from "~/utils/env.server";
import type { RatesAnswer } from "./exchange-rate";
import { countryCurrencies } from "~/utils/countries";
import { createCache } from "~/utils/cache";
import { ANSWER_LIFETIME_MS, FAILURE_LIFETIME_MS, SERVICE_TIMEOUT_MS } from "./service-cache.server";
import { serviceUrl, fetchWithTimeout, failureOf, readCappedText } from "./service-request.server";

export type ExchangeRatesConfig = { baseUrl?: string; apiKey?: string; timeoutMs?: number };

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** The service's JSON: `rates` keyed by currency; `success: false` is its error form. */
const answerSchema = z.object({
  success: z.boolean().optional(),
  base: currencyCode.optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  rates: z.record(currencyCode, z.number().positive().finite()),
});

/**
 * GET {base}/latest?access_key=…&base=USD&symbols=… → units of each currency per US dollar.
 * A non-200 answer, `success: false`, a body that is not the expected JSON, a network error
 * or no answer within the timeout (2 s) all give `{ status: "down" }`.
 */
export async function fetchExchangeRates(config: ExchangeRatesConfig, symbols: readonly string[]): Promise<RatesAnswer> {
  if (!config.baseUrl) return { status: "down", reason: "not-configured" };
  const url = serviceUrl(config.baseUrl, "latest", {
    ...(config.apiKey ? { access_key: config.apiKey } : {}),
    base: "USD",
    symbols: symbols.join(","),
  });
  try {
    const response = await fetchWithTimeout(url, config.timeoutMs ?? SERVICE_TIMEOUT_MS, "application/json");
    if (response.status !== 200) return { status: "down", reason: "http-status" };
    const parsed = answerSchema.safeParse(JSON.parse(await readCappedText(response)));
    if (!parsed.success || parsed.data.success === false) return { status: "down", reason: "malformed" };
    const { rates, base = "USD", date } = parsed.data;
    // A service that ignores `base` answers in its own base: re-base on the dollar if it can.
    const dollar = base === "USD" ? 1 : rates.USD;
    if (dollar === undefined) return { status: "down", reason: "malformed" };
    const ratesPerUsd = Object.fromEntries(Object.entries(rates).map(([currency, rate]) => [currency, rate / dollar]));
    return { status: "live", ratesPerUsd: { ...ratesPerUsd, USD: 1 }, date: date ?? null };
  } catch (error) {
    return { status: "down", reason: failureOf(error) };
  }
}

const cache = createCache<string, RatesAnswer>({
  lifetimeMs: (answer) => (answer.status === "live" ? ANSWER_LIFETIME_MS : FAILURE_LIFETIME_MS),
});

/** The rates of every currency the calculators use, from the configured service, cached. */
export function getExchangeRates(): Promise<RatesAnswer> {
  const env = getEnv();
  return cache.get("all", async () => {
    const answer = await fetchExchangeRates({ baseUrl: env.EXCHANGE_RATES_BASE_URL, apiKey: env.EXCHANGE_RATES_API_KEY }, countryCurrencies);
    if (answer.status === "down" && answer.reason !== "not-configured") console.warn(`Exchange-rate service unavailable (${answer.reason}); using the fallback table`);
    return answer;
  });
}
