/**
 * The catalogue's closed vocabularies: the values the import writes into monitors rows and the
 * app filters and labels them by. They live here, below both, so the app never imports the
 * import tool (docs/decisions/011-lint-boundaries.md).
 */

/** The catalogue's panel names, LCDs first. */
export const panelTypes = ["IPS", "IPS Black", "VA", "TN", "OLED", "QD-OLED"] as const;
export type PanelType = (typeof panelTypes)[number];

/**
 * ENERGY STAR's "Signal or Data Interfaces" uses short codes ("Display" is DisplayPort).
 * The array order is the order the product page lists them in: video inputs first.
 */
export const portNames: ReadonlyArray<readonly [code: string, name: string]> = [
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

/** Every port name the import can give, in the product page's order. */
export const portNamesInOrder: readonly string[] = portNames.map(([, name]) => name);

/** Certification labels shown on the product; only ENERGY STAR is in the data. */
export const certificationLabels = ["ENERGY STAR", "ENERGY STAR Most Efficient 2023"] as const;
