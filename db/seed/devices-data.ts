import type { Device } from "../../app/features/devices/catalogue";

/**
 * The devices the laptop tool knows, each fact with its source (docs/models/devices.md).
 * Written from the makers' published specifications as remembered without network access
 * while writing. A fact not checked against the document it names says so in its source
 * ("unverified: …"), which the page and the API show beside the fact.
 */
const apple = (model: string) => `Apple tech specs, ${model}`;

export const deviceSeed: Device[] = [
  mac("macbook-air-m1", "MacBook Air (M1)", 2020, 11, 1, null, false, 30, "MacBook Air (M1, 2020)"),
  mac("macbook-pro-m1", "MacBook Pro 13-inch (M1)", 2020, 11, 1, null, false, 61, "MacBook Pro (13-inch, M1, 2020)"),
  mac("macbook-pro-m1-pro", "MacBook Pro 14-inch (M1 Pro)", 2021, 12, 2, null, true, 67, "MacBook Pro (14-inch, 2021)"),
  mac("macbook-pro-m1-max", "MacBook Pro 16-inch (M1 Max)", 2021, 12, 4, null, true, 140, "MacBook Pro (16-inch, 2021)"),
  mac("macbook-air-m2", "MacBook Air (M2)", 2022, 12, 1, null, false, 30, "MacBook Air (M2, 2022)"),
  mac("macbook-pro-m2", "MacBook Pro 13-inch (M2)", 2022, 12, 1, null, false, 67, "MacBook Pro (13-inch, M2, 2022)"),
  mac("macbook-pro-m2-pro", "MacBook Pro 14-inch (M2 Pro)", 2023, 13, 2, null, true, 67, "MacBook Pro (14-inch, 2023)"),
  mac("macbook-pro-m2-max", "MacBook Pro 16-inch (M2 Max)", 2023, 13, 4, null, true, 140, "MacBook Pro (16-inch, 2023)"),
  mac("macbook-air-m3", "MacBook Air 13-inch (M3)", 2024, 14, 1, 2, false, 30, "MacBook Air (13-inch, M3, 2024)"),
  mac("macbook-pro-m3", "MacBook Pro 14-inch (M3)", 2023, 14, 1, null, true, 70, "MacBook Pro (14-inch, M3, Nov 2023)"),
  mac("macbook-pro-m3-pro", "MacBook Pro 14-inch (M3 Pro)", 2023, 14, 2, null, true, 70, "MacBook Pro (14-inch, M3 Pro or M3 Max, Nov 2023)"),
  mac("macbook-pro-m3-max", "MacBook Pro 16-inch (M3 Max)", 2023, 14, 4, null, true, 140, "MacBook Pro (16-inch, Nov 2023)"),
  mac("macbook-air-m4", "MacBook Air 13-inch (M4)", 2025, 15, 2, null, false, 30, "MacBook Air (13-inch, M4, 2025)"),
  mac("macbook-pro-m4", "MacBook Pro 14-inch (M4)", 2024, 15, 2, null, true, 70, "MacBook Pro (14-inch, M4, 2024)"),
  mac("macbook-pro-m4-pro", "MacBook Pro 14-inch (M4 Pro)", 2024, 15, 2, null, true, 70, "MacBook Pro (14-inch, M4 Pro or M4 Max, 2024); unverified: the adapter's watts were not checked against this page"),
  mac("macbook-pro-m4-max", "MacBook Pro 16-inch (M4 Max)", 2024, 15, 4, null, true, 140, "MacBook Pro (16-inch, 2024)"),
  {
    ...mac("mac-mini-m2", "Mac mini (M2)", 2023, 13, 2, null, true, null, "Mac mini (2023)"),
    form: "desktop",
  },
  {
    ...mac("mac-mini-m4", "Mac mini (M4)", 2024, 15, 3, null, true, null, "Mac mini (2024)"),
    form: "desktop",
  },
  windows("dell-latitude-7450", "Dell", "Dell Latitude 7450", "Dell Latitude 7450 Owner's Manual, specifications (2024); unverified: the display count is inferred from Intel Core Ultra graphics, not read from the manual"),
  windows("dell-latitude-5450", "Dell", "Dell Latitude 5450", "Dell Latitude 5450 Owner's Manual, specifications (2024); unverified: the display count is inferred from Intel Core Ultra graphics, not read from the manual"),
  windows("lenovo-thinkpad-x1-carbon-gen-12", "Lenovo", "Lenovo ThinkPad X1 Carbon Gen 12", "Lenovo PSREF, ThinkPad X1 Carbon Gen 12 (2024); unverified: not checked against this page"),
  windows("hp-elitebook-840-g11", "HP", "HP EliteBook 840 G11", "HP QuickSpecs, HP EliteBook 840 14 inch G11 (2024); unverified: not checked against this page"),
];

function mac(
  slug: string,
  name: string,
  year: number,
  minOsMajor: number,
  nativeExternalDisplays: number,
  lidClosedExternalDisplays: number | null,
  hdmi: boolean,
  chargerWatts: number | null,
  specsPage: string,
): Device {
  const source = apple(specsPage);
  return {
    slug,
    vendor: "Apple",
    name,
    form: "laptop",
    year,
    os: "macos",
    minOsMajor,
    nativeExternalDisplays,
    lidClosedExternalDisplays,
    // macOS extends the desktop to one display per DisplayPort stream only: no MST daisy chain.
    daisyChain: false,
    hdmi,
    chargerWatts,
    displaySource: source,
    powerSource: chargerWatts === null ? null : `${source} (power adapter in the box)`,
  };
}

/** Intel Core Ultra business laptops of 2024: four displays in all, so three external; 65 W USB-C adapters. */
function windows(slug: string, vendor: string, name: string, source: string): Device {
  return {
    slug,
    vendor,
    name,
    form: "laptop",
    year: 2024,
    os: "windows",
    minOsMajor: 11,
    nativeExternalDisplays: 3,
    lidClosedExternalDisplays: null,
    daisyChain: true,
    hdmi: true,
    chargerWatts: 65,
    displaySource: source,
    powerSource: source,
  };
}
