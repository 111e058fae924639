import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What `Allow` says of a page: whether its route module takes writes (exports an action). */
export type PageMethods = (path: string) => string | undefined;

/**
 * The methods each page answers, read from the build's route table: `GET, HEAD, POST` where the
 * matched route has an action, `GET, HEAD` where it has none; undefined where no route matches.
 * A guess from the address alone named POST for every page, which a page without an action refuses.
 */
export function pageMethodsOf(routes: ServerBuild["routes"]): PageMethods {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  const table = tree(undefined);
  return (path) => {
    const leaf = matchRoutes(table, path)?.at(-1)?.route.id;
    if (leaf === undefined) return undefined;
    return routes[leaf]?.module.action ? "GET, HEAD, POST" : "GET, HEAD";
  };
}
