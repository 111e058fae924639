import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { parseDellEnergyStarList } from "./dell-energystar-list";
import { parseEnergyStarExport } from "./energystar-export";
import { fillMissing, latestPerKey } from "./energystar-listing";
import { dellListRows, energyStarExportRows } from "./seed-rows.fixture";

const exportListings = parseEnergyStarExport(readCsv(energyStarExportRows));
const dellListings = parseDellEnergyStarList(readCsv(dellListRows));

describe("latestPerKey", () => {
  it("keeps the most recent certification of a model", () => {
    // E2220Hf certified 10/11/2019 (10.93 W on), E2220Ho 10/29/2019 (10.62 W on).
    const e2220h = exportListings.filter((listing) => listing.model === "E2220H");
    const [chosen] = latestPerKey(e2220h, (listing) => listing.model);
    expect(chosen?.modelNumber).toBe("E2220Ho");
    expect(chosen?.powerOnWatts).toBe(10.62);
  });

  it("compares dates, not file order", () => {
    // B226HQL_q 11/01/2019, B226HQL_v 12/31/2019, B226HQL_r 12/16/2019: the middle row wins.
    const acer = exportListings.filter((listing) => listing.modelNumber === "B226HQL");
    const [chosen] = latestPerKey(acer, (listing) => listing.modelNumber);
    expect(chosen?.model).toBe("B226HQL_v");
  });

  it("keeps the first listed on a tie", () => {
    const u2723qe = dellListings.find((listing) => listing.model === "U2723QE");
    if (!u2723qe) throw new Error("fixture lacks U2723QE");
    const [chosen] = latestPerKey(
      [u2723qe, { ...u2723qe, modelNumber: "copy" }],
      (listing) => listing.model,
    );
    expect(chosen?.modelNumber).toBe("U2723QEt");
  });
});

describe("fillMissing", () => {
  it("fills what the merged list leaves out from the export row of the same certification", () => {
    const merged = dellListings.find((listing) => listing.modelNumber === "U2723QEt");
    const exported = exportListings.find((listing) => listing.modelNumber === "U2723QEt");
    if (!merged || !exported) throw new Error("fixture lacks U2723QEt");
    const filled = fillMissing(merged, exported);
    // The merged list has no features, market date, Most Efficient flag or ID; the export does.
    expect(filled.features).toEqual(["USB-C", "Full Network Connectivity"]);
    expect(filled.releasedOn).toBe("2022-01-27");
    expect(filled.mostEfficient2023).toBe(false);
    expect(filled.energyStarId).toBe("2392997");
    // Values the merged list has stay: brand "Dell" rather than the export's "DELL".
    expect(filled.brand).toBe("Dell");
    expect(filled.powerOnWatts).toBe(28.32);
  });
});
