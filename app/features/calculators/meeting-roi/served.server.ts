import { serveCalculator } from "~/features/calculators/frame/served";
import { listInteractiveDisplays, loadMeetingRoiContext } from "./context.server";
import { meetingRoiDefinition, type MeetingRoiAnswer, type MeetingRoiContext, type MeetingRoiInputs } from "./definition";
import { roiCountries } from "./countries";
import { meetingRoiPdf } from "./pdf.server";
import { meetingRoiTool } from "./tool";

export const servedMeetingRoi = serveCalculator<MeetingRoiInputs, MeetingRoiContext, MeetingRoiAnswer>(meetingRoiTool, {
  definition: meetingRoiDefinition,
  loadContext: loadMeetingRoiContext,
  currencyOf: (context) => roiCountries[context.country].currency,
  monitors: (db) => listInteractiveDisplays(db),
  pdf: meetingRoiPdf,
});
