/** How each workspace step asks its questions: the page draws them from this list. */
import { optionsOf as options, type Question } from "../shared/question";
import { existingKinds, laptopKinds, screenCounts } from "./answers";

export const questions: Record<string, Question[]> = {
  desk: [
    { field: "persona", kind: "select", label: "workspace.persona", hint: "workspace.personaHint" },
    { field: "hoursPerDay", kind: "number", label: "workspace.hoursPerDay", hint: "workspace.hoursHint", optional: false, step: "0.5", initial: "8" },
    { field: "deskWidthIn", kind: "number", label: "workspace.deskWidthIn", hint: "workspace.deskWidthHint", optional: false, step: "1", initial: "55" },
    { field: "screens", kind: "radio", label: "workspace.screens", options: options(screenCounts, "workspace.screens"), initial: "1" },
  ],
  devices: [
    { field: "laptop", kind: "radio", label: "workspace.laptop", options: options(laptopKinds, "workspace.laptop"), initial: "usb-c" },
    { field: "existing", kind: "checkbox", label: "workspace.existing", hint: "workspace.existingHint", options: options(existingKinds, "workspace.existing") },
  ],
  extras: [
    { field: "budgetUsd", kind: "number", label: "workspace.budgetUsd", hint: "workspace.budgetHint", optional: true, step: "any" },
    { field: "region", kind: "select", label: "workspace.region", hint: "workspace.regionHint", emptyLabel: "workspace.region.all" },
  ],
};
