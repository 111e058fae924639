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
  route("for-home/:lang", "routes/language-layout.tsx", { id: "home/language" }, siteTree("home")),
  route(":lang", "routes/language-layout.tsx", { id: "work/language" }, siteTree("work")),
  index("routes/unprefixed.tsx", { id: "unprefixed-index" }),
  route("*", "routes/unprefixed.tsx", { id: "unprefixed" }),
] satisfies RouteConfig;
