import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legacyPower } from "../../app/features/calculators/why-refresh/legacy-power";
import { legacyDiagonals } from "../../app/features/calculators/why-refresh/legacy-sizes";
import { readCsv } from "./csv";
import { parseEnergyStarExport } from "./energystar-export";
import { legacyPowerTable } from "./legacy-power";
import { energyStarExportRows } from "./seed-rows.fixture";

const fixture = parseEnergyStarExport(readCsv(energyStarExportRows));

describe("legacyPowerTable on the fixture rows", () => {
  it("takes the median of one listing per brand and model within ±0.5 in", () => {
    // 21.5 in: Acer B226HQL_q 11.8, B226HQL_v 12.41, B226HQL_r 13.13 (three model names),
    // Dell E2220H twice: the later certification (2019-10-29, 10.62 W) replaces 10.93 W.
    // Sorted 10.62, 11.8, 12.41, 13.13 → median (11.8 + 12.41) / 2 = 12.105 W of 4 listings.
    expect(legacyPowerTable(fixture, [21.5])).toEqual([{ diagonal: 21.5, medianOnWatts: 12.105, listings: 4 }]);
  });

  it("includes listings exactly 0.5 in away, floating-point error aside", () => {
    // 22.0 − 21.5 = 0.5: the same four listings; 23.8 − 23.3 = 0.5000000000000036: ViewSonic VX2416 13.91 W.
    expect(legacyPowerTable(fixture, [22.0, 23.3])).toEqual([
      { diagonal: 22.0, medianOnWatts: 12.105, listings: 4 },
      { diagonal: 23.3, medianOnWatts: 13.91, listings: 1 },
    ]);
  });

  it("leaves out listings without an on-mode figure and signage displays", () => {
    // 27 in: U2723QE 28.32 W; LG 27BP450Y-* lists no on-mode power.
    expect(legacyPowerTable(fixture, [27])).toEqual([{ diagonal: 27, medianOnWatts: 28.32, listings: 1 }]);
    // 43 in: only the NEC M431 (42.5 in), a signage display.
    expect(() => legacyPowerTable(fixture, [43])).toThrow(/No ENERGY STAR monitor/);
  });
});

describe("the committed legacy power table", () => {
  it("is what the import computes from the ENERGY STAR export in db/seed-data", async () => {
    const text = await readFile(path.resolve("db/seed-data/energystar/certified-displays-2016-2022.csv"), "utf8");
    const recomputed = legacyPowerTable(parseEnergyStarExport(readCsv(text)), legacyDiagonals);
    // If this fails, the data changed: run `npx tsx scripts/legacy-power-table.ts` and review the diff.
    expect(legacyPower).toEqual(recomputed);
  });
});
