import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEnergyServices } from "../../../../tests/setup/energy-services-server";
import { fetchElectricityPrice, readElectricityXml } from "./electricity-prices.server";

let services: Awaited<ReturnType<typeof startEnergyServices>>;
beforeAll(async () => {
  services = await startEnergyServices();
});
afterAll(() => services.close());

const config = () => ({ baseUrl: services.baseUrl, accountId: "1787", accountCode: "secret-code", timeoutMs: 2000 });

describe("electricity price service client", () => {
  it("asks for the country's latest household, industrial and extra-large prices with the account", async () => {
    services.electricity = { kind: "ok", country: "Germany", average: 0.38, large: 0.24, exrateUSD: 1.17, year: 2026, month: 9 };
    await fetchElectricityPrice(config(), "DE");
    expect(services.requests.at(-1)).toEqual({
      path: "/api_gpp_el.php",
      query: { uid: "1787", uidc: "secret-code", ind: "elhh,elin,elexu", prd: "latest", cnt: "DE" },
    });
  });

  it("turns a good answer into live US-dollar prices with the month they are for", async () => {
    services.electricity = { kind: "ok", country: "Germany", average: 0.38, large: 0.24, exrateUSD: 1.17, year: 2026, month: 9 };
    const answer = await fetchElectricityPrice(config(), "DE");
    // business = large × exrateUSD = 0.24 × 1.17 = 0.2808 USD; household = average × exrateUSD = 0.38 × 1.17 = 0.4446 USD
    expect(answer).toEqual({ status: "live", businessUsdPerKwh: expect.closeTo(0.2808, 12), householdUsdPerKwh: expect.closeTo(0.4446, 12), year: 2026, month: 9 });
  });

  it("prices business at the average when the answer has no large-consumer figure", async () => {
    services.electricity = { kind: "ok", country: "Japan", average: 31, exrateUSD: 0.0064, year: 2026, month: 6 };
    const answer = await fetchElectricityPrice(config(), "JP");
    // 31 JPY × 0.0064 USD/JPY = 0.1984 USD for both
    expect(answer).toMatchObject({ status: "live", businessUsdPerKwh: expect.closeTo(0.1984, 12), householdUsdPerKwh: expect.closeTo(0.1984, 12) });
  });

  it("is down on a non-200 answer", async () => {
    services.electricity = { kind: "status", status: 503 };
    expect(await fetchElectricityPrice(config(), "DE")).toEqual({ status: "down", reason: "http-status" });
  });

  it("is down on malformed XML", async () => {
    services.electricity = { kind: "malformed" };
    expect(await fetchElectricityPrice(config(), "DE")).toEqual({ status: "down", reason: "malformed" });
  });

  it("is down when the answer has no data for the country", async () => {
    services.electricity = { kind: "no-country" };
    expect(await fetchElectricityPrice(config(), "XK")).toEqual({ status: "down", reason: "no-country" });
  });

  it("gives up after the timeout when the service hangs", async () => {
    services.electricity = { kind: "hang" };
    const started = Date.now();
    expect(await fetchElectricityPrice({ ...config(), timeoutMs: 300 }, "DE")).toEqual({ status: "down", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up after the default 2 s", async () => {
    services.electricity = { kind: "hang" };
    const started = Date.now();
    expect(await fetchElectricityPrice({ baseUrl: services.baseUrl }, "DE")).toEqual({ status: "down", reason: "timeout" });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(4000);
  });

  it("is down, without asking anyone, when no base URL is configured", async () => {
    const before = services.requests.length;
    expect(await fetchElectricityPrice({}, "DE")).toEqual({ status: "down", reason: "not-configured" });
    expect(services.requests.length).toBe(before);
  });

  it("is down when nothing listens at the address", async () => {
    expect(await fetchElectricityPrice({ baseUrl: "http://127.0.0.1:9" }, "DE")).toEqual({ status: "down", reason: "network" });
  });
});

describe("readElectricityXml", () => {
  const element = (fields: string) => `<gpp:data xmlns:gpp="x"><gpp:element>${fields}</gpp:element></gpp:data>`;

  it("refuses figures that are not positive numbers, or a month out of range", () => {
    const base = "<gpp:country>Germany</gpp:country><gpp:exrateUSD>1.1</gpp:exrateUSD><gpp:year>2026</gpp:year>";
    expect(readElectricityXml(element(`${base}<gpp:average>abc</gpp:average><gpp:month>9</gpp:month>`))).toEqual({ status: "down", reason: "malformed" });
    expect(readElectricityXml(element(`${base}<gpp:average>-1</gpp:average><gpp:month>9</gpp:month>`))).toEqual({ status: "down", reason: "malformed" });
    expect(readElectricityXml(element(`${base}<gpp:average>0.3</gpp:average><gpp:month>13</gpp:month>`))).toEqual({ status: "down", reason: "malformed" });
  });

  it("treats a country element without an average as no data for the country", () => {
    expect(readElectricityXml(element("<gpp:country>Kosovo</gpp:country><gpp:average></gpp:average>"))).toEqual({ status: "down", reason: "no-country" });
  });

  it("refuses a DOCTYPE", () => {
    expect(readElectricityXml(`<!DOCTYPE x [<!ENTITY a "b">]><x/>`)).toEqual({ status: "down", reason: "malformed" });
  });
});
