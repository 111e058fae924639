/**
 * ENERGY STAR's "Signal or Data Interfaces" uses short codes ("Display" is DisplayPort).
 * The array order is the order the product page lists them in: video inputs first.
 */
const portNames: ReadonlyArray<readonly [code: string, name: string]> = [
  ["display", "DisplayPort"],
  ["hdmi", "HDMI"],
  ["usb-c", "USB-C"],
  ["thunderbolt", "Thunderbolt"],
  ["usb", "USB"],
  ["rj45", "RJ45 Ethernet"],
  ["dvi", "DVI"],
  ["vga", "VGA"],
  ["rs232", "RS-232"],
];

/** Every name normalizePorts can give, in the product page's order. */
export const portNamesInOrder: readonly string[] = portNames.map(([, name]) => name);

/** Readable port names; "Other" and unknown codes are dropped because they tell a buyer nothing. */
export function normalizePorts(interfaces: readonly string[], hasUsbC: boolean): string[] {
  const codes = new Set(interfaces.map((code) => code.trim().toLowerCase()));
  if (hasUsbC) codes.add("usb-c");
  return portNames.filter(([code]) => codes.has(code)).map(([, name]) => name);
}
