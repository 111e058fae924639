import { getVisitorSettings } from "~/features/library/index.server";
import { isCountryCode } from "~/utils/countries";

/**
 * The calculator's defaults for this visitor (the frame's `visitorDefaults`): the country and
 * units remembered on /settings, where the address says nothing; else none, and the schema's
 * (US, metric) hold. A language's default settings are not a choice the visitor made.
 */
export function visitorFormDefaults(request: Request): Record<string, string> {
  const settings = getVisitorSettings(request);
  if (!settings.remembered) return {};
  return { country: isCountryCode(settings.country) ? settings.country : "US", units: settings.units };
}
