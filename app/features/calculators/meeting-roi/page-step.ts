/**
 * The meeting-room ROI calculator's two pages as views of one computed page (the server's loader
 * and the browser's clientLoader both end here). Both draw the frame's form, which sends its
 * inputs to the results page; the input page shows no results.
 */
import type { CalculatorPageData } from "~/features/calculators/frame/page-data";
import { meetingRoiTool } from "./tool";

export const INPUT_PATH = meetingRoiTool.urls.entry;
export const RESULTS_PATH = meetingRoiTool.urls.results ?? INPUT_PATH;

export type MeetingRoiStep = "input" | "results";

type Meta = { title: string; description: string };

export function meetingRoiStepData<R>(page: CalculatorPageData<R>, step: MeetingRoiStep, origin: string, metas: Record<MeetingRoiStep, Meta>) {
  return {
    // The form, the share link and the reset links all go to the results page.
    // The input page is for filling in: it says only what sent the visitor back, if anything.
    page: step === "input" ? { ...page, path: RESULTS_PATH, run: null, issues: [] } : { ...page, path: RESULTS_PATH },
    step,
    inputHref: `${INPUT_PATH}${page.query ? `?${page.query}` : ""}`,
    origin,
    metas,
    meta: metas[step],
  };
}
