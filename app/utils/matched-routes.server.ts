import type { EntryContext } from "react-router";

type Manifest = EntryContext["manifest"];

/** Per build (the manifest's route table), the manifest of each matched branch, made once. */
const byBuild = new WeakMap<Manifest["routes"], Map<string, Manifest>>();

/**
 * The router context with only the page's matched routes in its manifest. React Router's
 * ServerRouter turns every route of the manifest into route objects on every render (~230 here:
 * each page on both sites), and its static router converts them all once more. The render reads
 * only the matched routes — their modules, links, meta and scripts; with "initial" route
 * discovery no partial manifest is computed — so their subset renders the same markup. The
 * browser gets the whole manifest from its own file as before.
 */
export function withMatchedRoutes(context: EntryContext): EntryContext {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  const routes = context.manifest.routes;
  if (ids.length === 0 || context.routeDiscovery.mode !== "initial") return context;
  let manifests = byBuild.get(routes);
  if (!manifests) byBuild.set(routes, (manifests = new Map()));
  const key = ids.join("\n");
  let manifest = manifests.get(key);
  if (!manifest) {
    const subset: Manifest["routes"] = {};
    for (const id of ids) {
      const route = routes[id];
      // Not a branch of this build (cannot happen): render with everything.
      if (!route) return context;
      subset[id] = route;
    }
    manifest = { ...context.manifest, routes: subset };
    manifests.set(key, manifest);
  }
  return { ...context, manifest };
}
