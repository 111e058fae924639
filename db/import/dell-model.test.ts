import { describe, expect, it } from "vitest";
import {
  dellSeries,
  dellTitle,
  findDellModel,
  nominalDiagonalInches,
  sitesForSeries,
} from "./dell-model";

describe("findDellModel", () => {
  it("finds the model in retail names", () => {
    expect(findDellModel("Dell Alienware AW3423DWF")).toBe("AW3423DWF");
    expect(findDellModel("Alienware AW2725Q")).toBe("AW2725Q");
    expect(findDellModel("Dell UltraSharp U2724D")).toBe("U2724D");
    expect(findDellModel("Dell UP3218K")).toBe("UP3218K");
    expect(findDellModel("Dell P2722H CVAA")).toBe("P2722H");
    expect(findDellModel("Dell SE2422H")).toBe("SE2422H");
    expect(findDellModel("Dell UZ2715H")).toBe("UZ2715H");
    expect(findDellModel("Dell P170S")).toBe("P170S");
    expect(findDellModel("Dell DELL-E2218HN")).toBe("E2218HN");
    expect(findDellModel("Dell P2311H (469-0836)")).toBe("P2311H");
  });

  it("returns null for names without a model of a known series", () => {
    expect(findDellModel("Dell 2007FP")).toBeNull();
    expect(findDellModel("Dell ST2421L")).toBeNull();
    expect(findDellModel("Dell UltraSharp 2209WA")).toBeNull();
    expect(findDellModel("Dell IN2030M")).toBeNull();
  });
});

describe("dellSeries", () => {
  it("maps each prefix to its series", () => {
    expect(dellSeries("U2724DE")).toBe("ultrasharp");
    expect(dellSeries("UZ2715H")).toBe("ultrasharp");
    expect(dellSeries("UP3218K")).toBe("premiercolor");
    expect(dellSeries("P2425H")).toBe("p");
    expect(dellSeries("E2020H")).toBe("e");
    expect(dellSeries("S2721DGF")).toBe("s");
    expect(dellSeries("SE2422H")).toBe("se");
    expect(dellSeries("G2724D")).toBe("g");
    expect(dellSeries("AW3423DWF")).toBe("alienware");
  });

  it("splits C models at a nominal 55 inches", () => {
    expect(dellSeries("C2422HE")).toBe("c");
    // C5518QT measures 54.6 in (ENERGY STAR) but its name says 55: an interactive display.
    expect(dellSeries("C5518QT")).toBe("interactive");
    expect(dellSeries("C8621QT")).toBe("interactive");
  });

  it("returns null for non-Dell models", () => {
    expect(dellSeries("B196L")).toBeNull();
  });
});

describe("nominalDiagonalInches", () => {
  it("reads the first two digits", () => {
    expect(nominalDiagonalInches("C8621QT")).toBe(86);
    expect(nominalDiagonalInches("P170S")).toBe(17);
  });
});

describe("sitesForSeries", () => {
  it("puts consumer lines on Home and business lines on Work", () => {
    expect(sitesForSeries("alienware")).toEqual(["home"]);
    expect(sitesForSeries("se")).toEqual(["home"]);
    expect(sitesForSeries("ultrasharp")).toEqual(["work"]);
    expect(sitesForSeries("interactive")).toEqual(["work"]);
    expect(sitesForSeries(null)).toEqual([]);
  });
});

describe("dellTitle", () => {
  it("joins the brand line and the model", () => {
    expect(dellTitle("U2724DE", "ultrasharp")).toBe("Dell UltraSharp U2724DE");
    expect(dellTitle("UP3218K", "premiercolor")).toBe("Dell UltraSharp PremierColor UP3218K");
    expect(dellTitle("AW3423DWF", "alienware")).toBe("Alienware AW3423DWF");
    expect(dellTitle("P2425H", "p")).toBe("Dell P2425H");
  });
});
