import { data } from "react-router";
import type { Route } from "./+types/apple-configurator.input";
import { LookupForm } from "~/features/devices/components/lookup-form";
import { DevicesPage } from "~/features/devices/components/devices-page";
import { RecommendationResult } from "~/features/devices/components/recommendation-result";
import { listDevices } from "~/features/devices/devices.server";
import { lookUpRecommendation } from "~/features/devices/lookup.server";
import { loadDevicesPage } from "~/features/devices/page.server";
import { useT } from "~/root-data";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";

/** The lookup runs once the form has been sent (any of its fields in the address). */
export async function loader({ request }: Route.LoaderArgs) {
  const { meta, t, locale } = await loadDevicesPage(request, "devices.page.chooseMonitor", "devices.meta.input");
  const db = await getDb();
  const params = new URL(request.url).searchParams;
  const devices = (await listDevices(db)).map(({ slug, name, vendor, osVersions }) => ({ slug, name, vendor, osVersions }));
  const values = Object.fromEntries(["device", "os", "scenario", "monitor"].map((name) => [name, params.get(name)?.slice(0, 80) ?? undefined]));
  const sent = ["device", "os", "scenario"].some((name) => params.has(name));
  if (!sent) return { meta, devices, values, answer: null, error: null };
  const result = await lookUpRecommendation(db, t, params, locale.site);
  if (result.status === 200) return { meta, devices, values, answer: result.body, error: null };
  // The form's own mistakes (and an unknown device) are the visitor's: 400 with the messages by the fields.
  return data({ meta, devices, values, answer: null, error: result.body }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => pageMeta(loaderData);

export default function ChooseYourMonitor({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { devices, values, answer, error } = loaderData;
  const errors = Object.fromEntries((error?.issues ?? []).map((issue) => [issue.field, issue.message]));
  return (
    <DevicesPage current="/apple-configurator/input" title={t("devices.page.chooseMonitor")} lead={t("devices.input.lead")}>
      {error && (
        <div role="alert" className="mb-6 rounded border border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("devices.result.errors")}</p>
          <p>{error.message}</p>
        </div>
      )}
      <LookupForm devices={devices} values={values} errors={errors} />
      {answer && <RecommendationResult answer={answer} />}
    </DevicesPage>
  );
}
