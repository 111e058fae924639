/** How each step asks its questions: the page draws them from this list. */
import { optionsOf as options, type Question } from "../shared/question";
import { existingKinds, mountings, platforms, roomShapes, roomSizes, viewings } from "./answers";

export const questions: Record<string, Question[]> = {
  room: [
    { field: "roomSize", kind: "radio", label: "meetingSpace.roomSize", options: options(roomSizes, "meetingSpace.roomSize"), initial: "medium" },
    { field: "distanceFt", kind: "number", label: "meetingSpace.distanceFt", hint: "meetingSpace.distanceFtHint", optional: true, step: "0.5" },
    { field: "seats", kind: "number", label: "meetingSpace.seats", hint: "meetingSpace.seatsHint", optional: false, step: "1" },
    { field: "shape", kind: "radio", label: "meetingSpace.shape", options: options(roomShapes, "meetingSpace.shape"), initial: "boardroom" },
  ],
  platform: [
    { field: "platform", kind: "radio", label: "meetingSpace.platform", options: options(platforms, "meetingSpace.platform") },
    { field: "existing", kind: "checkbox", label: "meetingSpace.existing", hint: "meetingSpace.existingHint", options: options(existingKinds, "meetingSpace.existing") },
  ],
  display: [
    { field: "viewing", kind: "radio", label: "meetingSpace.viewing", hint: "meetingSpace.viewingHint", options: options(viewings, "meetingSpace.viewing"), initial: "reading" },
    {
      field: "touch",
      kind: "radio",
      label: "meetingSpace.touch",
      options: [
        { value: "yes", label: "configurator.yes" },
        { value: "no", label: "configurator.no" },
      ],
      initial: "no",
    },
    { field: "mounting", kind: "radio", label: "meetingSpace.mounting", options: options(mountings, "meetingSpace.mounting"), initial: "wall" },
    { field: "budgetUsd", kind: "number", label: "meetingSpace.budgetUsd", hint: "meetingSpace.budgetHint", optional: true, step: "any" },
    { field: "region", kind: "select", label: "meetingSpace.region", hint: "meetingSpace.regionHint", emptyLabel: "meetingSpace.region.all" },
  ],
};
