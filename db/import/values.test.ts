import { describe, expect, it } from "vitest";
import {
  parseIsoDate,
  parseList,
  parseOptionalText,
  parseReportedList,
  parseResolution,
  parseWatts,
  parseWholeNumber,
  parseYesNo,
} from "./values";

describe("parseWatts", () => {
  it("reads the power cells as listed", () => {
    // U2723QE in the ENERGY STAR export: on 28.32, sleep 0.74, off 0.3.
    expect(parseWatts("28.32")).toBe(28.32);
    expect(parseWatts("0.74")).toBe(0.74);
  });

  it("treats 0, 0.00, blanks and text as missing, never as zero watts", () => {
    // Acer CB322QK lists its off mode as "0"; LG 27BP450Y-* leaves on mode empty.
    expect(parseWatts("0")).toBeNull();
    expect(parseWatts("0.00")).toBeNull();
    expect(parseWatts("")).toBeNull();
    expect(parseWatts("n/a")).toBeNull();
  });
});

describe("parseWholeNumber", () => {
  it("rounds reported luminance to whole nits", () => {
    // E2420H (merged list) reports 248.9 cd/m²: 248.9 rounds to 249.
    expect(parseWholeNumber("248.9")).toBe(249);
    expect(parseWholeNumber("400")).toBe(400);
    expect(parseWholeNumber("0")).toBeNull();
  });
});

describe("parseYesNo", () => {
  it("reads the Yes/No columns and leaves blanks unknown", () => {
    expect(parseYesNo("Yes")).toBe(true);
    expect(parseYesNo("No")).toBe(false);
    expect(parseYesNo("")).toBeNull();
  });
});

describe("lists", () => {
  it("splits ENERGY STAR lists and drops the placeholders", () => {
    expect(parseList("RJ45,Display,HDMI,USB")).toEqual(["RJ45", "Display", "HDMI", "USB"]);
    // B226HQL_r's interfaces: "VGA,Other,DVI,Display" ("Other" names nothing).
    expect(parseList("VGA,Other,DVI,Display")).toEqual(["VGA", "DVI", "Display"]);
    expect(parseList("None")).toEqual([]);
  });

  it("keeps 'not reported' (blank) apart from 'none' (an empty list)", () => {
    expect(parseReportedList("")).toBeNull();
    expect(parseReportedList("None")).toEqual([]);
    expect(parseReportedList("sRGB,NTSC,Adobe RGB")).toEqual(["sRGB", "NTSC", "Adobe RGB"]);
  });

  it("maps N/A and None to no value", () => {
    expect(parseOptionalText("N/A")).toBeNull();
    expect(parseOptionalText("None")).toBeNull();
    expect(parseOptionalText("DisplayHDR 400")).toBe("DisplayHDR 400");
  });
});

describe("parseIsoDate", () => {
  it("reads the three date styles of the sources", () => {
    expect(parseIsoDate("01/27/2022 12:00:00 AM")).toBe("2022-01-27");
    expect(parseIsoDate("07/14/2021")).toBe("2021-07-14");
    expect(parseIsoDate("2024-10-29")).toBe("2024-10-29");
  });

  it("rejects dates that do not exist rather than rolling them over", () => {
    expect(parseIsoDate("02/30/2021")).toBeNull();
    expect(parseIsoDate("")).toBeNull();
  });
});

describe("parseResolution", () => {
  it("reads ENERGY STAR and retail notation", () => {
    expect(parseResolution("3840 x 2160")).toEqual({ width: 3840, height: 2160 });
    // Some rows have a double space: "1920  x 1080".
    expect(parseResolution("1920  x 1080")).toEqual({ width: 1920, height: 1080 });
    expect(parseResolution("3440,1440")).toEqual({ width: 3440, height: 1440 });
  });

  it("puts the long side first when a partner typed it portrait", () => {
    // Acer CB322QK is listed as "2160 x 3840".
    expect(parseResolution("2160 x 3840")).toEqual({ width: 3840, height: 2160 });
  });

  it("returns null for blanks", () => {
    expect(parseResolution("")).toBeNull();
    expect(parseResolution(" x ")).toBeNull();
  });
});
