import { describe, expect, it } from "vitest";
import { computeProductivity, productivityValues, type ProductivityModelInput } from "./model";
import { everyBenefitCounts } from "./benefit-conditions.fixture";

// The US case of model.test.ts: salary 100 000 USD, 100 staff, 500 USD less 10 %, plan 1, analyst gain.
// W_y = 64.9038462, 66.8509615, 68.8564904 USD an hour; PV costs 49 135.47032; NPV 2 553 905.19974.
const analyst = productivityValues({}, { gain: 0.18, seriesFactor: 1 });
const base: ProductivityModelInput = { staff: 100, monitorsPerPerson: 1, plan: 1, mounting: false, priceUsd: 500, discount: 0.1, salary: 100_000, conditions: everyBenefitCounts };
const result = computeProductivity(base, analyst);
// The productivity line's PV per unit of gain: 100 × 2080 × W_1 × 0.5 × 0.8 = 5 400 000 × gain in year 1,
// growing 3 % a year and discounted at its end: S = 1/1.1 + 1.03/1.21 + 1.0609/1.331
//   = 0.9090909 + 0.8512397 + 0.7970699 = 2.5574005
const S = 2.5574005;

describe("break-even", () => {
  it("is the daily saving that pays back the PV of the costs", () => {
    // working days 2080 / 8 = 260
    // Σ W_y / 1.1^y = 64.9038462 / 1.1 + 66.8509615 / 1.21 + 68.8564904 / 1.331
    //   = 59.0034965 + 55.2487285 + 51.7329004 = 165.9851254
    // PV of one minute a day: 100 × 260 × 165.9851254 / 60 = 71 926.88767
    // minutes = 49 135.47032 / 71 926.88767 = 0.6831308 (41 seconds)
    expect(result.breakEven.workingDaysPerYear).toBe(260);
    expect(result.breakEven.minutesPerDay).toBeCloseTo(0.6831308, 6);
    expect(Math.round(result.breakEven.minutesPerDay * 60)).toBe(41);
  });
});

describe("scenarios", () => {
  it("runs the case at the passive, the chosen and the maker's gain", () => {
    // NPV(g) = NPV(0.18) + 5 400 000 × (g − 0.18) × S
    // low:  2 553 905.19974 − 5 400 000 × 0.12 × 2.5574005 = 2 553 905.19974 − 1 657 195.52 = 896 709.68
    // high: 2 553 905.19974 + 5 400 000 × 0.03 × 2.5574005 = 2 553 905.19974 + 414 298.88 = 2 968 204.08
    const { low, likely, high } = result.scenarios;
    expect([low.gain, likely.gain, high.gain]).toEqual([0.06, 0.18, 0.21]);
    expect(low.npv).toBeCloseTo(896_709.68, -1);
    expect(likely.npv).toBeCloseTo(2_553_905.19974, 3);
    expect(high.npv).toBeCloseTo(2_968_204.08, -1);
    // ROI = NPV / PV costs: 896 709.68 / 49 135.47032 = 18.2497; 2 968 204.08 / 49 135.47032 = 60.4086
    expect(low.roi).toBeCloseTo(18.2497, 3);
    expect(likely.roi).toBe(result.roi);
    expect(high.roi).toBeCloseTo(60.4086, 3);
    // low payback: upfront 46 177.615385; (324 000 + 38 844.95192 + 7200 − 1156.586538) / 12 = 30 740.70 a month
    //   → 46 177.615385 / 30 740.70 = 1.50 → month 2; high pays back in month 1 like the likely case
    expect(low.paybackMonths).toBe(2);
    expect(high.paybackMonths).toBe(1);
  });
});

describe("the no-gain scenario", () => {
  it("runs the case with no productivity gain: what connectivity and retention alone return", () => {
    // NPV(0) = 2 553 905.19974 − 5 400 000 × 0.18 × 2.5574005 = 2 553 905.19974 − 2 485 793.29 = 68 111.91
    const { none } = result.scenarios;
    expect(none.gain).toBe(0);
    expect(none.npv).toBeCloseTo(68_111.91, -1);
    // ROI = 68 111.91 / 49 135.47032 = 1.38621
    expect(none.roi).toBeCloseTo(1.38621, 4);
    // year 1's net flow (38 844.95192 + 7200 − 1156.586538) = 44 888.37 falls 1289.25 short of the
    // upfront 46 177.615385; year 2 brings 40 010.30048 + 7200 − 1191.284135 = 46 019.02, 3834.92 a month:
    // 1289.25 / 3834.92 = 0.34 → the first month of year 2, month 13
    expect(none.paybackMonths).toBe(13);
  });
});

describe("sensitivity", () => {
  const rows = result.sensitivity;
  const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));

  it("moves the price 25 % down and up alone", () => {
    // the monitors cost 100 × 500 × 0.9 = 45 000 up front (not discounted); ± 25 % is ∓ 11 250 of NPV
    expect(byKey.price!.npvLow).toBeCloseTo(2_553_905.19974 + 11_250, 3);
    expect(byKey.price!.npvHigh).toBeCloseTo(2_553_905.19974 - 11_250, 3);
    expect(byKey.price!.label).toEqual({ key: "productivity.sensitivity.price" });
  });

  it("moves the gain 25 % down and up alone", () => {
    // gain 0.135 and 0.225: NPV ∓ 5 400 000 × 0.045 × 2.5574005 = ∓ 621 448.32
    expect(byKey.gain!.npvLow).toBeCloseTo(2_553_905.19974 - 621_448.32, -1);
    expect(byKey.gain!.npvHigh).toBeCloseTo(2_553_905.19974 + 621_448.32, -1);
  });

  it("sorts by swing, largest first", () => {
    // swings |npvHigh − npvLow|:
    //   salary: half of PV (productivity + connectivity − deployment − moves)
    //     = 0.5 × (2 485 793.24 + 38 844.95192 × S − 1177.62 − (1051.44 + 984.53 + 921.88)) ≈ 1 290 500
    //   gain and conversion: both scale the productivity line, 0.5 × 972 000 × S = 1 242 896.6 (equal: listed order)
    //   productivityRisk 0.15 / 0.25: 0.1 × 1 215 000 × S = 310 724.2
    //   connectivityHours: 0.5 × 38 844.95192 × S = 49 671.1
    //   price: 22 500
    expect(rows.map((row) => row.key)).toEqual(["salary", "gain", "conversion", "productivityRisk", "connectivityHours", "price"]);
    expect(Math.abs(byKey.productivityRisk!.npvHigh - byKey.productivityRisk!.npvLow)).toBeCloseTo(0.1 * 1_215_000 * S, -1);
  });

  it("clamps shares to their bounds", () => {
    // conversion 0.9: 0.675 below, 1.125 clamped to 1 above → NPV moves by (1 − 0.9) / 0.9 of the line upward
    const high = computeProductivity(base, { ...analyst, conversion: 0.9 });
    const line = high.risk.pv.productivity.adjusted;
    const conversion = high.sensitivity.find((row) => row.key === "conversion")!;
    expect(conversion.npvHigh - high.pv.npv).toBeCloseTo((line * 0.1) / 0.9, 3);
    expect(conversion.npvLow - high.pv.npv).toBeCloseTo(-line * 0.25, 3);
  });
});
