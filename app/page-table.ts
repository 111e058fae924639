/**
 * Every page of the site once, without language or site prefix. routes.ts builds the Work
 * and Home route trees from it, and the unprefixed-path redirect checks paths against it,
 * so a path is redirected only when the page really exists.
 */
import { bareToolEntries, tools } from "./utils/tool-registry";
import type { PhraseKey } from "./i18n/phrases/en-us";

export type PageEntry = { id: string; path: string; file: string; titleKey: PhraseKey };

export const pageTable: readonly PageEntry[] = [
  { id: "home", path: "", file: "routes/home.tsx", titleKey: "site.name" },
  { id: "products", path: "products", file: "routes/products.tsx", titleKey: "products.title" },
  { id: "product", path: "product/:slug?", file: "routes/product.tsx", titleKey: "products.title" },
  { id: "comparison", path: "comparison/:slug?", file: "routes/comparison.tsx", titleKey: "page.comparison" },
  { id: "use-case", path: "use-case/:slug?", file: "routes/use-case.tsx", titleKey: "page.useCases" },
  { id: "knowledge-base-design-audio", path: "knowledge-base/design-audio", file: "routes/knowledge-base.tsx", titleKey: "kb.designAudio" },
  { id: "knowledge-base-dual-resolution", path: "knowledge-base/dual-resolution", file: "routes/knowledge-base.tsx", titleKey: "kb.dualResolution" },
  { id: "knowledge-base-qd-oled", path: "knowledge-base/qd-oled", file: "routes/knowledge-base.tsx", titleKey: "kb.qdOled" },
  { id: "knowledge-base-spatial-audio", path: "knowledge-base/spatial-audio", file: "routes/knowledge-base.tsx", titleKey: "kb.spatialAudio" },
  { id: "definition", path: "definition/*", file: "routes/definition.tsx", titleKey: "page.glossary" },
  { id: "resources", path: "resources", file: "routes/resources.tsx", titleKey: "page.resources" },
  { id: "resource", path: "resources/:slug", file: "routes/resource.tsx", titleKey: "page.resource" },
  { id: "collections", path: "collections", file: "routes/collections.tsx", titleKey: "page.collections" },
  { id: "collections-guide", path: "collections/guide", file: "routes/collections-guide.tsx", titleKey: "page.collectionsGuide" },
  { id: "collection", path: "collections/:slug", file: "routes/collections-detail.tsx", titleKey: "page.collection" },
  { id: "settings", path: "settings", file: "routes/settings.tsx", titleKey: "page.settings" },
  { id: "icons", path: "icons", file: "routes/icons.tsx", titleKey: "page.icons" },
  { id: "error", path: "error", file: "routes/error-page.tsx", titleKey: "page.errorPage" },
  { id: "template", path: "template-DO-NOT-REMOVE", file: "routes/template.tsx", titleKey: "page.template" },
  { id: "auth-sign-in", path: "auth/sign-in", file: "routes/auth.sign-in.tsx", titleKey: "auth.signIn" },
  { id: "auth-signed-in", path: "auth/signed-in", file: "routes/auth.signed-in.tsx", titleKey: "page.signedIn" },
  { id: "auth-logged-out", path: "auth/logged-out", file: "routes/auth.logged-out.tsx", titleKey: "page.loggedOut" },
  // Each tool's pages, as its declaration lists them (app/tool-declarations.ts).
  ...tools.flatMap((tool) => tool.pages.map((page) => ({ id: page.id ? `${tool.id}-${page.id}` : tool.id, path: page.path, file: page.file, titleKey: page.titleKey }))),
  // A tool's bare address redirects to its first page (routes/tool-entry.ts).
  ...bareToolEntries.map((entry) => ({ id: `${entry.id}-entry`, path: entry.segment, file: "routes/tool-entry.ts", titleKey: entry.titleKey })),
];
