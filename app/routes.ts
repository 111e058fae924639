import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageTable } from "./page-table";

function siteTree(site: "work" | "home") {
  return pageTable.map((page) =>
    page.path === ""
      ? index(page.file, { id: `${site}/${page.id}` })
      : route(page.path, page.file, { id: `${site}/${page.id}` }),
  );
}

export default [
  route(":lang/api/phrases", "routes/api.phrases.ts"),
  // Sign-out has no page: a POST target outside the language trees (the pages are in the page table).
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route(":lang/api/monitors", "routes/api.monitors.ts"),
  route(":lang/api/homepage/:environment", "routes/api.homepage.ts"),
  route(":lang/api/featured-banners/:environment", "routes/api.featured-banners.ts"),
  // Shared by both sites; the spec's addresses have no language (?lang= picks one), the prefixed ones do.
  route("api/regions", "routes/api.regions.ts"),
  route(":lang/api/regions", "routes/api.regions.ts", { id: "routes/api.regions.lang" }),
  route("api/meeting-space-config_peripheral", "routes/api.meeting-space-config-peripheral.ts"),
  route(":lang/api/meeting-space-config_peripheral", "routes/api.meeting-space-config-peripheral.ts", {
    id: "routes/api.meeting-space-config-peripheral.lang",
  }),
  route("api/workspace-config-peripheral", "routes/api.workspace-config-peripheral.ts"),
  route(":lang/api/workspace-config-peripheral", "routes/api.workspace-config-peripheral.ts", {
    id: "routes/api.workspace-config-peripheral.lang",
  }),
  route(":lang/api/resources/:limit/:sortField/:sortDirection", "routes/api.resources.ts"),
  route(":lang/api/calculators/:name", "routes/api.calculators.ts"),
  route(":lang/api/configurators/:name", "routes/api.configurators.ts"),
  route(":lang/api/workspace-monitors", "routes/api.workspace-monitors.ts"),
  route(":lang/api/devices/recommendation", "routes/api.devices.recommendation.ts"),
  route(":lang/api/energy-monitors", "routes/energy-calculator.monitor-search.tsx"),
  // The data service for integrations (docs/api.md): no language, the spec's addresses.
  route("api/data/search_entry", "routes/api.data.search-entry.ts"),
  route("api/data/create_entry", "routes/api.data.create-entry.ts"),
  route("api/data/update_entry", "routes/api.data.update-entry.ts"),
  route("api/data/delete_entry", "routes/api.data.delete-entry.ts"),
  route("for-home/:lang", "routes/language-layout.tsx", { id: "home/language" }, siteTree("home")),
  route(":lang", "routes/language-layout.tsx", { id: "work/language" }, siteTree("work")),
  index("routes/unprefixed.tsx", { id: "unprefixed-index" }),
  route("*", "routes/unprefixed.tsx", { id: "unprefixed" }),
] satisfies RouteConfig;
