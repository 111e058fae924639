/**
 * Saved entries of the energy calculator (the collections feature stores them): the state's
 * schema is registered once, when the server loads this module, so an entry is checked when it
 * is saved and again when it is opened.
 */
import { registerCalculatorSchema } from "~/features/collections";
import { loadSavedEntryForPage } from "~/features/collections/index.server";
import { energyStateSchema, type EnergyState } from "./validate";

export const ENERGY_CALCULATOR = "energy";

registerCalculatorSchema(ENERGY_CALCULATOR, energyStateSchema);

export type EnergyEntry = { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string; state: EnergyState };

/** The entry named by `?entry=…`, if the visitor may open it. */
export async function loadEnergyEntry(request: Request): Promise<EnergyEntry> {
  const lookup = await loadSavedEntryForPage(request, ENERGY_CALCULATOR);
  if (lookup.status !== "found") return lookup;
  const state = energyStateSchema.safeParse(lookup.entry.calculatorData);
  return state.success ? { status: "found", urlTitle: lookup.entry.urlTitle, state: state.data } : { status: "not-found" };
}
