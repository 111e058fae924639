import { osVersionsFrom, type Device, type DeviceForm, type DeviceSources } from "./catalogue";
import { citedFacts as cited, foundPages as found } from "./cited-sources";

/**
 * The devices the laptop tool knows. Each fact names the public page that states it (title,
 * address, day read: cited-sources.ts); a fact no page was found for has a null source and is shown
 * as "not confirmed by a public page". Where a page gives another figure than we had, the page's
 * figure is used. docs/models/devices.md: what each kind of source can tell, and every fact's source.
 */

type Cites = Partial<DeviceSources>;
const sourcesOf = (cites: Cites): DeviceSources => ({ displays: null, lidClosed: null, ports: null, charger: null, usbCCharging: null, mst: null, os: null, ...cites });

type MacFacts = { displays: number; lidClosed?: number; lidClosedFromOs?: string; ports: string[]; adapter?: number; usbC?: number };

/** A Mac: every port is Thunderbolt or USB4, and macOS shows an MST chain only as mirrors (no daisy chain). */
function mac(slug: string, name: string, year: number, firstMacos: number, form: DeviceForm, facts: MacFacts, cites: Cites): Device {
  return {
    slug,
    vendor: "Apple",
    name,
    form,
    year,
    os: "macos",
    osVersions: osVersionsFrom("macos", firstMacos),
    nativeExternalDisplays: facts.displays,
    lidClosedExternalDisplays: facts.lidClosed ?? null,
    lidClosedFromOs: facts.lidClosedFromOs ?? null,
    daisyChain: false,
    thunderbolt: true,
    hdmi: facts.ports.includes("HDMI"),
    ports: facts.ports,
    chargerWatts: facts.adapter ?? null,
    usbCChargingWatts: facts.adapter === undefined ? null : (facts.usbC ?? facts.adapter),
    // The macOS 26 list names every Apple-silicon Mac, so each of these runs up to macOS 26.
    sources: sourcesOf({ os: found.macosTahoeMacs, mst: found.macosMst, ...cites }),
  };
}
const laptop = (slug: string, name: string, year: number, firstMacos: number, facts: MacFacts, cites: Cites) => mac(slug, name, year, firstMacos, "laptop", facts, cites);
const desktop = (slug: string, name: string, year: number, firstMacos: number, facts: MacFacts, cites: Cites) => mac(slug, name, year, firstMacos, "desktop", facts, cites);

const tb3x2 = ["2 × Thunderbolt / USB 4 (USB-C)"];
const airM2 = ["MagSafe 3", "2 × Thunderbolt / USB 4 (USB-C)"];
const airM4 = ["MagSafe 3", "2 × Thunderbolt 4 (USB-C)"];
const pro14M3 = ["MagSafe 3", "2 × Thunderbolt / USB 4 (USB-C)", "HDMI", "SDXC"];
const proTb4 = ["MagSafe 3", "3 × Thunderbolt 4 (USB-C)", "HDMI", "SDXC"];
const proTb5 = ["MagSafe 3", "3 × Thunderbolt 5 (USB-C)", "HDMI", "SDXC"];

/** The 2021 16-inch MacBook Pro: a 140 W adapter, 100 W at most over USB-C (fast charge only through MagSafe 3). */
const pro16of2021 = { displays: cited.m1ProMaxDisplays, ports: cited.m1ProMaxDisplays, charger: found.pro16Charging2021, usbCCharging: found.pro16Charging2021 };
/** The 16-inch M3 MacBook Pro takes its full 140 W over USB-C too (with a 240 W cable). */
const pro16M3 = { displays: cited.m3Displays, usbCCharging: found.pro16M3UsbCCharging };

const macs: Device[] = [
  laptop("macbook-air-m1", "MacBook Air (M1)", 2020, 11, { displays: 1, ports: tb3x2, adapter: 30 }, { displays: cited.m1OneDisplay }),
  laptop("macbook-pro-m1", "MacBook Pro 13-inch (M1)", 2020, 11, { displays: 1, ports: tb3x2, adapter: 61 }, { displays: cited.m1OneDisplay }),
  // The 14-inch models of 2021 come with a 67 W or a 96 W adapter (the same report): the base model's 67 W.
  laptop("macbook-pro-m1-pro", "MacBook Pro 14-inch (M1 Pro)", 2021, 12, { displays: 2, ports: proTb4, adapter: 67 }, { displays: cited.m1ProMaxDisplays, ports: cited.m1ProMaxDisplays, charger: found.pro16Charging2021 }),
  laptop("macbook-pro-16-m1-pro", "MacBook Pro 16-inch (M1 Pro)", 2021, 12, { displays: 2, ports: proTb4, adapter: 140, usbC: 100 }, pro16of2021),
  laptop("macbook-pro-m1-max", "MacBook Pro 16-inch (M1 Max)", 2021, 12, { displays: 4, ports: proTb4, adapter: 140, usbC: 100 }, pro16of2021),
  laptop("macbook-air-m2", "MacBook Air 13-inch (M2)", 2022, 12, { displays: 1, ports: airM2, adapter: 30 }, { displays: cited.m2OneDisplay, ports: found.m2AirSpecs, charger: found.m2AirSpecs }),
  laptop("macbook-air-15-m2", "MacBook Air 15-inch (M2)", 2023, 13, { displays: 1, ports: airM2, adapter: 35 }, { displays: cited.m2Air15OneDisplay, ports: found.macBookPortsThread }),
  laptop("macbook-pro-m2", "MacBook Pro 13-inch (M2)", 2022, 12, { displays: 1, ports: tb3x2, adapter: 67 }, { displays: cited.m2OneDisplay }),
  laptop("macbook-pro-m2-pro", "MacBook Pro 14-inch (M2 Pro)", 2023, 13, { displays: 2, ports: proTb4, adapter: 67 }, { displays: cited.m2ProMaxDisplays }),
  laptop("macbook-pro-16-m2-pro", "MacBook Pro 16-inch (M2 Pro)", 2023, 13, { displays: 2, ports: proTb4, adapter: 140, usbC: 100 }, { displays: cited.m2ProMaxDisplays }),
  laptop("macbook-pro-m2-max", "MacBook Pro 16-inch (M2 Max)", 2023, 13, { displays: 4, ports: proTb4, adapter: 140, usbC: 100 }, { displays: cited.m2ProMaxDisplays }),
  laptop("macbook-air-m3", "MacBook Air 13-inch (M3)", 2024, 14, { displays: 1, lidClosed: 2, ports: airM2, adapter: 30 }, { displays: cited.m3AirLidClosed, lidClosed: cited.m3AirLidClosed }),
  laptop("macbook-air-15-m3", "MacBook Air 15-inch (M3)", 2024, 14, { displays: 1, lidClosed: 2, ports: airM2, adapter: 35 }, { displays: cited.m3AirLidClosed, lidClosed: cited.m3AirLidClosed }),
  laptop("macbook-pro-m3", "MacBook Pro 14-inch (M3)", 2023, 14, { displays: 1, lidClosed: 2, lidClosedFromOs: "14.6", ports: pro14M3, adapter: 70 }, { displays: cited.m3Displays, lidClosed: cited.m3ProLidClosed }),
  laptop("macbook-pro-m3-pro", "MacBook Pro 14-inch (M3 Pro)", 2023, 14, { displays: 2, ports: proTb4, adapter: 70 }, { displays: cited.m3Displays, ports: found.macBookPortsThread }),
  laptop("macbook-pro-16-m3-pro", "MacBook Pro 16-inch (M3 Pro)", 2023, 14, { displays: 2, ports: proTb4, adapter: 140, usbC: 140 }, pro16M3),
  laptop("macbook-pro-m3-max", "MacBook Pro 16-inch (M3 Max)", 2023, 14, { displays: 4, ports: proTb4, adapter: 140, usbC: 140 }, pro16M3),
  laptop("macbook-air-m4", "MacBook Air 13-inch (M4)", 2025, 15, { displays: 2, ports: airM4, adapter: 30 }, { displays: cited.m4AirDisplays, ports: cited.m4AirDisplays }),
  laptop("macbook-air-15-m4", "MacBook Air 15-inch (M4)", 2025, 15, { displays: 2, ports: airM4, adapter: 35 }, { displays: cited.m4AirDisplays, ports: cited.m4AirDisplays }),
  laptop("macbook-pro-m4", "MacBook Pro 14-inch (M4)", 2024, 15, { displays: 2, ports: proTb4, adapter: 70 }, { displays: found.m4Displays }),
  laptop("macbook-pro-m4-pro", "MacBook Pro 14-inch (M4 Pro)", 2024, 15, { displays: 2, ports: proTb5, adapter: 70 }, { displays: found.m4Displays }),
  laptop("macbook-pro-16-m4-pro", "MacBook Pro 16-inch (M4 Pro)", 2024, 15, { displays: 2, ports: proTb5, adapter: 140, usbC: 100 }, { displays: found.m4Displays }),
  laptop("macbook-pro-m4-max", "MacBook Pro 16-inch (M4 Max)", 2024, 15, { displays: 4, ports: proTb5, adapter: 140, usbC: 100 }, { displays: found.m4Displays }),
  desktop("mac-mini-m2", "Mac mini (M2)", 2023, 13, { displays: 2, ports: ["2 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A"] }, { displays: cited.macMiniM2Displays }),
  desktop("mac-mini-m4", "Mac mini (M4)", 2024, 15, { displays: 3, ports: ["3 × Thunderbolt 4 (USB-C)", "2 × USB-C", "HDMI"] }, { displays: found.m4Displays }),
  desktop("mac-mini-m4-pro", "Mac mini (M4 Pro)", 2024, 15, { displays: 3, ports: ["3 × Thunderbolt 5 (USB-C)", "2 × USB-C", "HDMI", "Gigabit Ethernet"] }, { displays: found.m4Displays, ports: found.macMiniM4ProSpecs }),
  desktop("mac-studio-m2-max", "Mac Studio (M2 Max)", 2023, 13, { displays: 5, ports: ["4 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A", "2 × USB-C"] }, {}),
  desktop("mac-studio-m4-max", "Mac Studio (M4 Max)", 2025, 15, { displays: 5, ports: ["4 × Thunderbolt 5 (USB-C)", "HDMI", "2 × USB-A", "2 × USB-C"] }, {}),
  desktop("imac-24-m3", "iMac 24-inch (M3)", 2023, 14, { displays: 1, ports: ["2 × Thunderbolt / USB 4 (USB-C)"] }, {}),
  desktop("imac-24-m4", "iMac 24-inch (M4)", 2024, 15, { displays: 2, ports: ["4 × Thunderbolt 4 (USB-C)"] }, {}),
];

type PcFacts = { open: number; closed?: number; mst: boolean; thunderbolt: boolean; ports: string[]; adapter: number };

/** A Windows or ChromeOS laptop: Windows 11 (the version these pages ship), or ChromeOS. */
function pc(slug: string, vendor: string, name: string, year: number, os: "windows" | "chromeos", facts: PcFacts, cites: Cites = {}): Device {
  return {
    slug,
    vendor,
    name,
    form: "laptop",
    year,
    os,
    osVersions: os === "windows" ? osVersionsFrom("windows", 11) : osVersionsFrom("chromeos", 0),
    nativeExternalDisplays: facts.open,
    lidClosedExternalDisplays: facts.closed ?? null,
    lidClosedFromOs: null,
    daisyChain: facts.mst,
    thunderbolt: facts.thunderbolt,
    hdmi: facts.ports.includes("HDMI"),
    ports: facts.ports,
    chargerWatts: facts.adapter,
    // These laptops charge through USB-C with their own USB-C adapter: what the adapter gives, the port takes.
    usbCChargingWatts: facts.adapter,
    sources: sourcesOf(cites),
  };
}

const tb4Business = ["2 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A"];
const business = (ports: string[] = tb4Business): PcFacts => ({ open: 3, mst: true, thunderbolt: true, ports, adapter: 65 });

const pcs: Device[] = [
  pc("dell-latitude-7450", "Dell", "Dell Latitude 7450", 2024, "windows", { ...business(["3 × Thunderbolt 4 (USB-C)", "HDMI", "USB-A"]), closed: 4 }, { displays: found.latitude7450Displays, lidClosed: found.latitude7450Displays }),
  pc("dell-latitude-7440", "Dell", "Dell Latitude 7440", 2023, "windows", business()),
  pc("dell-latitude-5450", "Dell", "Dell Latitude 5450", 2024, "windows", business()),
  pc("dell-latitude-5440", "Dell", "Dell Latitude 5440", 2023, "windows", business()),
  pc("dell-xps-13-9345", "Dell", "Dell XPS 13 (9345, Snapdragon X)", 2024, "windows", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB4 (USB-C)"], adapter: 60 }),
  pc("dell-xps-14-9440", "Dell", "Dell XPS 14 (9440)", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: ["3 × Thunderbolt 4 (USB-C)"], adapter: 130 }, { ports: found.xps14Review }),
  pc("lenovo-thinkpad-x1-carbon-gen-12", "Lenovo", "Lenovo ThinkPad X1 Carbon Gen 12", 2024, "windows", business(), { ports: cited.x1CarbonGen12Ports }),
  pc("lenovo-thinkpad-x1-carbon-gen-13", "Lenovo", "Lenovo ThinkPad X1 Carbon Gen 13 Aura Edition", 2025, "windows", business()),
  pc("lenovo-thinkpad-t14-gen-5", "Lenovo", "Lenovo ThinkPad T14 Gen 5 (Intel)", 2024, "windows", business(["2 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A", "RJ-45"])),
  pc("lenovo-thinkpad-t14s-gen-5", "Lenovo", "Lenovo ThinkPad T14s Gen 5 (Intel)", 2024, "windows", business()),
  pc("hp-elitebook-840-g10", "HP", "HP EliteBook 840 G10", 2023, "windows", business()),
  pc("hp-elitebook-840-g11", "HP", "HP EliteBook 840 G11", 2024, "windows", business()),
  // The launch report's "up to three 4K displays" does not say whether it counts the laptop's own screen: 2 stays unconfirmed.
  pc("microsoft-surface-laptop-7", "Microsoft", "Microsoft Surface Laptop, 7th Edition (Snapdragon X)", 2024, "windows", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB4 (USB-C)", "USB-A", "Surface Connect"], adapter: 65 }),
  pc("microsoft-surface-pro-11", "Microsoft", "Microsoft Surface Pro, 11th Edition (Snapdragon X)", 2024, "windows", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB4 (USB-C)", "Surface Connect"], adapter: 39 }, { ports: found.surfacePro11Specs, os: found.surfacePro11Specs }),
  pc("acer-chromebook-plus-514", "Acer", "Acer Chromebook Plus 514 (CB514-3H)", 2023, "chromeos", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB-C", "HDMI", "USB-A"], adapter: 65 }),
];

export const deviceSeed: Device[] = [...macs, ...pcs];
