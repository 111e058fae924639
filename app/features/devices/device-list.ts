import type { Device } from "./catalogue";

/**
 * The devices the laptop tool knows. Every fact names the document a visitor can check: a
 * maker's spec page, support article or manual (title, year, address where one was read). A
 * figure not read on that document says so in its source ("unverified: …"), which the page and
 * the API show beside the fact (docs/models/devices.md: what each source can and cannot tell).
 */

/** Apple's article on MacBook Pro displays: its M4, M4 Pro and M4 Max sections were read (2024). */
const appleProDisplays = "Apple Support, How many displays can be connected to MacBook Pro (2024), https://support.apple.com/en-us/101571";
/** The same article, for the chips whose sections were not read. */
const appleProDisplaysSection = (section: string) => `${appleProDisplays}; unverified: the count was not read in its section "${section}"`;
const appleSpecs = (title: string) => `Apple tech specs, ${title}; unverified: not checked against this page`;
const appleAdapter = (title: string) => `Apple tech specs, ${title} (power adapter in the box); unverified: not checked against this page`;
/** The 16-inch MacBook Pro's USB-C ports take less than its 140 W adapter gives through MagSafe 3. */
const apple16Power = (title: string) =>
  `Apple tech specs, ${title} (140 W adapter, fast charge through MagSafe 3); unverified: the 100 W USB-C limit is Apple's statement to The Verge (October 2021), not read on an Apple page`;
const latitude7450Manual = "Dell Latitude 7450 Owner's Manual, Specifications of Latitude 7450, table Multiple display support matrix (2024)";

type Facts = Omit<Device, "slug" | "vendor" | "name" | "form" | "year" | "os" | "minOsMajor">;

function mac(slug: string, name: string, year: number, minOsMajor: number, facts: Facts, form: Device["form"] = "laptop"): Device {
  return { slug, vendor: "Apple", name, form, year, os: "macos", minOsMajor, ...facts };
}

/** A MacBook: macOS drives MST chains as mirrors, so no daisy chain; every port is Thunderbolt or USB4. */
function macbook(
  displays: { open: number; closed?: number; closedFromOs?: string; source: string },
  power: { adapter: number; usbC?: number; source: string },
  ports: string[],
): Facts {
  return {
    nativeExternalDisplays: displays.open,
    lidClosedExternalDisplays: displays.closed ?? null,
    lidClosedFromOs: displays.closedFromOs ?? null,
    daisyChain: false,
    thunderbolt: true,
    hdmi: ports.includes("HDMI"),
    ports,
    chargerWatts: power.adapter,
    usbCChargingWatts: power.usbC ?? power.adapter,
    displaySource: displays.source,
    powerSource: power.source,
  };
}

function desktop(displays: number, ports: string[], source: string): Facts {
  return {
    nativeExternalDisplays: displays,
    lidClosedExternalDisplays: null,
    lidClosedFromOs: null,
    daisyChain: false,
    thunderbolt: true,
    hdmi: ports.includes("HDMI"),
    ports,
    chargerWatts: null,
    usbCChargingWatts: null,
    displaySource: source,
    powerSource: null,
  };
}

const tb3x2 = ["2 × Thunderbolt / USB 4 (USB-C)"];
const airM2 = ["MagSafe 3", "2 × Thunderbolt / USB 4 (USB-C)"];
const airM4 = ["MagSafe 3", "2 × Thunderbolt 4 (USB-C)"];
const pro14M3 = ["MagSafe 3", "2 × Thunderbolt / USB 4 (USB-C)", "HDMI", "SDXC"];
const proTb4 = ["MagSafe 3", "3 × Thunderbolt 4 (USB-C)", "HDMI", "SDXC"];
const proTb5 = ["MagSafe 3", "3 × Thunderbolt 5 (USB-C)", "HDMI", "SDXC"];

const macs: Device[] = [
  mac("macbook-air-m1", "MacBook Air (M1)", 2020, 11, macbook({ open: 1, source: appleSpecs("MacBook Air (M1, 2020)") }, { adapter: 30, source: appleAdapter("MacBook Air (M1, 2020)") }, tb3x2)),
  mac("macbook-pro-m1", "MacBook Pro 13-inch (M1)", 2020, 11, macbook({ open: 1, source: appleSpecs("MacBook Pro (13-inch, M1, 2020)") }, { adapter: 61, source: appleAdapter("MacBook Pro (13-inch, M1, 2020)") }, tb3x2)),
  mac("macbook-pro-m1-pro", "MacBook Pro 14-inch (M1 Pro)", 2021, 12, macbook({ open: 2, source: appleProDisplaysSection("Other MacBook Pro models") }, { adapter: 67, source: appleAdapter("MacBook Pro (14-inch, 2021)") }, proTb4)),
  mac("macbook-pro-16-m1-pro", "MacBook Pro 16-inch (M1 Pro)", 2021, 12, macbook({ open: 2, source: appleProDisplaysSection("Other MacBook Pro models") }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, 2021)") }, proTb4)),
  mac("macbook-pro-m1-max", "MacBook Pro 16-inch (M1 Max)", 2021, 12, macbook({ open: 4, source: appleProDisplaysSection("Other MacBook Pro models") }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, 2021)") }, proTb4)),
  mac("macbook-air-m2", "MacBook Air 13-inch (M2)", 2022, 12, macbook({ open: 1, source: appleSpecs("MacBook Air (M2, 2022)") }, { adapter: 30, source: appleAdapter("MacBook Air (M2, 2022)") }, airM2)),
  mac("macbook-air-15-m2", "MacBook Air 15-inch (M2)", 2023, 13, macbook({ open: 1, source: appleSpecs("MacBook Air (15-inch, M2, 2023)") }, { adapter: 35, source: appleAdapter("MacBook Air (15-inch, M2, 2023)") }, airM2)),
  mac("macbook-pro-m2", "MacBook Pro 13-inch (M2)", 2022, 12, macbook({ open: 1, source: appleSpecs("MacBook Pro (13-inch, M2, 2022)") }, { adapter: 67, source: appleAdapter("MacBook Pro (13-inch, M2, 2022)") }, tb3x2)),
  mac("macbook-pro-m2-pro", "MacBook Pro 14-inch (M2 Pro)", 2023, 13, macbook({ open: 2, source: appleProDisplaysSection("MacBook Pro with M2 Pro or M3 Pro chip") }, { adapter: 67, source: appleAdapter("MacBook Pro (14-inch, 2023)") }, proTb4)),
  mac("macbook-pro-16-m2-pro", "MacBook Pro 16-inch (M2 Pro)", 2023, 13, macbook({ open: 2, source: appleProDisplaysSection("MacBook Pro with M2 Pro or M3 Pro chip") }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, 2023)") }, proTb4)),
  mac("macbook-pro-m2-max", "MacBook Pro 16-inch (M2 Max)", 2023, 13, macbook({ open: 4, source: appleProDisplaysSection("MacBook Pro with M2 Max or M3 Max chip") }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, 2023)") }, proTb4)),
  mac("macbook-air-m3", "MacBook Air 13-inch (M3)", 2024, 14, macbook({ open: 1, closed: 2, source: appleSpecs("MacBook Air (13-inch, M3, 2024)") }, { adapter: 30, source: appleAdapter("MacBook Air (13-inch, M3, 2024)") }, airM2)),
  mac("macbook-air-15-m3", "MacBook Air 15-inch (M3)", 2024, 14, macbook({ open: 1, closed: 2, source: appleSpecs("MacBook Air (15-inch, M3, 2024)") }, { adapter: 35, source: appleAdapter("MacBook Air (15-inch, M3, 2024)") }, airM2)),
  mac(
    "macbook-pro-m3",
    "MacBook Pro 14-inch (M3)",
    2023,
    14,
    macbook({ open: 1, closed: 2, closedFromOs: "14.6", source: appleProDisplaysSection("MacBook Pro with M3 chip") }, { adapter: 70, source: appleAdapter("MacBook Pro (14-inch, M3, Nov 2023)") }, pro14M3),
  ),
  mac("macbook-pro-m3-pro", "MacBook Pro 14-inch (M3 Pro)", 2023, 14, macbook({ open: 2, source: appleProDisplaysSection("MacBook Pro with M2 Pro or M3 Pro chip") }, { adapter: 70, source: appleAdapter("MacBook Pro (14-inch, M3 Pro or M3 Max, Nov 2023)") }, proTb4)),
  mac("macbook-pro-16-m3-pro", "MacBook Pro 16-inch (M3 Pro)", 2023, 14, macbook({ open: 2, source: appleProDisplaysSection("MacBook Pro with M2 Pro or M3 Pro chip") }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, Nov 2023)") }, proTb4)),
  mac("macbook-pro-m3-max", "MacBook Pro 16-inch (M3 Max)", 2023, 14, macbook({ open: 4, source: appleProDisplaysSection("MacBook Pro with M2 Max or M3 Max chip") }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, Nov 2023)") }, proTb4)),
  mac("macbook-air-m4", "MacBook Air 13-inch (M4)", 2025, 15, macbook({ open: 2, source: appleSpecs("MacBook Air (13-inch, M4, 2025)") }, { adapter: 30, source: appleAdapter("MacBook Air (13-inch, M4, 2025)") }, airM4)),
  mac("macbook-air-15-m4", "MacBook Air 15-inch (M4)", 2025, 15, macbook({ open: 2, source: appleSpecs("MacBook Air (15-inch, M4, 2025)") }, { adapter: 35, source: appleAdapter("MacBook Air (15-inch, M4, 2025)") }, airM4)),
  mac("macbook-pro-m4", "MacBook Pro 14-inch (M4)", 2024, 15, macbook({ open: 2, source: appleProDisplays }, { adapter: 70, source: appleAdapter("MacBook Pro (14-inch, M4, 2024)") }, proTb4)),
  mac("macbook-pro-m4-pro", "MacBook Pro 14-inch (M4 Pro)", 2024, 15, macbook({ open: 2, source: appleProDisplays }, { adapter: 70, source: appleAdapter("MacBook Pro (14-inch, M4 Pro or M4 Max, 2024)") }, proTb5)),
  mac("macbook-pro-16-m4-pro", "MacBook Pro 16-inch (M4 Pro)", 2024, 15, macbook({ open: 2, source: appleProDisplays }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, 2024)") }, proTb5)),
  mac("macbook-pro-m4-max", "MacBook Pro 16-inch (M4 Max)", 2024, 15, macbook({ open: 4, source: appleProDisplays }, { adapter: 140, usbC: 100, source: apple16Power("MacBook Pro (16-inch, 2024)") }, proTb5)),
  mac("mac-mini-m2", "Mac mini (M2)", 2023, 13, desktop(2, ["2 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A"], appleSpecs("Mac mini (2023)")), "desktop"),
  mac("mac-mini-m4", "Mac mini (M4)", 2024, 15, desktop(3, ["3 × Thunderbolt 4 (USB-C)", "2 × USB-C", "HDMI"], appleSpecs("Mac mini (2024)")), "desktop"),
  mac("mac-mini-m4-pro", "Mac mini (M4 Pro)", 2024, 15, desktop(3, ["3 × Thunderbolt 5 (USB-C)", "2 × USB-C", "HDMI"], appleSpecs("Mac mini (2024)")), "desktop"),
  mac("mac-studio-m2-max", "Mac Studio (M2 Max)", 2023, 13, desktop(5, ["4 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A", "2 × USB-C"], appleSpecs("Mac Studio (2023)")), "desktop"),
  mac("mac-studio-m4-max", "Mac Studio (M4 Max)", 2025, 15, desktop(5, ["4 × Thunderbolt 5 (USB-C)", "HDMI", "2 × USB-A", "2 × USB-C"], appleSpecs("Mac Studio (2025)")), "desktop"),
  mac("imac-24-m3", "iMac 24-inch (M3)", 2023, 14, desktop(1, ["2 × Thunderbolt / USB 4 (USB-C)"], appleSpecs("iMac (24-inch, 2023)")), "desktop"),
  mac("imac-24-m4", "iMac 24-inch (M4)", 2024, 15, desktop(2, ["4 × Thunderbolt 4 (USB-C)"], appleSpecs("iMac (24-inch, 2024, Four ports)")), "desktop"),
];

/** A Windows or ChromeOS laptop: the display count, MST and USB-C charging as its maker's page says. */
function pc(
  slug: string,
  vendor: string,
  name: string,
  year: number,
  os: "windows" | "chromeos",
  facts: { open: number; closed?: number; mst: boolean; thunderbolt: boolean; ports: string[]; adapter: number; displaySource: string; powerSource: string },
): Device {
  return {
    slug,
    vendor,
    name,
    form: "laptop",
    year,
    os,
    minOsMajor: os === "windows" ? 11 : 0,
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
    displaySource: facts.displaySource,
    powerSource: facts.powerSource,
  };
}

const unverified = (title: string) => `${title}; unverified: not checked against this page`;
const tb4Business = ["2 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A"];

const pcs: Device[] = [
  pc("dell-latitude-7450", "Dell", "Dell Latitude 7450", 2024, "windows", {
    open: 3,
    closed: 4,
    mst: true,
    thunderbolt: true,
    ports: ["3 × Thunderbolt 4 (USB-C)", "HDMI", "USB-A"],
    adapter: 65,
    displaySource: `${latitude7450Manual}; unverified: the ports and DisplayPort MST were not read in the manual`,
    powerSource: `${latitude7450Manual}; unverified: the adapter's watts were not read in the manual`,
  }),
  pc("dell-latitude-7440", "Dell", "Dell Latitude 7440", 2023, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("Dell Latitude 7440 Owner's Manual, specifications (2023)"), powerSource: unverified("Dell Latitude 7440 Owner's Manual, specifications (2023)") }),
  pc("dell-latitude-5450", "Dell", "Dell Latitude 5450", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("Dell Latitude 5450 Owner's Manual, specifications (2024)"), powerSource: unverified("Dell Latitude 5450 Owner's Manual, specifications (2024)") }),
  pc("dell-latitude-5440", "Dell", "Dell Latitude 5440", 2023, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("Dell Latitude 5440 Owner's Manual, specifications (2023)"), powerSource: unverified("Dell Latitude 5440 Owner's Manual, specifications (2023)") }),
  pc("dell-xps-13-9345", "Dell", "Dell XPS 13 (9345, Snapdragon X)", 2024, "windows", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB4 (USB-C)"], adapter: 60, displaySource: unverified("Dell XPS 13 9345 Owner's Manual, specifications (2024)"), powerSource: unverified("Dell XPS 13 9345 Owner's Manual, specifications (2024)") }),
  pc("dell-xps-14-9440", "Dell", "Dell XPS 14 (9440)", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: ["3 × Thunderbolt 4 (USB-C)"], adapter: 130, displaySource: unverified("Dell XPS 14 9440 Owner's Manual, specifications (2024)"), powerSource: unverified("Dell XPS 14 9440 Owner's Manual, specifications (2024)") }),
  pc("lenovo-thinkpad-x1-carbon-gen-12", "Lenovo", "Lenovo ThinkPad X1 Carbon Gen 12", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("Lenovo PSREF, ThinkPad X1 Carbon Gen 12 (2024)"), powerSource: unverified("Lenovo PSREF, ThinkPad X1 Carbon Gen 12 (2024)") }),
  pc("lenovo-thinkpad-x1-carbon-gen-13", "Lenovo", "Lenovo ThinkPad X1 Carbon Gen 13 Aura Edition", 2025, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("Lenovo PSREF, ThinkPad X1 Carbon Gen 13 Aura Edition (2025)"), powerSource: unverified("Lenovo PSREF, ThinkPad X1 Carbon Gen 13 Aura Edition (2025)") }),
  pc("lenovo-thinkpad-t14-gen-5", "Lenovo", "Lenovo ThinkPad T14 Gen 5 (Intel)", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: ["2 × Thunderbolt 4 (USB-C)", "HDMI", "2 × USB-A", "RJ-45"], adapter: 65, displaySource: unverified("Lenovo PSREF, ThinkPad T14 Gen 5 (Intel) (2024)"), powerSource: unverified("Lenovo PSREF, ThinkPad T14 Gen 5 (Intel) (2024)") }),
  pc("lenovo-thinkpad-t14s-gen-5", "Lenovo", "Lenovo ThinkPad T14s Gen 5 (Intel)", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("Lenovo PSREF, ThinkPad T14s Gen 5 (Intel) (2024)"), powerSource: unverified("Lenovo PSREF, ThinkPad T14s Gen 5 (Intel) (2024)") }),
  pc("hp-elitebook-840-g10", "HP", "HP EliteBook 840 G10", 2023, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("HP QuickSpecs, HP EliteBook 840 14 inch G10 Notebook PC (2023)"), powerSource: unverified("HP QuickSpecs, HP EliteBook 840 14 inch G10 Notebook PC (2023)") }),
  pc("hp-elitebook-840-g11", "HP", "HP EliteBook 840 G11", 2024, "windows", { open: 3, mst: true, thunderbolt: true, ports: tb4Business, adapter: 65, displaySource: unverified("HP QuickSpecs, HP EliteBook 840 14 inch G11 Notebook AI PC (2024)"), powerSource: unverified("HP QuickSpecs, HP EliteBook 840 14 inch G11 Notebook AI PC (2024)") }),
  pc("microsoft-surface-laptop-7", "Microsoft", "Microsoft Surface Laptop, 7th Edition (Snapdragon X)", 2024, "windows", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB4 (USB-C)", "USB-A", "Surface Connect"], adapter: 65, displaySource: unverified("Microsoft, Surface Laptop, 7th Edition tech specs (2024)"), powerSource: unverified("Microsoft, Surface Laptop, 7th Edition tech specs (2024)") }),
  pc("microsoft-surface-pro-11", "Microsoft", "Microsoft Surface Pro, 11th Edition (Snapdragon X)", 2024, "windows", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB4 (USB-C)", "Surface Connect"], adapter: 39, displaySource: unverified("Microsoft, Surface Pro, 11th Edition tech specs (2024)"), powerSource: unverified("Microsoft, Surface Pro, 11th Edition tech specs (2024)") }),
  pc("acer-chromebook-plus-514", "Acer", "Acer Chromebook Plus 514 (CB514-3H)", 2023, "chromeos", { open: 2, mst: false, thunderbolt: false, ports: ["2 × USB-C", "HDMI", "USB-A"], adapter: 65, displaySource: unverified("Acer, Chromebook Plus 514 (CB514-3H) specifications (2023)"), powerSource: unverified("Acer, Chromebook Plus 514 (CB514-3H) specifications (2023)") }),
];

export const deviceSeed: Device[] = [...macs, ...pcs];
