import type { ServedCalculator } from "~/features/calculators/frame/served";
import { listInteractiveDisplays, loadMeetingRoiContext } from "./context.server";
import { meetingRoiDefinition, type MeetingRoiAnswer, type MeetingRoiContext, type MeetingRoiInputs } from "./definition";
import { roiCountries } from "./countries";

export const servedMeetingRoi: ServedCalculator<MeetingRoiInputs, MeetingRoiContext, MeetingRoiAnswer> = {
  name: "meeting-roi",
  toolId: "ecosystem-roi",
  definition: meetingRoiDefinition,
  loadContext: loadMeetingRoiContext,
  currencyOf: (context) => roiCountries[context.country].currency,
  monitors: (db) => listInteractiveDisplays(db),
};
