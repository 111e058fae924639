import type { Database } from "#db/connect";
import type { SiteId } from "~/i18n/paths";
import type { Translate } from "~/i18n/translate";
import { writeAnswer, type RecommendationAnswer } from "./answer";
import { findOsVersion, findScenario, osVersionsFor } from "./catalogue";
import { fittingMonitors, findDevice, findMonitorPower } from "./devices.server";
import { parseRecommendationQuery } from "./query";
import { recommend } from "./rules";

export type LookupError = { message: string; issues: Array<{ field: string; message: string }> };
export type LookupResult = { status: 200; body: RecommendationAnswer } | { status: 400 | 404; body: LookupError };

/** How many catalogue monitors an answer lists. */
export const FITTING_MONITORS = 6;

/** The lookup behind the API and the input page: query in, a status and a translated body out. */
export async function lookUpRecommendation(db: Database, t: Translate, params: URLSearchParams, site: SiteId): Promise<LookupResult> {
  const parsed = parseRecommendationQuery(params);
  if (!parsed.ok) {
    return { status: 400, body: { message: t("devices.error.invalid"), issues: parsed.issues.map((issue) => ({ field: issue.field, message: t(issue.key) })) } };
  }
  const { query } = parsed;
  const device = await findDevice(db, query.device);
  if (!device) return { status: 404, body: { message: t("devices.error.unknownDevice"), issues: [{ field: "device", message: t("devices.error.unknownDevice") }] } };
  const os = findOsVersion(query.os)!;
  const scenario = findScenario(query.scenario)!;
  const runs = osVersionsFor(device);
  if (!runs.some((version) => version.slug === os.slug)) {
    const versions = runs.map((version) => version.name).join(", ");
    const message = t("devices.error.osForDevice", { device: device.name, os: os.name, versions });
    return { status: 400, body: { message, issues: [{ field: "os", message }] } };
  }
  const monitor = query.monitor ? await findMonitorPower(db, query.monitor) : null;
  if (monitor === undefined) {
    return { status: 400, body: { message: t("devices.error.invalid"), issues: [{ field: "monitor", message: t("devices.error.unknownMonitor") }] } };
  }
  const recommendation = recommend(device, os, scenario, monitor);
  const monitors = !recommendation.monitorFilter
    ? []
    : monitor
      ? [{ slug: monitor.slug, title: monitor.title, sizeInches: monitor.sizeInches, usbCPowerDeliveryWatts: monitor.usbCPowerDeliveryWatts }]
      : await fittingMonitors(db, { ...recommendation.monitorFilter, site, limit: FITTING_MONITORS });
  return { status: 200, body: writeAnswer(t, { device, os, scenario, recommendation, monitors }) };
}
