import type { ContextLoader } from "~/features/calculators/frame/definition";
import type { BusinessContext } from "./business";
import { loadBusinessContext } from "./business-context.server";
import type { SalaryCountry } from "./salaries";

/** The context loader of a calculator that needs only the country's currency and rate. */
export const loadCountryContext: ContextLoader<{ country: SalaryCountry }, BusinessContext> = async (inputs) => ({
  ok: true,
  context: await loadBusinessContext(inputs.country),
});
