import { getVisitorSettings } from "~/features/library/index.server";
import { isCountryCode } from "~/utils/countries";
import type { FormDefaults } from "./form-state";

/**
 * The calculator's defaults for this visitor: the country and units remembered on /settings,
 * else the specification's (US, metric). A language's default settings are not a choice the
 * visitor made, so they do not override the specification.
 */
export function visitorFormDefaults(request: Request): FormDefaults | undefined {
  const settings = getVisitorSettings(request);
  if (!settings.remembered) return undefined;
  return { country: isCountryCode(settings.country) ? settings.country : "US", units: settings.units };
}
