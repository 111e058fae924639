/**
 * The meeting-space recommendation: a display from the catalogue by the viewing-distance rule,
 * then the camera, audio, mount and cables from the peripherals content. Pure: answers, the
 * catalogue's interactive displays and the peripherals in, the bill of materials out.
 */
import { screenSize } from "~/features/catalogue";
import type { Peripherals } from "~/features/content";
import type { Said } from "../shared/present";
import { billTotals } from "../shared/totals";
import type { MeetingSpaceAnswers, RoomSize, Viewing } from "./answers";
import { discasCheck, type DiscasCheck } from "./discas";

/**
 * Farthest viewer distance when only the room size is known, in feet: a small huddle room
 * (4–6 seats), a medium conference room (8–10), a large boardroom (12+). From the brief;
 * typical depths of such rooms.
 */
export const defaultDistanceFt: Record<RoomSize, number> = { small: 10, medium: 14, large: 18 };

/**
 * The "4-6-8 rule" of thumb: the image height must be at least the farthest viewer's distance ÷ 4
 * for detailed viewing (drawings, spreadsheets), ÷ 6 for reading, ÷ 8 for basic viewing (video,
 * a video call). AVIXA's DISCAS standard (ANSI/AVIXA V202.01:2016) has superseded it; the rule
 * still picks the display, and `discasCheck` adds the standard's element-height figures.
 */
export const viewingDivisor: Record<Viewing, number> = { detailed: 4, reading: 6, basic: 8 };

/**
 * Seats one tabletop speakerphone serves: our planning figure (a small group within about two
 * metres of the unit), not a Dell specification. More seats get more speakerphones.
 */
export const SEATS_PER_SPEAKERPHONE = 6;

/** Rooms of more seats than this, or spread out, get the wide-angle 4K camera. */
export const SMALL_ROOM_SEATS = 6;

/**
 * The peripherals content's categories of room-class equipment: a camera or video bar made for a
 * meeting room, and room audio (ceiling or table microphone arrays with room speakers). A medium
 * or large room gets these or, when the catalogue has none, a line saying so — never a personal
 * webcam or speakerphone (issue 47: a 10-seat Teams room was given one webcam and two
 * speakerphones).
 */
export const ROOM_CAMERA_CATEGORIES = ["video-bars", "room-cameras"] as const;
export const ROOM_AUDIO_CATEGORIES = ["room-audio"] as const;

/** A medium or large room, by its size or, whatever size was picked, by more seats than a small room's. */
export function isRoomClass(answers: Pick<MeetingSpaceAnswers, "roomSize" | "seats">): boolean {
  return answers.roomSize === "medium" || answers.roomSize === "large" || answers.seats > SMALL_ROOM_SEATS;
}

export type CatalogueDisplay = {
  slug: string;
  model: string;
  title: string;
  sizeInches: number | null;
  aspectRatio: string | null;
  resolutionWidth: number | null;
  resolutionHeight: number | null;
  listPriceUsd: number | null;
  touch: boolean;
};

export type { Said };

export type BomItem = {
  /** display, camera, audio, mount, cables */
  category: "display" | "camera" | "audio" | "mount" | "cables";
  title: string;
  model: string | null;
  quantity: number;
  /** Null when no list price is known: "price on request", never 0. */
  unitPriceUsd: number | null;
  reason: Said;
};

export type DisplayChoice = {
  distanceFt: number;
  divisor: number;
  requiredHeightIn: number;
  imageHeightIn: number;
  /** False when no catalogue display is tall enough: the largest is offered instead. */
  meetsRule: boolean;
  /** DISCAS's element-height figures for the chosen display; null without its pixel height. */
  discas: DiscasCheck | null;
};

export type MeetingSpaceResult = {
  display: DisplayChoice | null;
  items: BomItem[];
  /** Room-class equipment the room needs that the catalogue does not hold (not in the bill or its totals). */
  notInCatalogue: ("camera" | "audio")[];
  /** The sum of the known line prices; null when no item has a known price. */
  totalUsd: number | null;
  /** Items without a list price (not in the total). */
  priceOnRequest: number;
  /** False when the known prices exceed the budget; true when every price is known and within it; else null. */
  withinBudget: boolean | null;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function imageHeight(display: CatalogueDisplay): number | null {
  const size = screenSize(display.sizeInches, display.aspectRatio, { width: display.resolutionWidth, height: display.resolutionHeight });
  return size ? size.height : null;
}

/**
 * The smallest display whose image is tall enough (height ≥ distance ÷ divisor), among those with
 * touch when touch is needed; ties go to the known price, then the lower price. When none is tall
 * enough, the tallest.
 */
export function chooseDisplay(
  displays: readonly CatalogueDisplay[],
  answers: Pick<MeetingSpaceAnswers, "roomSize" | "distanceFt" | "viewing" | "touch">,
): { display: CatalogueDisplay; choice: DisplayChoice } | null {
  const distanceFt = answers.distanceFt ?? defaultDistanceFt[answers.roomSize ?? "medium"];
  const divisor = viewingDivisor[answers.viewing];
  const requiredHeightIn = (distanceFt * 12) / divisor;
  const candidates = displays
    .filter((display) => !answers.touch || display.touch)
    .map((display) => ({ display, height: imageHeight(display) }))
    .filter((candidate): candidate is { display: CatalogueDisplay; height: number } => candidate.height !== null)
    .sort(
      (a, b) =>
        a.height - b.height ||
        Number(b.display.listPriceUsd !== null) - Number(a.display.listPriceUsd !== null) ||
        (a.display.listPriceUsd ?? 0) - (b.display.listPriceUsd ?? 0) ||
        b.display.model.localeCompare(a.display.model),
    );
  if (candidates.length === 0) return null;
  const fit = candidates.find((candidate) => candidate.height >= requiredHeightIn);
  const chosen = fit ?? candidates[candidates.length - 1]!;
  return {
    display: chosen.display,
    choice: {
      distanceFt,
      divisor,
      requiredHeightIn: round1(requiredHeightIn),
      imageHeightIn: round1(chosen.height),
      meetsRule: fit !== undefined,
      discas: discasCheck(distanceFt * 12, chosen.height, chosen.display.resolutionHeight),
    },
  };
}

type Entry = Peripherals["entries"][number];

/** The peripherals sold in the region (an entry without regions is sold everywhere). */
export function peripheralsInRegion(peripherals: Peripherals, region: string | null): Entry[] {
  return peripherals.entries.filter((entry) => region === null || !entry.regions || entry.regions.includes(region));
}

function peripheral(entries: readonly Entry[], id: string): Entry | undefined {
  return entries.find((entry) => entry.id === id);
}

function item(category: BomItem["category"], entry: Entry | undefined, quantity: number, reason: Said): BomItem[] {
  if (!entry) return [];
  return [{ category, title: entry.name, model: entry.model ?? null, quantity, unitPriceUsd: null, reason }];
}

export function configureMeetingSpace(
  answers: MeetingSpaceAnswers,
  displays: readonly CatalogueDisplay[],
  peripherals: Peripherals,
  prices: Readonly<Record<string, number>> = {},
): MeetingSpaceResult {
  const entries = peripheralsInRegion(peripherals, answers.region);
  const has = (kind: MeetingSpaceAnswers["existing"][number]) => answers.existing.includes(kind);
  const items: BomItem[] = [];
  let display: DisplayChoice | null = null;

  const chosen = chooseDisplay(displays, answers);
  if (chosen) {
    display = chosen.choice;
    const values = {
      height: chosen.choice.imageHeightIn,
      distance: chosen.choice.distanceFt,
      divisor: chosen.choice.divisor,
      required: chosen.choice.requiredHeightIn,
    };
    items.push({
      category: "display",
      title: chosen.display.title,
      model: chosen.display.model,
      quantity: 1,
      unitPriceUsd: chosen.display.listPriceUsd,
      reason: { key: chosen.choice.meetsRule ? "meetingSpace.reason.display" : "meetingSpace.reason.displayTooSmall", values },
    });
  }

  const notInCatalogue: MeetingSpaceResult["notInCatalogue"] = [];
  if (isRoomClass(answers)) {
    // Room-class equipment from the catalogue, the first of its categories; else a line saying it is not there.
    const roomEntry = (categories: readonly string[]) => entries.find((entry) => categories.includes(entry.category));
    const camera = roomEntry(ROOM_CAMERA_CATEGORIES);
    const audio = roomEntry(ROOM_AUDIO_CATEGORIES);
    if (!has("camera")) {
      if (camera) items.push(...item("camera", camera, 1, { key: "meetingSpace.reason.roomCamera" }));
      else notInCatalogue.push("camera");
    }
    if (!has("audio")) {
      if (audio) items.push(...item("audio", audio, 1, { key: "meetingSpace.reason.roomAudio" }));
      else notInCatalogue.push("audio");
    }
  } else {
    const wide = answers.shape === "u-shape" || answers.shape === "classroom";
    if (!has("camera")) {
      items.push(...item("camera", peripheral(entries, wide ? "wb7022" : "wb5023"), 1, { key: wide ? "meetingSpace.reason.cameraWide" : "meetingSpace.reason.cameraSmall" }));
    }
    if (!has("audio")) {
      // ⌈seats ÷ 6⌉: a small room's up to 6 seats → 1 speakerphone.
      const count = Math.ceil(answers.seats / SEATS_PER_SPEAKERPHONE);
      items.push(...item("audio", peripheral(entries, "sp3022"), count, { key: `meetingSpace.reason.audio.${answers.platform}`, values: { seats: answers.seats, per: SEATS_PER_SPEAKERPHONE } }));
    }
  }
  if (!has("mount")) {
    items.push(...item("mount", peripheral(entries, answers.mounting === "cart" ? "mobile-cart" : "wall-mount"), 1, { key: `meetingSpace.reason.${answers.mounting}` }));
  }
  if (!has("cables")) {
    items.push(...item("cables", peripheral(entries, "hdmi-cable"), 1, { key: "meetingSpace.reason.hdmi" }));
    if (answers.touch) items.push(...item("cables", peripheral(entries, "usb-touch-cable"), 1, { key: "meetingSpace.reason.touchCable" }));
  }

  // A peripheral's price, when the caller knows one (the content has none today), by model.
  const priced = items.map((line) => (line.unitPriceUsd === null && line.model && prices[line.model] !== undefined ? { ...line, unitPriceUsd: prices[line.model]! } : line));
  return { display, items: priced, notInCatalogue, ...billTotals(priced, answers.budgetUsd) };
}
