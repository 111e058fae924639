/**
 * The workspace recommendation: the monitors from the persona's catalogue list that fit the desk,
 * then the dock, webcam, headset, keyboard and mouse, and arm from the peripherals content. Pure.
 */
import { screenSize } from "~/features/catalogue";
import type { Peripherals } from "~/features/content";
import type { Said } from "../shared/present";
import { billTotals, type Totals } from "../shared/totals";
import type { WorkspaceAnswers } from "./answers";

/** USB-C power delivery that charges a typical business laptop over the video cable (Dell's 65 W adapters). */
export const ONE_CABLE_WATTS = 65;
/** From this many hours a day, an arm is suggested even for one screen (height and distance set for long days). */
export const ARM_HOURS = 4;

export type DeskMonitor = {
  slug: string;
  model: string;
  title: string;
  sizeInches: number | null;
  aspectRatio: string | null;
  resolutionWidth: number | null;
  resolutionHeight: number | null;
  listPriceUsd: number | null;
  usbCPowerDeliveryWatts: number | null;
  hasWebcam: boolean;
};

export type WorkspaceItem = {
  category: "monitor" | "dock" | "webcam" | "headset" | "keyboard-mouse" | "arm";
  title: string;
  model: string | null;
  quantity: number;
  unitPriceUsd: number | null;
  reason: Said;
};

export type MonitorChoice = {
  slug: string;
  /** Width of one screen's image, inches. */
  screenWidthIn: number;
  /** Width of the row of screens, inches. */
  rowWidthIn: number;
  /** False when no monitor of the profile fits: the narrowest is offered instead. */
  fitsDesk: boolean;
  oneCable: boolean;
};

export type WorkspaceResult = Totals & { monitor: MonitorChoice | null; items: WorkspaceItem[] };

const round1 = (value: number) => Math.round(value * 10) / 10;

function widthOf(monitor: DeskMonitor): number | null {
  return screenSize(monitor.sizeInches, monitor.aspectRatio, { width: monitor.resolutionWidth, height: monitor.resolutionHeight })?.width ?? null;
}

/**
 * The first monitor of the persona's list (its catalogue order, newest first) whose row of screens
 * fits the desk: screens × image width ≤ desk width. With one screen and a USB-C or Thunderbolt
 * laptop, a fitting monitor that charges it over the cable comes first. None fits: the narrowest.
 */
export function chooseMonitor(candidates: readonly DeskMonitor[], answers: Pick<WorkspaceAnswers, "screens" | "deskWidthIn" | "laptop">) {
  const sized = candidates.flatMap((monitor) => {
    const width = widthOf(monitor);
    return width === null ? [] : [{ monitor, width }];
  });
  if (sized.length === 0) return null;
  const charges = (monitor: DeskMonitor) =>
    answers.screens === 1 && (answers.laptop === "usb-c" || answers.laptop === "thunderbolt") && (monitor.usbCPowerDeliveryWatts ?? 0) >= ONE_CABLE_WATTS;
  const fitting = sized.filter((entry) => entry.width * answers.screens <= answers.deskWidthIn);
  const chosen = fitting.find((entry) => charges(entry.monitor)) ?? fitting[0] ?? [...sized].sort((a, b) => a.width - b.width)[0]!;
  return {
    monitor: chosen.monitor,
    choice: {
      slug: chosen.monitor.slug,
      screenWidthIn: round1(chosen.width),
      rowWidthIn: round1(chosen.width * answers.screens),
      fitsDesk: fitting.length > 0,
      oneCable: charges(chosen.monitor),
    },
  };
}

type Entry = Peripherals["entries"][number];

export function configureWorkspace(answers: WorkspaceAnswers, candidates: readonly DeskMonitor[], peripherals: Peripherals): WorkspaceResult {
  const entries = peripherals.entries.filter((entry) => answers.region === null || !entry.regions || entry.regions.includes(answers.region));
  const has = (kind: WorkspaceAnswers["existing"][number]) => answers.existing.includes(kind);
  const items: WorkspaceItem[] = [];
  const add = (category: WorkspaceItem["category"], id: string, quantity: number, reason: Said) => {
    const entry: Entry | undefined = entries.find((candidate) => candidate.id === id);
    if (entry) items.push({ category, title: entry.name, model: entry.model ?? null, quantity, unitPriceUsd: null, reason });
  };

  const chosen = chooseMonitor(candidates, answers);
  if (chosen) {
    const values = { screens: answers.screens, width: chosen.choice.rowWidthIn, desk: answers.deskWidthIn };
    const key = !chosen.choice.fitsDesk ? "workspace.reason.monitorTooWide" : chosen.choice.oneCable ? "workspace.reason.monitorOneCable" : "workspace.reason.monitor";
    items.push({
      category: "monitor",
      title: chosen.monitor.title,
      model: chosen.monitor.model,
      quantity: answers.screens,
      unitPriceUsd: chosen.monitor.listPriceUsd !== null && chosen.monitor.listPriceUsd > 0 ? chosen.monitor.listPriceUsd : null,
      reason: { key, values },
    });
  }
  if (!has("dock")) {
    if (answers.laptop === "thunderbolt") add("dock", "wd22tb4", 1, { key: "workspace.reason.dockThunderbolt" });
    else if (answers.laptop === "usb-c" && !chosen?.choice.oneCable) add("dock", "ud22", 1, { key: "workspace.reason.dockUsbC" });
  }
  if (!has("webcam") && !chosen?.monitor.hasWebcam) add("webcam", "wb5023", 1, { key: "workspace.reason.webcam" });
  if (!has("headset")) add("headset", "wl5022", 1, { key: "workspace.reason.headset" });
  if (!has("keyboard-mouse")) add("keyboard-mouse", "km7321w", 1, { key: "workspace.reason.keyboardMouse" });
  if (!has("arm") && (answers.hoursPerDay >= ARM_HOURS || answers.screens >= 2)) {
    const reason = { key: "workspace.reason.arm", values: { hours: answers.hoursPerDay } };
    if (answers.screens === 1) add("arm", "msa20", 1, reason);
    else add("arm", "mda20", 1, reason);
    if (answers.screens === 3) add("arm", "msa20", 1, reason);
  }
  return { monitor: chosen?.choice ?? null, items, ...billTotals(items, answers.budgetUsd) };
}
