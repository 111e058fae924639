/**
 * The calculators the frame serves, by API name: `/{lang}/api/calculators/<name>` and the
 * pages call them through here. Each one's saved entries are checked against the frame's
 * saved-query schema (or its own, which reads older entries as that query).
 */
import { registerCalculatorSchema } from "~/features/collections";
import { savedQuerySchema } from "./frame/saved-query";
import type { ServedCalculator } from "./frame/served";
import { servedEnergy } from "./energy/served.server";
import { servedErgonomics } from "./ergonomics/served.server";
import { servedMeetingRoi } from "./meeting-roi/served.server";
import { servedMultiMonitor } from "./multi-monitor/served.server";
import { servedProductivity, servedTei } from "./productivity/served.server";
import { servedQuality } from "./quality/served.server";
import { servedWhyRefresh } from "./why-refresh/served.server";

// The element type is erased here: each page imports its own calculator with its types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const served: readonly ServedCalculator<any, any, any>[] = [servedEnergy, servedProductivity, servedTei, servedQuality, servedWhyRefresh, servedMeetingRoi, servedErgonomics, servedMultiMonitor];

for (const calculator of served) registerCalculatorSchema(calculator.name, calculator.savedSchema ?? savedQuerySchema);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function servedCalculator(name: string): ServedCalculator<any, any, any> | undefined {
  return served.find((calculator) => calculator.name === name);
}

export const servedNames = served.map((calculator) => calculator.name);
