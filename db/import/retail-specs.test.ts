import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { isDellListing, parseRetailSpecs } from "./retail-specs";
import { retailRows } from "./seed-rows.fixture";

const specs = parseRetailSpecs(readCsv(retailRows));
const byModel = (model: string) => specs.find((spec) => spec.model === model);

describe("isDellListing", () => {
  it("accepts Dell and Alienware names only", () => {
    expect(isDellListing("Dell U2723QE")).toBe(true);
    expect(isDellListing("Alienware AW2725Q")).toBe(true);
    expect(isDellListing("KOORUI 24E3")).toBe(false);
  });
});

describe("parseRetailSpecs", () => {
  it("keeps one spec per Dell model and skips other brands and unparsable names", () => {
    // 12 rows: KOORUI and QNIX are other brands, "Dell 2007FP" has no series prefix,
    // the two P170S rows merge: 12 - 2 - 1 - 1 = 8.
    expect(specs.map((spec) => spec.model)).toEqual([
      "AW3423DWF",
      "U2723QE",
      "P2418HZM",
      "E2220H",
      "P170S",
      "P2722H",
      "UZ2715H",
      "AW2725Q",
    ]);
  });

  it('reads a row\'s fields (Dell Alienware AW3423DWF,899.99,34.2,"3440,1440",165,0.1,QD-OLED,21:9)', () => {
    expect(byModel("AW3423DWF")).toEqual({
      model: "AW3423DWF",
      name: "Dell Alienware AW3423DWF",
      priceUsd: 899.99,
      sizeInches: 34.2,
      resolution: { width: 3440, height: 1440 },
      refreshRateHz: 165,
      responseTimeMs: 0.1,
      panelType: "QD-OLED",
      aspectRatio: "21:9",
      curved: false,
    });
  });

  it("merges listings of one model: first non-empty value per field, the price that exists", () => {
    // "Dell P170S,131.78,...,,5:4" then "Dell P170S,,...,TN,5:4": price from the first, panel from the second.
    expect(byModel("P170S")).toMatchObject({
      priceUsd: 131.78,
      panelType: "TN",
      refreshRateHz: 60,
      responseTimeMs: 5,
    });
  });

  it("takes the lowest of several prices", () => {
    // No Dell model in the list has two different prices; this pair is the real U2723QE row and the same row at 499.
    const [spec] = parseRetailSpecs(
      readCsv(
        'name,price,screen_size,resolution,refresh_rate,response_time,panel_type,aspect_ratio\nDell U2723QE,499,27,"3840,2160",60,5,IPS,16:9\nDell U2723QE,475.99,27,"3840,2160",60,5,IPS,16:9\n',
      ),
    );
    expect(spec?.priceUsd).toBe(475.99);
  });

  it("leaves a blank price unknown (Dell UZ2715H)", () => {
    expect(byModel("UZ2715H")).toMatchObject({ priceUsd: null, responseTimeMs: 8 });
  });
});
