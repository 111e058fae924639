import { describe, expect, it } from "vitest";
import type { Peripherals } from "~/features/content/home-data";
import type { WorkspaceAnswers } from "./answers";
import { chooseMonitor, configureWorkspace, type DeskMonitor } from "./model";

const monitor = (model: string, sizeInches: number, width: number, height: number, usbCPowerDeliveryWatts: number | null, listPriceUsd: number | null, hasWebcam = false): DeskMonitor => ({
  slug: model.toLowerCase(),
  model,
  title: `Dell ${model}`,
  sizeInches,
  aspectRatio: null,
  resolutionWidth: width,
  resolutionHeight: height,
  listPriceUsd,
  usbCPowerDeliveryWatts,
  hasWebcam,
});

// Image widths: d × w / √(w² + h²).
// U3425WE 34 in 3440×1440: 34 × 3440 / 3729.24 = 31.36 in.
// U2724DE 27 in 2560×1440 (16:9): 27 × 16 / √337 = 27 × 0.87158 = 23.53 in.
// P2422H 23.8 in 1920×1080: 23.8 × 0.87158 = 20.74 in.
const persona = [
  monitor("U3425WE", 34, 3440, 1440, 90, null),
  monitor("U2724DE", 27, 2560, 1440, 90, 600),
  monitor("P2422H", 23.8, 1920, 1080, null, 200),
];

const peripherals: Peripherals = {
  categories: [],
  entries: [
    { id: "wd22tb4", model: "WD22TB4", name: "Thunderbolt Dock", category: "docks", description: "" },
    { id: "ud22", model: "UD22", name: "Universal Dock", category: "docks", description: "" },
    { id: "wb5023", model: "WB5023", name: "Pro Webcam", category: "webcams", description: "" },
    { id: "wl5022", model: "WL5022", name: "Headset", category: "headsets", description: "" },
    { id: "km7321w", model: "KM7321W", name: "Keyboard and mouse", category: "keyboards-mice", description: "" },
    { id: "msa20", model: "MSA20", name: "Single arm", category: "monitor-arms", description: "" },
    { id: "mda20", model: "MDA20", name: "Dual arm", category: "monitor-arms", description: "" },
  ],
};

const answers = (overrides: Partial<WorkspaceAnswers> = {}): WorkspaceAnswers => ({
  persona: "sharp-text",
  hoursPerDay: 8,
  deskWidthIn: 55,
  screens: 2,
  laptop: "thunderbolt",
  existing: [],
  budgetUsd: null,
  region: null,
  ...overrides,
});

describe("the monitors for the desk", () => {
  it("takes the first of the profile whose row of screens fits the desk", () => {
    // Two side by side on 55 in: U3425WE 2 × 31.36 = 62.7 > 55; U2724DE 2 × 23.53 = 47.1 ≤ 55.
    expect(chooseMonitor(persona, answers())?.choice).toEqual({ slug: "u2724de", screenWidthIn: 23.5, rowWidthIn: 47.1, fitsDesk: true, oneCable: false });
  });

  it("prefers one cable for a single screen and a USB-C laptop", () => {
    // One screen on 55 in: all fit; the U3425WE (first, 90 W ≥ 65 W) charges the laptop.
    expect(chooseMonitor(persona, answers({ screens: 1, laptop: "usb-c" }))?.choice).toMatchObject({ slug: "u3425we", oneCable: true });
    // On a 30 in desk the 31.36 in U3425WE does not fit; the U2724DE (23.53 in, 90 W) does.
    expect(chooseMonitor(persona, answers({ screens: 1, laptop: "usb-c", deskWidthIn: 30 }))?.choice).toMatchObject({ slug: "u2724de", oneCable: true });
    // An HDMI laptop is not charged by the monitor: simply the first that fits.
    expect(chooseMonitor(persona, answers({ screens: 1, laptop: "hdmi" }))?.choice).toMatchObject({ slug: "u3425we", oneCable: false });
  });

  it("offers the narrowest when nothing fits", () => {
    // Three on 60 in: 94.1, 70.6 and 3 × 20.74 = 62.2 in are all too wide; the P2422H is the narrowest.
    expect(chooseMonitor(persona, answers({ screens: 3, deskWidthIn: 60 }))?.choice).toEqual({ slug: "p2422h", screenWidthIn: 20.7, rowWidthIn: 62.2, fitsDesk: false, oneCable: false });
    expect(chooseMonitor([], answers())).toBeNull();
  });
});

describe("the workspace bill of materials", () => {
  it("lists two monitors, the Thunderbolt dock, webcam, headset, keyboard and mouse and the dual arm", () => {
    const result = configureWorkspace(answers({ budgetUsd: 1000 }), persona, peripherals);
    expect(result.items.map((item) => [item.category, item.model, item.quantity, item.unitPriceUsd])).toEqual([
      ["monitor", "U2724DE", 2, 600],
      ["dock", "WD22TB4", 1, null],
      ["webcam", "WB5023", 1, null],
      ["headset", "WL5022", 1, null],
      ["keyboard-mouse", "KM7321W", 1, null],
      ["arm", "MDA20", 1, null],
    ]);
    // 2 × 600 = 1200 USD known > 1000: over the budget; five items on request.
    expect([result.totalUsd, result.priceOnRequest, result.withinBudget]).toEqual([1200, 5, false]);
  });

  it("needs no dock when the monitor charges the laptop, no webcam when it has one, no arm for a short day", () => {
    const withCamera = persona.map((entry) => (entry.model === "U3425WE" ? { ...entry, hasWebcam: true } : entry));
    const result = configureWorkspace(answers({ screens: 1, laptop: "usb-c", hoursPerDay: 3, existing: ["headset"] }), withCamera, peripherals);
    expect(result.items.map((item) => item.model)).toEqual(["U3425WE", "KM7321W"]);
    expect(result.totalUsd).toBeNull();
  });

  it("gives three screens a dual and a single arm, and a USB-C laptop the universal dock", () => {
    const result = configureWorkspace(answers({ screens: 3, deskWidthIn: 120, laptop: "usb-c", existing: ["webcam", "headset", "keyboard-mouse"] }), persona, peripherals);
    // 3 × 31.36 = 94.1 ≤ 120: the U3425WE; three screens: no one-cable preference, so the UD22.
    expect(result.items.map((item) => [item.model, item.quantity])).toEqual([
      ["U3425WE", 3],
      ["UD22", 1],
      ["MDA20", 1],
      ["MSA20", 1],
    ]);
  });
});
