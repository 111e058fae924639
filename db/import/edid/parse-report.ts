import type { Chromaticity, Primaries } from "../../vocabulary/gamut";

/** What one decoded EDID (one report) declares; null where the EDID says nothing. */
export type EdidReport = {
  /** Where the report came from: `edid/dell/<MODEL>.txt#<path in linuxhw/EDID>`. */
  source: string;
  productName: string | null;
  /** Manufacture (or model) year and week, for "newest report wins". */
  madeIn: { year: number; week: number } | null;
  nativeResolution: { width: number; height: number } | null;
  /** The highest rate any listed timing has at the native resolution, rounded to whole hertz. */
  refreshRateHz: number | null;
  /** From the preferred timing's image size in millimetres. */
  imageSizeMm: { width: number; height: number } | null;
  primaries: Primaries | null;
  white: Chromaticity | null;
  bitsPerColour: number | null;
  /** Video inputs the EDID shows; each input of a Dell monitor has its own EDID. */
  ports: Array<"DisplayPort" | "HDMI">;
  hdrTransferFunctions: Array<"SMPTE ST 2084" | "HLG">;
  /** "Desired content max luminance" of the HDR static metadata block, cd/m². */
  hdrMaxLuminanceNits: number | null;
  /** AMD FreeSync vendor block or DisplayID Adaptive-Sync range, e.g. "48–240 Hz". */
  adaptiveSync: { kind: "FreeSync" | "VESA Adaptive-Sync"; minHz: number; maxHz: number } | null;
};

export type ParsedReport = { ok: true; report: EdidReport } | { ok: false; source: string; reason: string };

const number = (text: string | undefined) => (text === undefined ? NaN : Number(text));

/** Every progressive timing line edid-decode prints: "2560x1440   59.950550 Hz". Interlaced ("i") lines do not match. */
const timingPattern = /(\d{3,5})x(\d{3,5})\s+(\d{1,3}\.\d+) Hz/g;

function primariesOf(text: string): { primaries: Primaries; white: Chromaticity | null } | null {
  const point = (label: string): Chromaticity | null => {
    const match = new RegExp(`^\\s*${label}\\s*:\\s*(\\d\\.\\d+),\\s*(\\d\\.\\d+)`, "m").exec(text);
    return match ? { x: number(match[1]), y: number(match[2]) } : null;
  };
  const red = point("Red");
  const green = point("Green");
  const blue = point("Blue");
  if (!red || !green || !blue) return null;
  // An EDID with all-zero primaries declares nothing; a degenerate triangle is not a gamut.
  const doubleArea = Math.abs(red.x * (green.y - blue.y) + green.x * (blue.y - red.y) + blue.x * (red.y - green.y));
  if (doubleArea < 1e-4) return null;
  return { primaries: { red, green, blue }, white: point("White") };
}

function refreshAt(text: string, width: number, height: number): number | null {
  let best: number | null = null;
  for (const match of text.matchAll(timingPattern)) {
    if (number(match[1]) !== width || number(match[2]) !== height) continue;
    const hertz = number(match[3]);
    if (best === null || hertz > best) best = hertz;
  }
  return best === null ? null : Math.round(best);
}

function portsOf(text: string): EdidReport["ports"] {
  const ports: EdidReport["ports"] = [];
  // The base block's video input definition, or a DisplayID extension (DisplayPort's own format).
  if (/^\s*DisplayPort interface\s*$/m.test(text) || /DisplayID Extension Block/.test(text)) ports.push("DisplayPort");
  if (/Vendor-Specific Data Block \(HDMI( Forum)?\)/.test(text) || /^\s*HDMI-[ab] interface\s*$/m.test(text)) ports.push("HDMI");
  return ports;
}

function hdrOf(text: string): Pick<EdidReport, "hdrTransferFunctions" | "hdrMaxLuminanceNits"> {
  const block = /HDR Static Metadata Data Block:\n((?:\s{4,}.*\n?)*)/.exec(text)?.[1] ?? "";
  const transferFunctions: EdidReport["hdrTransferFunctions"] = [];
  if (/^\s*SMPTE ST2084\s*$/m.test(block)) transferFunctions.push("SMPTE ST 2084");
  if (/^\s*Hybrid Log-Gamma\s*$/m.test(block)) transferFunctions.push("HLG");
  const luminance = /Desired content max luminance: \d+ \(([\d.]+) cd\/m\^2\)/.exec(block);
  return {
    hdrTransferFunctions: transferFunctions,
    hdrMaxLuminanceNits: transferFunctions.length && luminance ? Math.round(number(luminance[1])) : null,
  };
}

function adaptiveSyncOf(text: string): EdidReport["adaptiveSync"] {
  const freeSync = /Vendor-Specific Data Block \(AMD\), OUI 00-00-1A:\n(?:\s{4,}.*\n)*?\s+Minimum Refresh Rate: (\d+) Hz\n\s+Maximum Refresh Rate: (\d+) Hz/.exec(text);
  if (freeSync) return { kind: "FreeSync", minHz: number(freeSync[1]), maxHz: number(freeSync[2]) };
  const displayId = /Adaptive-Sync Data Block[\s\S]*?Minimum Refresh Rate: ([\d.]+) Hz[\s\S]*?Maximum Refresh Rate: ([\d.]+) Hz/.exec(text);
  if (displayId) return { kind: "VESA Adaptive-Sync", minHz: Math.round(number(displayId[1])), maxHz: Math.round(number(displayId[2])) };
  return null;
}

function madeInOf(text: string): EdidReport["madeIn"] {
  const made = /Made in: (?:week (\d+) of )?(\d{4})/.exec(text) ?? /Model year: ()(\d{4})/.exec(text);
  return made ? { year: number(made[2]), week: made[1] ? number(made[1]) : 0 } : null;
}

/**
 * One edid-decode report → the facts it declares. A report without a decoded base block or a
 * preferred timing is not an EDID this importer can trust: it is skipped with the reason.
 */
export function parseEdidReport(source: string, text: string): ParsedReport {
  const base = /Block 0, Base EDID:\n([\s\S]*?)(?:\n-{8,}|$)/.exec(text)?.[1];
  if (!base) return { ok: false, source, reason: "no decoded base EDID block" };
  const preferred = /DTD 1:\s+(\d{3,5})x(\d{3,5})\s+[\d.]+ Hz.*?(?:\((\d+) mm x (\d+) mm\))?$/m.exec(base);
  if (!preferred) return { ok: false, source, reason: "no preferred detailed timing (DTD 1) in the base block" };
  const width = number(preferred[1]);
  const height = number(preferred[2]);
  const gamut = primariesOf(base);
  const bits = /Bits per primary color channel: (\d+)/.exec(base);
  const imageWidth = number(preferred[3]);
  const imageHeight = number(preferred[4]);
  return {
    ok: true,
    report: {
      source,
      productName: /Display Product Name: '([^']*)'/.exec(text)?.[1]?.trim() ?? null,
      madeIn: madeInOf(base),
      nativeResolution: { width, height },
      refreshRateHz: refreshAt(text, width, height),
      imageSizeMm: imageWidth > 0 && imageHeight > 0 ? { width: imageWidth, height: imageHeight } : null,
      primaries: gamut?.primaries ?? null,
      white: gamut?.white ?? null,
      bitsPerColour: bits ? number(bits[1]) : null,
      ports: portsOf(text),
      ...hdrOf(text),
      adaptiveSync: adaptiveSyncOf(text),
    },
  };
}

/** A model file: a header line, then one block per report, each opened by its source line. */
export function splitEdidFile(fileName: string, text: string): Array<{ source: string; text: string }> {
  const parts = text.split(/^######## source: linuxhw\/EDID (\S+) \(CC BY 4\.0\)\s*$/m);
  const blocks: Array<{ source: string; text: string }> = [];
  for (let index = 1; index + 1 < parts.length; index += 2) {
    blocks.push({ source: `edid/dell/${fileName}#${parts[index]}`, text: parts[index + 1]! });
  }
  return blocks;
}
