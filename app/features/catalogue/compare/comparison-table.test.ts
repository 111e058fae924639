import { describe, expect, it } from "vitest";
import { createFormatters } from "~/i18n/format";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator } from "~/i18n/translate";
import { buildComparisonTable, onlyDifferences, type ComparisonGroup } from "./comparison-table";
import { monitorWith } from "./test-monitors.fixture";

const t = createTranslator(enUs);
const format = createFormatters("en-US");

const u2724de = monitorWith({
  model: "U2724DE",
  series: "ultrasharp",
  sizeInches: 27,
  resolutionWidth: 2560,
  resolutionHeight: 1440,
  aspectRatio: "16:9",
  panelType: "IPS",
  maxLuminanceNits: 350,
  powerOnWatts: 18.23,
  powerSleepWatts: 1.11,
  powerOffWatts: 0.22,
});
const p2425h = monitorWith({
  model: "P2425H",
  series: "p",
  sizeInches: 23.8,
  resolutionWidth: 1920,
  resolutionHeight: 1080,
  aspectRatio: "16:9",
  panelType: "IPS",
  maxLuminanceNits: 250,
  powerOnWatts: 10.6,
  powerSleepWatts: 0.1,
  powerOffWatts: 0.1,
});

const rowOf = (groups: ComparisonGroup[], key: string) => groups.flatMap((group) => group.rows).find((row) => row.key === key);

describe("buildComparisonTable", () => {
  const groups = buildComparisonTable([u2724de, p2425h], t, format);

  it("keeps the product page's groups, labels and formatting", () => {
    expect(groups.map((group) => group.title)).toEqual(["General", "Display", "Connectivity", "Power and sustainability"]);
    expect(rowOf(groups, "spec.powerOn")).toMatchObject({
      label: "Power, on",
      cells: [{ value: "18.23 W", best: false }, { value: "10.6 W", best: true }],
    });
  });

  it("adds pixel density after the resolution", () => {
    const display = groups.find((group) => group.key === "display")!;
    const keys = display.rows.map((row) => row.key);
    expect(keys.indexOf("compare.pixelDensity")).toBe(keys.indexOf("spec.resolution") + 1);
    // √(2560² + 1440²) / 27 ≈ 108.8 → "109 ppi"; √(1920² + 1080²) / 23.8 ≈ 92.6 → "93 ppi"
    expect(rowOf(groups, "compare.pixelDensity")?.cells.map((cell) => cell.value)).toEqual(["109 ppi", "93 ppi"]);
  });

  it("marks the best value and leaves missing values unmarked", () => {
    expect(rowOf(groups, "spec.maxLuminance")?.cells.map((cell) => cell.best)).toEqual([true, false]);
    expect(rowOf(groups, "spec.refreshRate")?.cells).toEqual([
      { value: null, note: undefined, best: false, sources: [], unconfirmed: false },
      { value: null, note: undefined, best: false, sources: [], unconfirmed: false },
    ]);
  });

  it("knows which rows differ", () => {
    expect(rowOf(groups, "spec.panelType")?.differs).toBe(false);
    expect(rowOf(groups, "spec.vendor")?.differs).toBe(false);
    expect(rowOf(groups, "spec.size")?.differs).toBe(true);
  });

  it("is empty without monitors", () => {
    expect(buildComparisonTable([], t, format)).toEqual([]);
  });
});

describe("onlyDifferences", () => {
  it("hides equal rows and the groups they empty", () => {
    const groups = buildComparisonTable([u2724de, p2425h], t, format);
    const filtered = onlyDifferences(groups, 2);
    const keys = filtered.flatMap((group) => group.rows.map((row) => row.key));
    expect(keys).toContain("spec.model");
    expect(keys).toContain("spec.powerOn");
    expect(keys).not.toContain("spec.vendor");
    expect(keys).not.toContain("spec.panelType");
    // Connectivity is "Not specified" for both, so the whole group goes.
    expect(filtered.map((group) => group.key)).toEqual(["general", "display", "power"]);
  });

  it("keeps every row for a single monitor", () => {
    const groups = buildComparisonTable([u2724de], t, format);
    expect(onlyDifferences(groups, 1)).toEqual(groups);
  });

  it("treats a missing value as different from a known one", () => {
    const groups = buildComparisonTable([u2724de, { ...p2425h, powerOffWatts: null }], t, format);
    expect(rowOf(onlyDifferences(groups, 2), "spec.powerOff")?.cells.map((cell) => cell.value)).toEqual(["0.22 W", null]);
  });
});
