import { describe, expect, it } from "vitest";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import { runCalculator } from "~/features/calculators/frame/query";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { rowIssues, roiRateOf } from "./context.server";
import { meetingRoiDefinition, type MeetingRoiContext, type MeetingRoiInputs } from "./definition";
import { AVAILABILITY_FACTOR as A } from "./model";

const displays = {
  c8621qt: { slug: "c8621qt", title: "Dell C8621QT", sizeInches: 85.6, listPriceUsd: null },
  c6522qt: { slug: "c6522qt", title: "Dell C6522QT", sizeInches: 64.5, listPriceUsd: null },
  priced: { slug: "priced", title: "Priced", sizeInches: 74.5, listPriceUsd: 4000 },
};
const usd: MeetingRoiContext = { country: "US", rate: { ratePerUsd: 1, source: "none", date: null }, displays };
const sek: MeetingRoiContext = { country: "SE", rate: { ratePerUsd: 8.73, source: "seed", date: null }, displays };
const request = { site: "work" as const, language: "en-us" };

async function run(query: string, context: MeetingRoiContext = usd) {
  const loadContext: ContextLoader<MeetingRoiInputs, MeetingRoiContext> = async () => ({ ok: true, context });
  return runCalculator(meetingRoiDefinition, loadContext, parseCalculatorQuery(new URLSearchParams(query), meetingRoiDefinition), request);
}

describe("the meeting-room ROI definition", () => {
  it("reads the issue's inputs with their defaults and states every constant with its source", async () => {
    const answer = await run("numberOfEmployees=500&rooms=small:c8621qt:10:5000");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.inputs).toMatchObject({
      country: "US",
      numberOfEmployees: 500,
      frequentTravelPercentage: 50,
      annualRevenue: 0,
      roiCaseRate: "base",
      upgradingFromTechnology: 4,
      videoConferencingService: 0,
      rooms: [{ size: "small", display: "c8621qt", quantity: 10, price: 5000 }],
      moneyCurrency: "USD",
    });
    // No trip cost: the specification's 1,100 USD, in whatever currency the amounts are.
    expect(answer.inputs.averageBusinessTripCost).toBeUndefined();
    const keys = answer.assumptions.map((row) => row.key);
    expect(keys).toEqual([
      "usdRate",
      "caseHours",
      "caseMinMult",
      "caseUtil",
      "caseTrips",
      "caseMult",
      "availability",
      "hoursPerYear",
      "benefitsMultiplier",
      "roomCostSmall",
      "roomCostMedium",
      "roomCostLarge",
      "employeesPerRoom",
      "installationPerRoom",
      "roomComputerPerRoom",
      "conferencingPerRoom",
      "maintenancePerRoom",
      "discountRate",
      "co2PerTrip",
      "co2PerCarYear",
      "referencePrice55",
      "referencePrice86",
    ]);
    // Maker's figure, labelled as such (issue 47)
    expect(answer.assumptions.find((row) => row.key === "co2PerTrip")).toMatchObject({ value: 2.5, source: { key: "meetingRoi.source.co2PerTrip" } });
    expect(answer.assumptions.find((row) => row.key === "maintenancePerRoom")).toMatchObject({ value: 150, source: { key: "meetingRoi.source.maintenance.4" } });
    expect(answer.assumptions.find((row) => row.key === "conferencingPerRoom")).toMatchObject({ value: 0, source: { key: "meetingRoi.source.conferencing.0" } });
    // Another service: no certified room computer; installation 500 and 15 employees a room, both labelled
    expect(answer.assumptions.find((row) => row.key === "roomComputerPerRoom")).toMatchObject({ value: 0, source: { key: "meetingRoi.source.roomComputerOther" } });
    expect(answer.assumptions.find((row) => row.key === "installationPerRoom")).toMatchObject({ value: 500, source: { key: "meetingRoi.source.installation" } });
    expect(answer.assumptions.find((row) => row.key === "employeesPerRoom")).toMatchObject({ value: 15, source: { key: "meetingRoi.source.employeesPerRoom" } });
    expect(answer.assumptions.find((row) => row.key === "discountRate")).toMatchObject({ value: 0.1 });
    // The US salary 83990: W = 83990 / 2080 × 1.35 = 54.5127; min = 10 × 72.9 × 0.8 × W × A
    expect(answer.results.salaryUsd).toBe(83990);
    expect(answer.results.yearly.min).toBeCloseTo(10 * 72.9 * 0.8 * ((83990 / 2080) * 1.35) * A, 6);
    expect(answer.results.rooms[0]).toMatchObject({ displayTitle: "Dell C8621QT", quantity: 10, price: 5000 });
    expect(answer.results.currency).toEqual({ code: "USD", symbol: "$", symbolBefore: true, rate: 1, live: false });
  });

  it("prices a row that has no price of its own at the cited launch price of the nearer size (issue 47)", async () => {
    // 85.6 in is nearer 86 (0.4) than 55 (30.6): 11,000 USD; 64.5 in is nearer 55 (9.5) than 86 (21.5): 5,000 USD
    const answer = await run("numberOfEmployees=50&rooms=large:c8621qt:2:&rooms=medium:c6522qt:1:");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.results.rooms.map((row) => row.price)).toEqual([11_000, 5000]);
    // 2 × 11,000 + 5,000 = 27,000
    expect(answer.results.displayCost).toBe(27_000);
    expect(answer.assumptions.find((row) => row.key === "referencePrice86")).toMatchObject({ value: 11_000, source: { key: "meetingRoi.source.referencePrice" } });
    // An override of the reference applies: 2 × 9,000 + 5,000 = 23,000
    const overridden = await run("numberOfEmployees=50&rooms=large:c8621qt:2:&rooms=medium:c6522qt:1:&a.referencePrice86=9000");
    expect(overridden.ok && overridden.results.displayCost).toBe(23_000);
  });

  it("prices Teams Rooms at its cited list price, 40 USD a month = 480 USD a room a year", async () => {
    const answer = await run("numberOfEmployees=50&videoConferencingService=1&rooms=small:c8621qt:3:1000");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.assumptions.find((row) => row.key === "conferencingPerRoom")).toMatchObject({ value: 12 * 40, source: { key: "meetingRoi.source.conferencing.1" } });
    // 3 rooms × 480
    expect(answer.results.yearly.recurringCosts).toBe(1440);
  });

  it("takes the case, technology and service chosen, and overrides", async () => {
    const answer = await run("numberOfEmployees=5&roiCaseRate=best&upgradingFromTechnology=2&videoConferencingService=2&rooms=large:priced:1:&a.caseHours=100");
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.assumptions.find((row) => row.key === "caseTrips")).toMatchObject({ value: 50, source: { key: "meetingRoi.source.case.best" } });
    expect(answer.assumptions.find((row) => row.key === "caseHours")).toMatchObject({ value: 100, defaultValue: 470, overridden: true });
    expect(answer.assumptions.find((row) => row.key === "maintenancePerRoom")).toMatchObject({ value: 300 });
    // Zoom Rooms: the 588 licence is the running cost; the projector's 300 upkeep is a benefit, not subtracted
    expect(answer.results.yearly.recurringCosts).toBe(588);
    expect(answer.results.yearly.avoidedUpkeep).toBe(300);
    expect(answer.assumptions.find((row) => row.key === "conferencingPerRoom")).toMatchObject({ value: 588, source: { key: "meetingRoi.source.conferencing.2" } });
    expect(answer.assumptions.find((row) => row.key === "roomComputerPerRoom")).toMatchObject({ value: 1500, source: { key: "meetingRoi.source.roomComputer" } });
    // upfront: the 4000 display + 500 installation + 1500 room computer
    expect(answer.results.upfrontCost).toBe(6000);
    // the catalogue's price when the row gives none
    expect(answer.results.displayCost).toBe(4000);
  });

  it("shows Sweden's amounts in kronor, the symbol after, at the seed rate", async () => {
    const answer = await run("numberOfEmployees=5&country=SE&rooms=small:c8621qt:1:1000", sek);
    if (!answer.ok) throw new Error(JSON.stringify(answer.issues));
    expect(answer.results.currency).toEqual({ code: "SEK", symbol: "kr", symbolBefore: false, rate: 8.73, live: false });
    // 1000 USD × 8.73
    expect(answer.results.displayCost).toBeCloseTo(8730, 9);
    expect(answer.assumptions[0]).toMatchObject({ key: "usdRate", unit: "SEK/USD", source: { key: "meetingRoi.source.seedRate" } });
    // Sweden's salary in USD: 60164
    expect(answer.results.salaryUsd).toBe(60164);
  });

  it("derives a missing employee count from the rooms; invalid counts stay 400 (issue 47)", async () => {
    // 1 room, none entered: 1 × 15 a room = 15 employees, all served
    const one = await run("rooms=small:c8621qt:1:1000");
    if (!one.ok) throw new Error(JSON.stringify(one.issues));
    expect(one.inputs.numberOfEmployees).toBeUndefined();
    expect(one.results).toMatchObject({ employeesUsed: 15, employeesDerived: true, roomsCounted: 1, coverage: 1 });
    // 3 rooms (2 + 1) with employeesPerRoom overridden to 10: 3 × 10 = 30
    const three = await run("rooms=small:c8621qt:2:1000&rooms=large:c8621qt:1:1000&a.employeesPerRoom=10");
    if (!three.ok) throw new Error(JSON.stringify(three.issues));
    expect(three.results).toMatchObject({ employeesUsed: 30, employeesDerived: true, roomsCounted: 3, coverage: 1 });
    // Entered, it is used as is: 500 employees
    const entered = await run("numberOfEmployees=500&rooms=small:c8621qt:1:1000");
    if (!entered.ok) throw new Error(JSON.stringify(entered.issues));
    expect(entered.results).toMatchObject({ employeesUsed: 500, employeesDerived: false });
    for (const bad of ["0", "-5", "2.5", "10000001"]) {
      const answer = await run(`numberOfEmployees=${bad}&rooms=small:c8621qt:1:1000`);
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.issues.map((issue) => issue.field)).toEqual(["numberOfEmployees"]);
    }
  });

  it("answers missing rooms and bad choices with a message each", async () => {
    const answer = await run("roiCaseRate=worst&upgradingFromTechnology=5&videoConferencingService=3&frequentTravelPercentage=120");
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.issues).toEqual([
      { field: "frequentTravelPercentage", message: "calculator.error.range", values: { min: 0, max: 100 } },
      { field: "roiCaseRate", message: "api.error.choice", values: { field: "roiCaseRate", choices: "base, moderate, best" } },
      { field: "upgradingFromTechnology", message: "api.error.choice", values: { field: "upgradingFromTechnology", choices: "1, 2, 3, 4" } },
      { field: "videoConferencingService", message: "api.error.choice", values: { field: "videoConferencingService", choices: "0, 1, 2" } },
      { field: "rooms", message: "meetingRoi.error.rooms" },
    ]);
  });

  it("names the row and cell of a bad room", async () => {
    const answer = await run("numberOfEmployees=5&rooms=small:c8621qt:1:1000&rooms=huge::0:-5&rooms=a:b");
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.issues).toEqual([
      { field: "rooms.1.size", message: "api.error.choice", values: { field: "rooms.1.size", choices: "small, medium, large" } },
      { field: "rooms.1.display", message: "meetingRoi.error.display" },
      { field: "rooms.1.quantity", message: "calculator.error.range", values: { min: 1, max: 10_000 } },
      { field: "rooms.1.price", message: "calculator.error.range", values: { min: 1, max: 1_000_000 } },
      { field: "rooms.2", message: "meetingRoi.error.roomFormat" },
    ]);
    // An empty count is one room (the input page's default row computes, issue 47)
    const empty = await run("numberOfEmployees=5&rooms=small:c8621qt::");
    expect(empty.ok && empty.inputs.rooms[0]!.quantity).toBe(1);
  });

  it("refuses more than 20 rows, a revenue beyond 10 trillion and an override out of bounds", async () => {
    const many = Array.from({ length: 21 }, () => "rooms=small:c8621qt:1:1000").join("&");
    const answer = await run(`numberOfEmployees=5&${many}&annualRevenue=100000000000000`);
    expect(answer.ok ? [] : answer.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ["annualRevenue", "calculator.error.range"],
      ["rooms", "meetingRoi.error.tooManyRooms"],
    ]);
    const override = await run("numberOfEmployees=5&rooms=small:c8621qt:1:1000&a.availability=2");
    expect(override.ok ? [] : override.issues).toEqual([{ field: "a.availability", message: "calculator.error.assumptionRange", values: { min: 0, max: 1 } }]);
  });
});

describe("the context's checks", () => {
  it("takes no inherited member of an object for a display (constructor, toString, valueOf)", () => {
    const inputs = { rooms: ["constructor", "toString", "valueOf"].map((display) => ({ size: "small", display, quantity: 1 })) } as MeetingRoiInputs;
    expect(rowIssues(inputs, displays)).toEqual([0, 1, 2].map((row) => ({ field: `rooms.${row}.display`, message: "meetingRoi.error.displayUnknown" })));
  });

  it("refuses a display that is not an interactive display, and lets a row without any price through (it takes the reference price)", () => {
    const inputs = { rooms: [{ size: "small", display: "u2724de", quantity: 1 }, { size: "small", display: "c8621qt", quantity: 1 }, { size: "small", display: "priced", quantity: 1 }] } as MeetingRoiInputs;
    expect(rowIssues(inputs, displays)).toEqual([{ field: "rooms.0.display", message: "meetingRoi.error.displayUnknown" }]);
  });

  it("takes the live rate when the service priced the currency, else the seed rate", () => {
    expect(roiRateOf("SE", { status: "live", ratesPerUsd: { SEK: 9.5 }, date: "2026-11-20" })).toEqual({ ratePerUsd: 9.5, source: "live", date: "2026-11-20" });
    expect(roiRateOf("SE", { status: "live", ratesPerUsd: { EUR: 0.9 }, date: "2026-11-20" })).toEqual({ ratePerUsd: 8.73, source: "seed", date: null });
    expect(roiRateOf("IN", { status: "down", reason: "timeout" })).toEqual({ ratePerUsd: 74.25, source: "seed", date: null });
    expect(roiRateOf("US", { status: "down", reason: "timeout" })).toEqual({ ratePerUsd: 1, source: "none", date: null });
  });
});
