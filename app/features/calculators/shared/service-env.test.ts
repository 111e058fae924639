import { describe, expect, it } from "vitest";
import { getPublicConfig, parseEnv } from "~/utils/env.server";

describe("the calculators' service settings", () => {
  it("are all optional, an empty value counting as unset", () => {
    const env = parseEnv({ ELECTRICITY_PRICE_BASE_URL: "", EXCHANGE_RATES_API_KEY: " " });
    expect(env.ELECTRICITY_PRICE_BASE_URL).toBeUndefined();
    expect(env.EXCHANGE_RATES_BASE_URL).toBeUndefined();
    expect(env.EXCHANGE_RATES_API_KEY).toBeUndefined();
  });

  it("stop the server with a message naming a base URL that is not a URL", () => {
    expect(() => parseEnv({ EXCHANGE_RATES_BASE_URL: "rates.example" })).toThrow(/EXCHANGE_RATES_BASE_URL/);
  });

  it("never reach the browser", () => {
    const env = parseEnv({ ELECTRICITY_PRICE_ACCOUNT_CODE: "secret-code", EXCHANGE_RATES_API_KEY: "secret-key" });
    expect(JSON.stringify(getPublicConfig(env))).not.toMatch(/secret/);
  });
});
