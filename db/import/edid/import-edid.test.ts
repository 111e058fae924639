import { describe, expect, it } from "vitest";
import { readFactTable, writeFactTable } from "./table";
import { sharedEdidFile } from "./edid-files.fixture";
import { importEdid } from "./import-edid";
import type { CatalogueModel } from "./variants";

const catalogue = (model: string, sizeInches: number, width: number, height: number, refreshRateHz: number | null = null): CatalogueModel => ({
  model,
  sizeInches,
  resolutionWidth: width,
  resolutionHeight: height,
  refreshRateHz,
});
const valuesOf = (rows: ReturnType<typeof importEdid>["rows"], model: string, fact: string) =>
  rows.filter((row) => row.model === model && row.fact === fact).map((row) => row.value);

describe("importEdid on real files", () => {
  it("takes each fact from the newest report and logs an older report that disagrees", () => {
    // AW2723DF: the newest report (DELA208) lists 240 Hz at 2560x1440, an older one 250 Hz.
    const { rows, log } = importEdid([sharedEdidFile("AW2723DF")], []);
    const refresh = rows.find((row) => row.fact === "refresh-rate-hz");
    expect(refresh).toMatchObject({ model: "AW2723DF", value: "240", source: "edid/dell/AW2723DF.txt#Digital/Dell/DELA208/35A153023973" });
    expect(log).toContainEqual(expect.objectContaining({ model: "AW2723DF", kind: "reports-disagree", message: expect.stringMatching(/^refresh-rate-hz: newest 240 .* kept over 250/) }));
  });

  it("lists the connector each report was read through, one row per report", () => {
    const { rows } = importEdid([sharedEdidFile("P2425H")], []);
    expect(rows.filter((row) => row.fact === "connector").map((row) => [row.value, row.source])).toEqual([
      ["DisplayPort", "edid/dell/P2425H.txt#Digital/Dell/DELA262/1735C20C41D4"],
      ["HDMI", "edid/dell/P2425H.txt#Digital/Dell/DELA261/3D9EE8119145"],
    ]);
  });

  it("skips a malformed file with a logged reason and goes on with the others", () => {
    const good = sharedEdidFile("U2724DE");
    const cut = good.text.slice(0, good.text.indexOf("Block 0, Base EDID:"));
    const { rows, log } = importEdid([{ name: "BROKEN1.txt", text: cut }, { name: "BROKEN2.txt", text: "not edid-decode output" }, good], []);
    expect(rows.some((row) => row.model.startsWith("BROKEN"))).toBe(false);
    expect(log).toContainEqual(expect.objectContaining({ model: "BROKEN1", kind: "report-skipped", message: expect.stringContaining("no decoded base EDID block") }));
    expect(log).toContainEqual(expect.objectContaining({ model: "BROKEN2", kind: "file-skipped" }));
    expect(valuesOf(rows, "U2724DE", "refresh-rate-hz")).toEqual(["120"]);
  });

  it("keeps the catalogue's resolution and size on disagreement, logs it, and drops the refresh rate measured at the other resolution", () => {
    // UP3218K's newest report prefers 3840x2160; the catalogue (ENERGY STAR) has 7680x4320.
    const { rows, log } = importEdid([sharedEdidFile("UP3218K")], [catalogue("UP3218K", 31.5, 7680, 4320)]);
    expect(log).toContainEqual(expect.objectContaining({ model: "UP3218K", kind: "catalogue-disagrees", message: expect.stringContaining("catalogue 7680x4320 kept") }));
    expect(log).toContainEqual(expect.objectContaining({ model: "UP3218K", kind: "refresh-not-used" }));
    expect(valuesOf(rows, "UP3218K", "refresh-rate-hz")).toEqual([]);
  });

  it("logs a retail refresh rate the EDID contradicts", () => {
    const { log } = importEdid([sharedEdidFile("U2724DE")], [catalogue("U2724DE", 27, 2560, 1440, 60)]);
    expect(log).toContainEqual(expect.objectContaining({ model: "U2724DE", kind: "retail-disagrees" }));
  });
});

describe("the variant rule", () => {
  it("gives a variant the panel facts (not the ports) of the model it extends when resolution and size agree", () => {
    // P2425HE (catalogue: 23.8 in, 1920x1080) has no reports; P2425H's declare 1920x1080, 527 x 296 mm = 23.8 in.
    const { rows, log } = importEdid([sharedEdidFile("P2425H")], [catalogue("P2425HE", 23.8, 1920, 1080)]);
    expect(valuesOf(rows, "P2425HE", "refresh-rate-hz")).toEqual(["100"]);
    expect(rows.filter((row) => row.model === "P2425HE").every((row) => row.via === "P2425H" && row.source.startsWith("edid/dell/P2425H.txt#"))).toBe(true);
    expect(valuesOf(rows, "P2425HE", "connector")).toEqual([]);
    expect(log).toContainEqual(expect.objectContaining({ model: "P2425HE", kind: "variant-inherited" }));
  });

  it("works the other way round (P2425 from P2425E) and refuses a name match with another resolution", () => {
    // P2425 is 24.1 in 1920x1200: P2425E matches, P2425H (1920x1080) is rejected and logged.
    const { rows, log } = importEdid([sharedEdidFile("P2425E"), sharedEdidFile("P2425H")], [catalogue("P2425", 24.1, 1920, 1200)]);
    expect(new Set(rows.filter((row) => row.model === "P2425").map((row) => row.via))).toEqual(new Set(["P2425E"]));
    expect(log).toContainEqual(expect.objectContaining({ model: "P2425", kind: "variant-rejected", message: expect.stringContaining("P2425H declares 1920x1080") }));
  });

  it("inherits nothing when two models are equally close", () => {
    // A made-up catalogue name that extends neither file's name alone: both are one letter shorter.
    const p2425e = sharedEdidFile("P2425E");
    const twin = { name: "P2425F.txt", text: p2425e.text };
    const { rows, log } = importEdid([p2425e, twin], [catalogue("P2425", 24.1, 1920, 1200)]);
    expect(rows.some((row) => row.model === "P2425")).toBe(false);
    expect(log).toContainEqual(expect.objectContaining({ model: "P2425", kind: "variant-ambiguous" }));
  });

  it("never matches models whose names only share a prefix with digits after it", () => {
    const { rows } = importEdid([sharedEdidFile("U2724DE")], [catalogue("U27", 27, 2560, 1440)]);
    expect(rows.some((row) => row.model === "U27")).toBe(false);
  });
});

describe("the fact table", () => {
  it("round-trips through its CSV form, quoting the primaries", () => {
    const { rows } = importEdid([sharedEdidFile("U2724DE")], []);
    const text = writeFactTable(rows);
    expect(text.split("\n")[0]).toBe("model,fact,value,source,via");
    expect(text).toContain('U2724DE,primaries,"0.6767,0.3144 0.2734,0.6699 0.1425,0.0566",edid/dell/U2724DE.txt#');
    expect(readFactTable(text)).toEqual(rows);
  });
});
