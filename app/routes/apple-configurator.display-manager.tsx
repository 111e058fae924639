import type { Route } from "./+types/apple-configurator.display-manager";
import { DevicesPage, Section } from "~/features/devices/components/devices-page";
import { loadDevicesPage } from "~/features/devices/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: Route.LoaderArgs) {
  const { meta } = await loadDevicesPage(request, "devices.page.displayManager", "devices.meta.displayManager");
  return { meta };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function DisplayManager() {
  const t = useT();
  return (
    <DevicesPage current="/apple-configurator/dell-display-manager" title={t("devices.page.displayManager")} lead={t("devices.displayManager.lead")}>
      <Section title={t("devices.displayManager.layoutsTitle")}>{t("devices.displayManager.layoutsBody")}</Section>
      <Section title={t("devices.displayManager.presetsTitle")}>{t("devices.displayManager.presetsBody")}</Section>
      <Section title={t("devices.displayManager.multiTitle")}>{t("devices.displayManager.multiBody")}</Section>
      <Section title={t("devices.displayManager.platformsTitle")}>{t("devices.displayManager.platformsBody")}</Section>
    </DevicesPage>
  );
}
