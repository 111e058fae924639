/** The energy calculator's reads of the catalogue: the catalogue's power projections (decision 011). */
import type { ChosenMonitor, MonitorOption } from "./monitor-types";

export type { ChosenMonitor, MonitorOption };
export { findPoweredMonitors as findMonitors, listPowerOptions as listMonitorOptions, OTHER_MAKER_LIMIT, searchOtherMakers } from "~/features/catalogue/index.server";
