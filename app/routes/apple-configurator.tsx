import type { Route } from "./+types/apple-configurator";
import { LocalLink } from "~/components/ui/local-link";
import { DevicesPage } from "~/features/devices/components/devices-page";
import { loadDevicesPage } from "~/features/devices/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: Route.LoaderArgs) {
  const { meta } = await loadDevicesPage(request, "devices.name", "devices.meta.why");
  return { meta };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function WhyMonitors() {
  const t = useT();
  return (
    <DevicesPage current="/apple-configurator" title={t("devices.name")} lead={t("devices.why.lead")}>
      <ul className="list-disc space-y-2 pl-6 text-gray-800">
        <li>{t("devices.why.pointSpace")}</li>
        <li>{t("devices.why.pointPosture")}</li>
        <li>{t("devices.why.pointOneCable")}</li>
        <li>{t("devices.why.pointCompatibility")}</li>
      </ul>
      <LocalLink to="/apple-configurator/input" className="mt-8 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("devices.why.cta")}
      </LocalLink>
    </DevicesPage>
  );
}
