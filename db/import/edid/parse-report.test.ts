import { describe, expect, it } from "vitest";
import { sharedEdidFile } from "./edid-files.fixture";
import { parseEdidReport, splitEdidFile, type EdidReport } from "./parse-report";

function reportsOf(model: string): EdidReport[] {
  const file = sharedEdidFile(model);
  return splitEdidFile(file.name, file.text).flatMap((block) => {
    const parsed = parseEdidReport(block.source, block.text);
    return parsed.ok ? [parsed.report] : [];
  });
}

describe("splitEdidFile", () => {
  it("keeps each report's source path", () => {
    const file = sharedEdidFile("U2724DE");
    const blocks = splitEdidFile(file.name, file.text);
    expect(blocks).toHaveLength(3);
    expect(blocks[0]!.source).toBe("edid/dell/U2724DE.txt#Digital/Dell/DEL42DF/5D321DC40B0C");
  });
});

describe("parseEdidReport on real reports", () => {
  it("takes the highest rate at the native resolution, not the range limits line", () => {
    // U2724DE: DTD 1 2560x1440 at 59.95 Hz, DTD 2 2560x1440 at 120.000 Hz; "Monitor ranges
    // (Bare Limits): 48-120 Hz". P2425H: 1920x1080 at 100 Hz (VIC and DTD lines).
    const [u2724de] = reportsOf("U2724DE");
    expect(u2724de!.nativeResolution).toEqual({ width: 2560, height: 1440 });
    expect(u2724de!.refreshRateHz).toBe(120);
    const p2425h = reportsOf("P2425H");
    expect(p2425h.map((report) => report.refreshRateHz)).toEqual([100, 100]);
    // P2419H: only 60 Hz at 1920x1080, although the GTF range reaches 76 Hz.
    expect(reportsOf("P2419H")[0]!.refreshRateHz).toBe(60);
  });

  it("reads the primaries, white point, bit depth, image size and manufacture date", () => {
    const [report] = reportsOf("U2724DE");
    expect(report!.primaries).toEqual({
      red: { x: 0.6767, y: 0.3144 },
      green: { x: 0.2734, y: 0.6699 },
      blue: { x: 0.1425, y: 0.0566 },
    });
    expect(report!.white).toEqual({ x: 0.3134, y: 0.3291 });
    expect(report!.bitsPerColour).toBe(10);
    expect(report!.imageSizeMm).toEqual({ width: 597, height: 336 });
    expect(report!.madeIn).toEqual({ year: 2024, week: 2 });
    expect(report!.productName).toBe("DELL U2724DE");
  });

  it("reads the HDR static metadata block: transfer functions and desired max luminance", () => {
    // U2723QE: "SMPTE ST2084", no HLG. UP3221Q declares Hybrid Log-Gamma as well.
    const hdr = reportsOf("U2723QE").filter((report) => report.hdrTransferFunctions.length > 0);
    expect(hdr.length).toBeGreaterThan(0);
    expect(hdr[0]!.hdrTransferFunctions).toEqual(["SMPTE ST 2084"]);
    expect(hdr[0]!.hdrMaxLuminanceNits).toBeGreaterThan(0);
    expect(reportsOf("UP3221Q").some((report) => report.hdrTransferFunctions.includes("HLG"))).toBe(true);
    // A model without the block declares no HDR.
    expect(reportsOf("P2419H").every((report) => report.hdrTransferFunctions.length === 0 && report.hdrMaxLuminanceNits === null)).toBe(true);
  });

  it("tells DisplayPort (interface field) from HDMI (HDMI vendor block), one input per report", () => {
    // P2425H's two reports were read over different inputs.
    const ports = reportsOf("P2425H").map((report) => report.ports);
    expect(ports).toContainEqual(["DisplayPort"]);
    expect(ports).toContainEqual(["HDMI"]);
  });

  it("reads the FreeSync range from the AMD vendor block", () => {
    const [report] = reportsOf("AW2518HF");
    expect(report!.adaptiveSync).toEqual({ kind: "FreeSync", minHz: 48, maxHz: 240 });
    expect(reportsOf("P2419H")[0]!.adaptiveSync).toBeNull();
  });

  it("skips a report whose base block lost its detailed timings, with the reason", () => {
    // U2515H's report DELD06E/40EE6E309F5C ends its base block at "Detailed Timing Descriptors:".
    const file = sharedEdidFile("U2515H");
    const broken = splitEdidFile(file.name, file.text).find((block) => block.source.endsWith("DELD06E/40EE6E309F5C"));
    expect(parseEdidReport(broken!.source, broken!.text)).toEqual({
      ok: false,
      source: "edid/dell/U2515H.txt#Digital/Dell/DELD06E/40EE6E309F5C",
      reason: "no preferred detailed timing (DTD 1) in the base block",
    });
  });

  it("answers a truncated or foreign text with a reason, never an exception", () => {
    const file = sharedEdidFile("U2724DE");
    const truncated = file.text.slice(0, file.text.indexOf("Block 0, Base EDID:"));
    expect(parseEdidReport("x", truncated)).toEqual({ ok: false, source: "x", reason: "no decoded base EDID block" });
    expect(parseEdidReport("x", "")).toMatchObject({ ok: false });
  });
});
