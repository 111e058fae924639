/**
 * channel_name=devices: the laptop tool's reference data for integrations, read-only. One
 * search names a `target`: devices (optionally filtered by os, form, year), osVersions
 * (optionally for one device), years, forms, scenarios, or selectedRecommendation (device, os,
 * scenario and optionally monitor → the same answer as GET /{lang}/api/devices/recommendation).
 */
import { z } from "zod";
import { forms, listDevices, lookUpRecommendation, operatingSystems, osVersionSlugs, osVersions, osVersionsFor, scenarios } from "~/features/devices/index.server";
import { getLanguage } from "~/i18n/languages";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import { parseFields, type ChannelContext } from "./channel-context";
import { wireName } from "./nested-fields";
import { failure, invalid, success } from "./responses";

const targets = ["devices", "osVersions", "years", "forms", "scenarios", "selectedRecommendation"] as const;

const searchSchema = z.object({
  target: z.enum(targets, { error: `Use one of ${targets.join(", ")}.` }),
  // An OS (macos, windows) or one version of it (macos-15): devices that run it.
  os: z.enum([...operatingSystems, ...osVersionSlugs], { error: "Use macos, windows or a version such as macos-15." }).optional(),
  form: z.enum(forms, { error: "Use laptop or desktop." }).optional(),
  year: z.coerce.number({ error: "A year is a whole number." }).int("A year is a whole number.").min(2000).max(2100).optional(),
  device: z.string().max(80).optional(),
  lang: z.enum(["en-us", "zh-cn"], { error: "Use en-us or zh-cn." }).default("en-us"),
});

// The code's own catalogues, so the channel answers the same text whatever the phrases table holds.
const catalogues = { "en-us": enUs, "zh-cn": zhCn } as const;

export async function searchDevices(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(searchSchema, context.fields);
  if (!parsed.ok) return parsed.response;
  const query = parsed.data;
  const all = await listDevices(context.db);
  switch (query.target) {
    case "devices":
      return success(
        all
          .filter((device) => runs(device, query.os) && (!query.form || device.form === query.form) && (!query.year || device.year === query.year))
          .map(({ slug, vendor, name, form, year, os }) => ({ slug, vendor, name, form, year, os })),
      );
    case "osVersions": {
      if (!query.device) return success(osVersions.filter((version) => !query.os || version.os === query.os || version.slug === query.os));
      const device = all.find((entry) => entry.slug === query.device);
      return device ? success(osVersionsFor(device)) : invalid({ [wireName("device")]: ["No such device."] });
    }
    case "years":
      return success([...new Set(all.map((device) => device.year))].sort((a, b) => a - b));
    case "forms":
      return success([...forms]);
    case "scenarios":
      return success(scenarios.map(({ slug, monitors }) => ({ slug, monitors })));
    case "selectedRecommendation": {
      const t = createTranslator(catalogues[query.lang], getLanguage(query.lang).locale);
      const params = new URLSearchParams();
      for (const name of ["device", "os", "scenario", "monitor"]) {
        const value = context.fields[name];
        if (value !== undefined) params.set(name, value);
      }
      const result = await lookUpRecommendation(context.db, t, params, "work");
      if (result.status === 200) return success(result.body);
      if (result.status === 404) return failure(404, "not-found");
      return invalid(Object.fromEntries(result.body.issues.map((issue) => [wireName(issue.field), [issue.message]])));
    }
  }
}

function runs(device: Parameters<typeof osVersionsFor>[0] & { os: string }, os: string | undefined): boolean {
  if (!os) return true;
  return device.os === os || osVersionsFor(device).some((version) => version.slug === os);
}

/** The channel is reference data: nothing to create, change or delete. */
export async function refuseDeviceWrite(): Promise<Response> {
  return invalid({ [wireName("channel_name")]: ["The devices channel is read-only: use search_entry."] });
}
