import { useState } from "react";
import { Form } from "react-router";
import { useT } from "~/root-data";
import { osVersions, scenarios } from "../catalogue";

/** A device in the list, with the OS versions it runs: the OS field offers only those. */
export type DeviceOption = { slug: string; name: string; vendor: string; osVersions: string[] };
export type FieldErrors = Partial<Record<string, string>>;
type Values = { device?: string; os?: string; scenario?: string; monitor?: string };

const fieldClass = "mt-1 block w-full rounded border border-gray-500 px-3 py-2";

/** The lookup as a GET form: it works without JavaScript and its address can be shared. */
export function LookupForm({ devices, values, errors }: { devices: DeviceOption[]; values: Values; errors: FieldErrors }) {
  const t = useT();
  const vendors = [...new Set(devices.map((device) => device.vendor))];
  const [deviceSlug, setDeviceSlug] = useState(values.device ?? devices[0]?.slug);
  const chosen = devices.find((device) => device.slug === deviceSlug);
  // An unknown device (a hand-edited address) keeps every version, so the server's message names the field.
  const versions = chosen ? osVersions.filter((version) => chosen.osVersions.includes(version.slug)) : osVersions;
  // The asked version where the device runs it, else its newest: a changed device never keeps a version it cannot run.
  const osValue = versions.some((version) => version.slug === values.os) ? values.os : versions.at(-1)?.slug;
  const described = (name: string, hint?: boolean) => [hint ? `${name}-hint` : "", errors[name] ? `${name}-error` : ""].join(" ").trim() || undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    ) : null;
  return (
    <Form method="get" className="grid gap-5" aria-label={t("devices.page.chooseMonitor")}>
      <div>
        <label htmlFor="device" className="font-semibold">
          {t("devices.input.device")}
        </label>
        <select id="device" name="device" value={deviceSlug} onChange={(event) => setDeviceSlug(event.target.value)} className={fieldClass} aria-invalid={errors.device ? true : undefined} aria-describedby={described("device")}>
          {vendors.map((vendor) => (
            <optgroup key={vendor} label={vendor}>
              {devices
                .filter((device) => device.vendor === vendor)
                .map((device) => (
                  <option key={device.slug} value={device.slug}>
                    {device.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error("device")}
      </div>
      <div>
        <label htmlFor="os" className="font-semibold">
          {t("devices.input.os")}
        </label>
        <select key={deviceSlug} id="os" name="os" defaultValue={osValue} className={fieldClass} aria-invalid={errors.os ? true : undefined} aria-describedby={described("os", true)}>
          {versions.map((version) => (
            <option key={version.slug} value={version.slug}>
              {version.name}
            </option>
          ))}
        </select>
        <p id="os-hint" className="mt-1 text-sm text-gray-700">
          {t("devices.input.osHint")}
        </p>
        {error("os")}
      </div>
      <div>
        <label htmlFor="scenario" className="font-semibold">
          {t("devices.input.scenario")}
        </label>
        <select id="scenario" name="scenario" defaultValue={values.scenario ?? "two-monitors"} className={fieldClass} aria-invalid={errors.scenario ? true : undefined} aria-describedby={described("scenario")}>
          {scenarios.map((scenario) => (
            <option key={scenario.slug} value={scenario.slug}>
              {t(`devices.scenario.${scenario.slug}`)}
            </option>
          ))}
        </select>
        {error("scenario")}
      </div>
      <div>
        <label htmlFor="monitor" className="font-semibold">
          {t("devices.input.monitor")}
        </label>
        <input id="monitor" name="monitor" type="text" defaultValue={values.monitor ?? ""} maxLength={80} className={fieldClass} aria-invalid={errors.monitor ? true : undefined} aria-describedby={described("monitor", true)} />
        <p id="monitor-hint" className="mt-1 text-sm text-gray-700">
          {t("devices.input.monitorHint")}
        </p>
        {error("monitor")}
      </div>
      <div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          {t("devices.input.submit")}
        </button>
      </div>
    </Form>
  );
}
