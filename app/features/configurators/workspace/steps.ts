/** The workspace wizard: each step a page of its own address (see ../shared/wizard.ts). */
import { wizard } from "../shared/wizard";
import type { WorkspaceField } from "./answers";

export const WORKSPACE_PATH = "/workspace-configurator";

const workspaceWizard = wizard(WORKSPACE_PATH, [
  { id: "desk", fields: ["persona", "hoursPerDay", "deskWidthIn", "screens"] },
  { id: "devices", fields: ["laptop", "existing"] },
  { id: "extras", fields: ["budgetUsd", "region"] },
  { id: "results", fields: [] },
] as const satisfies readonly { id: string; fields: readonly WorkspaceField[] }[]);

export const { steps, stepIndex, stepPath, fieldsBefore, stepOfField } = workspaceWizard;
