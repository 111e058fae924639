import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { apiAnswer } from "~/features/calculators/frame/response";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator } from "~/i18n/translate";
import { productivityDefinition, type ProductivityContext, type ProductivityInputs, type ProductivityMonitor } from "./definition";
import { productivityContextOf } from "./price";

const us: BusinessContext = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } };
const japan: BusinessContext = { country: "JP", currency: "JPY", rate: { currency: "JPY", ratePerUsd: 110.6419, source: "specification" } };

const catalogue: Record<string, ProductivityMonitor> = {
  u2724de: { slug: "u2724de", title: "Dell UltraSharp U2724DE", series: "ultrasharp", listPriceUsd: 600 },
  p2425h: { slug: "p2425h", title: "Dell P2425H", series: "p", listPriceUsd: null },
  aw3423dwf: { slug: "aw3423dwf", title: "Alienware AW3423DWF", series: "alienware", listPriceUsd: 800 },
};

/** A loader without database or network: a fixed catalogue and fixed exchange rates. */
const fakeLoader: ContextLoader<ProductivityInputs, ProductivityContext> = async (inputs) => {
  const monitor = inputs.monitor === undefined ? null : (catalogue[inputs.monitor] ?? null);
  if (inputs.monitor !== undefined && monitor === null) return { ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] };
  return productivityContextOf(inputs.country === "JP" ? japan : us, monitor, inputs.price);
};

const run = (query: string) => runCalculator(productivityDefinition, fakeLoader, parseCalculatorQuery(new URLSearchParams(query), productivityDefinition), { site: "work", language: "en-us" });
const t = createTranslator(enUs);

describe("productivity inputs", () => {
  it("fills in the defaults", async () => {
    const answer = await run("price=500");
    expect(answer.ok && answer.inputs).toEqual({
      country: "US",
      staff: 100,
      monitorsPerPerson: 1,
      // An address without moneyCurrency means US dollars, as before the field existed.
      moneyCurrency: "USD",
      price: 500,
      discount: 0.1,
      mounting: false,
      gainSource: "analyst",
      deploymentPlan: 1,
      legacyUsbC: false,
      existingCustomer: true,
      proSupport: true,
    });
  });

  it.each([
    ["price=0", "price", "productivity.error.priceZero"],
    ["price=100001", "price", "calculator.error.range"],
    ["price=500&staff=1000000000", "staff", "calculator.error.range"],
    ["price=500&staff=lots", "staff", "calculator.error.number"],
    ["price=500&staff=2.5", "staff", "calculator.error.integer"],
    ["price=500&monitorsPerPerson=11", "monitorsPerPerson", "calculator.error.range"],
    ["price=500&discount=1.5", "discount", "calculator.error.range"],
    ["price=abc", "price", "calculator.error.number"],
    ["price=500&gainSource=guru", "gainSource", "api.error.choice"],
    ["price=500&deploymentPlan=4", "deploymentPlan", "api.error.choice"],
    ["price=500&mounting=maybe", "mounting", "calculator.error.yesNo"],
    ["price=500&country=XX", "country", "api.error.choice"],
  ])("%s is refused on %s", async (query, field, message) => {
    const answer = await run(query);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.issues.find((issue) => issue.field === field)?.message).toBe(message);
  });

  it("answers a zero price with a 400 and a clear message", async () => {
    const answer = apiAnswer(await run("price=0"), t);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ field: "price", message: "Enter a price above 0, up to 100,000." }] });
  });
});

describe("the price used", () => {
  it("takes the catalogue's list price when none is entered", async () => {
    const answer = await run("monitor=u2724de");
    expect(answer.ok && answer.context.priceUsd).toBe(600);
    // 100 × 600 × 0.9 = 54 000
    expect(answer.ok && answer.results.years[0]!.monitors).toBeCloseTo(54_000, 9);
  });

  it("lets an entered price win over the catalogue's", async () => {
    const answer = await run("monitor=u2724de&price=450");
    expect(answer.ok && answer.context.priceUsd).toBe(450);
  });

  it("asks for a price when the monitor has none in the catalogue", async () => {
    const answer = await run("monitor=p2425h");
    expect(answer).toEqual({ ok: false, issues: [{ field: "price", message: "productivity.error.priceRequired", values: { monitor: "Dell P2425H" } }] });
    const api = apiAnswer(answer, t);
    expect(api.body).toMatchObject({ issues: [{ field: "price", message: "Dell P2425H has no price in the catalog. Enter its price per monitor." }] });
  });

  it("asks for a monitor with a price, or a price, when neither is given", async () => {
    expect(await run("")).toEqual({ ok: false, issues: [{ field: "price", message: "productivity.error.priceMissing" }] });
  });
});

describe("assumptions", () => {
  it("lists the wage constants and the productivity constants, the chosen gain with its source", async () => {
    const answer = await run("price=500&gainSource=maker");
    if (!answer.ok) throw new Error("expected a run");
    expect(answer.assumptions.map((a) => a.key)).toEqual([
      "usdRate", "hoursPerYear", "benefitsMultiplier", "wageGrowth", "facilityWageRatio", "discountRate",
      "gain", "conversion", "productivityRisk", "connectivityHours", "operationalRisk", "attrition", "attritionAvoidance",
      "seriesFactor", "hiringCostUsd", "talentBrandRisk", "deploymentHours", "deploymentRisk", "movesPerMonitor", "moveHours",
    ]);
    expect(answer.assumptions.find((a) => a.key === "gain")).toMatchObject({ value: 0.21, source: { key: "calculator.source.gain.maker" } });
    // no monitor: the lowest listed factor, 0.5
    expect(answer.assumptions.find((a) => a.key === "seriesFactor")).toMatchObject({ value: 0.5, source: { key: "productivity.source.seriesFactorNoMonitor" } });
  });

  it("lists the mounting cost only when mounting is chosen", async () => {
    const answer = await run("price=500&mounting=yes");
    expect(answer.ok && answer.assumptions.find((a) => a.key === "mountingUsd")).toMatchObject({ value: 400, unit: "USD" });
  });

  it("takes the series factor from the monitor's series", async () => {
    const ultra = await run("monitor=u2724de");
    expect(ultra.ok && ultra.assumptions.find((a) => a.key === "seriesFactor")).toMatchObject({
      value: 1,
      source: { key: "productivity.source.seriesFactorListed", values: { series: "UltraSharp" } },
    });
    const gaming = await run("monitor=aw3423dwf");
    expect(gaming.ok && gaming.assumptions.find((a) => a.key === "seriesFactor")).toMatchObject({
      value: 0.5,
      source: { key: "productivity.source.seriesFactorOther", values: { series: "Alienware" } },
    });
  });

  it("applies an override and marks it", async () => {
    // a.gain=0.21 with analyst chosen: productivity 100 × 135 000 × 0.21 × 0.5 × 0.8 = 1 134 000
    const answer = await run("price=500&a.gain=0.21");
    if (!answer.ok) throw new Error("expected a run");
    expect(answer.assumptions.find((a) => a.key === "gain")).toMatchObject({ value: 0.21, defaultValue: 0.18, overridden: true });
    expect(answer.results.years[0]!.productivity).toBeCloseTo(1_134_000, 5);
  });

  it("refuses an override out of bounds", async () => {
    const answer = await run("price=500&a.productivityRisk=2");
    expect(answer).toEqual({ ok: false, issues: [{ field: "a.productivityRisk", message: "calculator.error.assumptionRange", values: { min: 0, max: 1 } }] });
  });
});

describe("results", () => {
  it("answers the API with the issue's field names and the payback said in words", async () => {
    const answer = apiAnswer(await run("price=500"), t);
    expect(answer.status).toBe(200);
    const results = (answer.body as { results: Record<string, unknown> }).results;
    expect(Object.keys(results)).toEqual(expect.arrayContaining(["hoursPerEmployeeYear", "years", "pv", "roi", "paybackMonths", "paybackLabel"]));
    expect(Object.keys((results.years as object[])[0]!)).toEqual(
      expect.arrayContaining(["year", "equipped", "productivity", "connectivity", "retention", "benefits", "monitors", "mounting", "deployment", "moves", "costs"]),
    );
    expect(results.paybackLabel).toBe("Less than 6 months");
  });

  it("no longer asks for existingCustomer and proSupport, which change nothing, yet old links with them still parse", async () => {
    expect(productivityDefinition.fields.map((field) => field.name)).not.toEqual(expect.arrayContaining(["existingCustomer"]));
    expect(productivityDefinition.fields.map((field) => field.name)).not.toEqual(expect.arrayContaining(["proSupport"]));
    const yes = await run("price=500");
    const no = await run("price=500&existingCustomer=no&proSupport=no");
    expect(no.ok).toBe(true);
    expect(yes.ok && no.ok && no.results).toEqual(yes.ok && yes.results);
  });

  it("takes an optional legacy size from why-refresh's list", async () => {
    const answer = await run("price=500&legacySize=27");
    expect(answer.ok && answer.inputs.legacySize).toBe(27);
    // no catalogue monitor to compare with: the gain stays, and the note says why
    expect(answer.ok && answer.results.productivityNote).toEqual({ key: "productivity.note.notCompared", values: { legacy: "27.0" } });
    const refused = await run("price=500&legacySize=26");
    expect(refused).toEqual({ ok: false, issues: [{ field: "legacySize", message: "whyRefresh.error.legacySize" }] });
  });

  it("converts Japan's USD salary at the rate in use, an overridden one included", async () => {
    // 65 000 USD × 100 JPY/USD = 6 500 000 JPY; productivity 100 × 6 500 000 × 1.35 × 0.072 = 63 180 000
    const answer = await run("country=JP&price=500&a.usdRate=100");
    expect(answer.ok && answer.results.years[0]!.productivity).toBeCloseTo(63_180_000, 3);
  });

  it("answers 400, not NaN, when the costs are zero and ROI has no value", async () => {
    // 100 % discount and no IT hours: PV costs 0, ROI = NPV / 0
    const answer = apiAnswer(await run("price=500&discount=1&a.deploymentHours=0&a.moveHours=0"), t);
    expect(answer).toMatchObject({ status: 400, body: { message: "These inputs drive the calculation out of range. Try smaller figures." } });
  });
});
