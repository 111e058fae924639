import type { Route } from "./+types/apple-configurator.evolving-workspaces";
import { LocalLink } from "~/components/ui/local-link";
import { DevicesPage, Section } from "~/features/devices/components/devices-page";
import { loadDevicesPage } from "~/features/devices/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: Route.LoaderArgs) {
  const { meta } = await loadDevicesPage(request, "devices.page.evolvingWorkspaces", "devices.meta.evolving");
  return { meta };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function EvolvingWorkspaces() {
  const t = useT();
  return (
    <DevicesPage current="/apple-configurator/evolving-workspaces" title={t("devices.page.evolvingWorkspaces")} lead={t("devices.evolving.lead")}>
      <Section title={t("devices.evolving.hybridTitle")}>{t("devices.evolving.hybridBody")}</Section>
      <Section title={t("devices.evolving.videoTitle")}>{t("devices.evolving.videoBody")}</Section>
      <Section title={t("devices.evolving.mixedTitle")}>{t("devices.evolving.mixedBody")}</Section>
      <LocalLink to="/apple-configurator/input" className="mt-8 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("devices.evolving.cta")}
      </LocalLink>
    </DevicesPage>
  );
}
