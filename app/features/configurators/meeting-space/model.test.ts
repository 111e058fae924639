import { describe, expect, it } from "vitest";
import type { Peripherals } from "~/features/content/home-data";
import type { MeetingSpaceAnswers } from "./answers";
import { chooseDisplay, configureMeetingSpace, peripheralsInRegion, type CatalogueDisplay } from "./model";

// 16:9 image height = diagonal × 9 / √(16² + 9²) = diagonal × 9 / 18.3576 = diagonal × 0.49026.
const display = (model: string, sizeInches: number, touch = true, listPriceUsd: number | null = null): CatalogueDisplay => ({
  slug: model.toLowerCase(),
  model,
  title: `Dell ${model}`,
  sizeInches,
  aspectRatio: "16:9",
  resolutionWidth: 3840,
  resolutionHeight: 2160,
  listPriceUsd,
  touch,
});

// The catalogue's interactive displays: heights 26.77, 26.77, 26.96, 31.62, 36.52, 41.97 in.
const catalogue = [
  display("C8621QT", 85.6),
  display("C5518QT", 54.6),
  display("C6522QT", 64.5),
  display("C5519Q", 55, false),
  display("C7520QT", 74.5),
  display("C5522QT", 54.6),
];

const peripherals: Peripherals = {
  categories: [],
  entries: [
    { id: "wb7022", model: "WB7022", name: "Dell UltraSharp Webcam WB7022", category: "webcams", description: "" },
    { id: "wb5023", model: "WB5023", name: "Dell Pro Webcam WB5023", category: "webcams", description: "" },
    { id: "sp3022", model: "SP3022", name: "Dell Speakerphone SP3022", category: "speakerphones", description: "" },
    { id: "wall-mount", name: "Wall mount", category: "mounts", description: "" },
    { id: "mobile-cart", name: "Mobile cart", category: "mounts", description: "" },
    { id: "hdmi-cable", name: "HDMI cable", category: "cables", description: "" },
    { id: "usb-touch-cable", name: "USB touch cable", category: "cables", description: "" },
  ],
};

const answers = (overrides: Partial<MeetingSpaceAnswers> = {}): MeetingSpaceAnswers => ({
  roomSize: "medium",
  distanceFt: null,
  seats: 8,
  shape: "boardroom",
  platform: "teams",
  existing: [],
  viewing: "reading",
  touch: true,
  mounting: "wall",
  budgetUsd: null,
  region: null,
  ...overrides,
});

describe("the display rule (the 4-6-8 rule of thumb)", () => {
  it("gives a medium room the smallest display whose image is tall enough for reading", () => {
    // 14 ft × 12 = 168 in ÷ 6 = 28 in; 54.6 in → 26.77 and 55 in → 26.96 are short; 64.5 in → 31.62 ≥ 28.
    const chosen = chooseDisplay(catalogue, answers());
    expect(chosen?.display.model).toBe("C6522QT");
    expect(chosen?.choice).toMatchObject({ distanceFt: 14, divisor: 6, requiredHeightIn: 28, imageHeightIn: 31.6, meetsRule: true });
  });

  it("divides a 240 in (20 ft) farthest viewer by 4, 6 and 8: 60, 40 and 30 in of image height", () => {
    const at20ft = (viewing: MeetingSpaceAnswers["viewing"]) => chooseDisplay(catalogue, answers({ distanceFt: 20, viewing }));
    // Detailed: 240 ÷ 4 = 60 in; the tallest, 85.6 in → 41.97 in, is short: offered, and said so.
    expect(at20ft("detailed")?.choice).toMatchObject({ divisor: 4, requiredHeightIn: 60, imageHeightIn: 42, meetsRule: false });
    expect(at20ft("detailed")?.display.model).toBe("C8621QT");
    // Reading: 240 ÷ 6 = 40 in; 74.5 in → 36.52 is short, 85.6 in → 41.97 ≥ 40.
    expect(at20ft("reading")?.choice).toMatchObject({ divisor: 6, requiredHeightIn: 40, meetsRule: true });
    expect(at20ft("reading")?.display.model).toBe("C8621QT");
    // Basic: 240 ÷ 8 = 30 in; 64.5 in → 31.62 ≥ 30.
    expect(at20ft("basic")?.choice).toMatchObject({ divisor: 8, requiredHeightIn: 30, meetsRule: true });
    expect(at20ft("basic")?.display.model).toBe("C6522QT");
  });

  it("asks a quarter of the distance for detailed viewing, so a medium room outgrows the catalogue", () => {
    // 168 in ÷ 4 = 42 in; the tallest image is 85.6 × 9 / √337 = 41.97 in < 42.
    expect(chooseDisplay(catalogue, answers({ viewing: "detailed" }))?.choice).toMatchObject({ requiredHeightIn: 42, meetsRule: false });
    // Small room: 120 in ÷ 4 = 30 in → the 64.5 in (31.62 in).
    expect(chooseDisplay(catalogue, answers({ roomSize: "small", viewing: "detailed" }))?.display.model).toBe("C6522QT");
  });

  it("adds DISCAS's element-height check for the chosen display's resolution", () => {
    // C6522QT: IH = 64.5 × 9 / √337 = 31.6218 in, 2160 rows; FV = 168 in.
    // %EH = 168 ÷ (31.6218 × 200) = 168 ÷ 6324.36 = 0.026564 → 2.66 %; × 2160 = 57.38 px.
    // ADM: 31.6218 × 3438 ÷ 2160 = 50.33 in = 4.19 ft < 14 ft: not met.
    expect(chooseDisplay(catalogue, answers())?.choice.discas).toEqual({
      elementHeightPercent: 2.66,
      elementHeightPx: 57.4,
      verticalPixels: 2160,
      analyticalMaxDistanceFt: 4.2,
      analyticalMet: false,
    });
    const unknownResolution = catalogue.map((entry) => ({ ...entry, resolutionWidth: null, resolutionHeight: null }));
    expect(chooseDisplay(unknownResolution, answers())?.choice.discas).toBeNull();
  });

  it("needs less height for basic viewing", () => {
    // 168 in ÷ 8 = 21 in: the 54.6 in displays (26.77) meet it; of the two, the newer model number.
    const chosen = chooseDisplay(catalogue, answers({ viewing: "basic" }));
    expect(chosen?.display.model).toBe("C5522QT");
    expect(chosen?.choice.requiredHeightIn).toBe(21);
  });

  it("uses the room size's default distance: large 18 ft, small 10 ft", () => {
    // Large, basic: 216 in ÷ 8 = 27 in; 55 in gives 26.96 < 27, so 64.5 in.
    expect(chooseDisplay(catalogue, answers({ roomSize: "large", viewing: "basic" }))?.display.model).toBe("C6522QT");
    // Large, reading: 216 ÷ 6 = 36 in; 74.5 in → 36.52.
    expect(chooseDisplay(catalogue, answers({ roomSize: "large" }))?.display.model).toBe("C7520QT");
    // Small, reading: 120 ÷ 6 = 20 in; the smallest, 54.6 in.
    expect(chooseDisplay(catalogue, answers({ roomSize: "small" }))?.choice.requiredHeightIn).toBe(20);
  });

  it("lets the farthest distance win over the room size, and touch exclude the non-touch display", () => {
    // Reading: 13.4 ft × 12 = 160.8 in ÷ 6 = 26.8 in: 54.6 in (26.77) is short, the non-touch 55 in (26.96) meets it.
    expect(chooseDisplay(catalogue, answers({ distanceFt: 13.4, touch: false }))?.display.model).toBe("C5519Q");
    // With touch the 55 in C5519Q is out: 64.5 in.
    expect(chooseDisplay(catalogue, answers({ distanceFt: 13.4, touch: true }))?.display.model).toBe("C6522QT");
  });

  it("offers the tallest display, and says so, when none is tall enough", () => {
    // 30 ft × 12 = 360 in ÷ 6 = 60 in; the tallest is 85.6 in → 41.97 in.
    const chosen = chooseDisplay(catalogue, answers({ distanceFt: 30 }));
    expect(chosen?.display.model).toBe("C8621QT");
    expect(chosen?.choice).toMatchObject({ requiredHeightIn: 60, imageHeightIn: 42, meetsRule: false });
  });

  it("answers nothing from an empty catalogue", () => {
    expect(chooseDisplay([], answers())).toBeNull();
  });
});

describe("the bill of materials", () => {
  it("gives a medium room room-class camera and audio, or says they are not in the catalogue: never personal devices (issue 47)", () => {
    const result = configureMeetingSpace(answers(), catalogue, peripherals);
    expect(result.items.map((line) => [line.category, line.model ?? line.title, line.quantity, line.unitPriceUsd])).toEqual([
      ["display", "C6522QT", 1, null],
      ["mount", "Wall mount", 1, null],
      ["cables", "HDMI cable", 1, null],
      // Touch needs its own USB link.
      ["cables", "USB touch cable", 1, null],
    ]);
    // The peripherals content has no video bar or room audio: said, not replaced by a webcam and speakerphones.
    expect(result.notInCatalogue).toEqual(["camera", "audio"]);
    expect(result.items.some((line) => ["WB7022", "WB5023", "SP3022"].includes(line.model ?? ""))).toBe(false);
    // Four lines, none priced: nothing missing counts as "price on request".
    expect(result.totalUsd).toBeNull();
    expect(result.priceOnRequest).toBe(4);
    expect(result.withinBudget).toBeNull();
  });

  it("a 10-seat Teams room picked as small is a room-class room too (more than 6 seats)", () => {
    const result = configureMeetingSpace(answers({ roomSize: "small", seats: 10 }), catalogue, peripherals);
    expect(result.notInCatalogue).toEqual(["camera", "audio"]);
    expect(result.items.map((line) => line.category)).not.toContain("camera");
  });

  it("takes a video bar and room audio from the catalogue when it has them", () => {
    const withRoomKit: Peripherals = {
      ...peripherals,
      entries: [
        ...peripherals.entries,
        { id: "bar", model: "BAR1", name: "Video bar", category: "video-bars", description: "" },
        { id: "room-mics", model: "MIC1", name: "Room microphones", category: "room-audio", description: "" },
      ],
    };
    const result = configureMeetingSpace(answers({ roomSize: "large", seats: 12 }), catalogue, withRoomKit);
    expect(result.notInCatalogue).toEqual([]);
    expect(result.items.filter((line) => line.category === "camera" || line.category === "audio").map((line) => [line.model, line.quantity])).toEqual([
      ["BAR1", 1],
      ["MIC1", 1],
    ]);
  });

  it("drops what the room already has and picks the small camera, one speakerphone and the cart", () => {
    const result = configureMeetingSpace(
      answers({ roomSize: "small", seats: 6, existing: ["cables"], mounting: "cart", touch: false }),
      catalogue,
      peripherals,
    );
    expect(result.items.map((line) => [line.category, line.model ?? line.title, line.quantity])).toEqual([
      ["display", "C5522QT", 1],
      ["camera", "WB5023", 1],
      // ⌈6 ÷ 6⌉ = 1.
      ["audio", "SP3022", 1],
      ["mount", "Mobile cart", 1],
    ]);
  });

  it("totals the known prices and checks the budget; what is not in the catalogue is not in the bill", () => {
    const priced = catalogue.map((entry) => (entry.model === "C6522QT" ? { ...entry, listPriceUsd: 2000 } : entry));
    // Medium room: the 2000 USD display known; mount and cables (2 + the touch cable) on request; no camera or audio lines.
    const over = configureMeetingSpace(answers({ budgetUsd: 1500 }), priced, peripherals);
    expect(over.totalUsd).toBe(2000);
    expect(over.priceOnRequest).toBe(3);
    expect(over.withinBudget).toBe(false);
    // 2000 ≤ 3000, but three prices are unknown: no verdict.
    expect(configureMeetingSpace(answers({ budgetUsd: 3000 }), priced, peripherals).withinBudget).toBeNull();
    // With mount and cables in the room every listed price is known: 2000 ≤ 3000.
    const complete = configureMeetingSpace(answers({ budgetUsd: 3000, existing: ["mount", "cables"] }), priced, peripherals);
    expect([complete.totalUsd, complete.priceOnRequest, complete.withinBudget]).toEqual([2000, 0, true]);
    // A small room's personal devices priced by model: 4 seats → the 2K webcam 200 + 1 speakerphone 100
    const small = configureMeetingSpace(answers({ roomSize: "small", seats: 4, existing: ["mount", "cables"], touch: false }), priced, peripherals, { WB5023: 200, SP3022: 100 });
    expect(small.items.map((line) => [line.model, line.unitPriceUsd])).toEqual([
      ["C5522QT", null],
      ["WB5023", 200],
      ["SP3022", 100],
    ]);
    expect(small.totalUsd).toBe(300);
  });

  it("offers only the peripherals sold in the chosen region", () => {
    const regional: Peripherals = {
      ...peripherals,
      entries: peripherals.entries.map((entry) => (entry.id === "sp3022" ? { ...entry, regions: ["na"] } : entry)),
    };
    expect(peripheralsInRegion(regional, "na").some((entry) => entry.id === "sp3022")).toBe(true);
    expect(peripheralsInRegion(regional, null).some((entry) => entry.id === "sp3022")).toBe(true);
    const emea = configureMeetingSpace(answers({ roomSize: "small", seats: 4, region: "emea" }), catalogue, regional);
    expect(emea.items.some((line) => line.category === "audio")).toBe(false);
  });
});
