import type { MonitorPower } from "./model";

/** A choice in the monitor list. */
export type MonitorOption = { slug: string; title: string; series: string | null; usable: boolean };

/** A chosen monitor with what the results show about it; power is null without all three figures. */
export type ChosenMonitor = {
  slug: string;
  title: string;
  vendor: string;
  series: string | null;
  power: MonitorPower | null;
  sources: string[];
};
