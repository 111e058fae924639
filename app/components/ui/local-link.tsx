import { createElement, forwardRef } from "react";
import { createPath, Link, resolvePath, type LinkProps } from "react-router";
import { useLocale } from "~/root-data";

type LocalLinkProps = Omit<LinkProps, "to"> & { to: string };

/** The Network Information API's fields this file reads (Chromium only; absent elsewhere). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Prefetching on intent costs data: skip it when the browser asks to save data or the link is 2g. */
export function prefetchOnIntentAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

function prefetchMode(): LinkProps["prefetch"] {
  // The server renders "intent"; "intent" and "none" give the same markup, so hydration agrees.
  if (typeof navigator === "undefined") return "intent";
  return prefetchOnIntentAllowed((navigator as Navigator & { connection?: ConnectionHints }).connection) ? "intent" : "none";
}

/** The page path and what follows it: "/products?q=1#top" → ["/products", "?q=1#top"]. */
export function splitTarget(to: string): [path: string, rest: string] {
  const cut = to.search(/[?#]/);
  return cut === -1 ? [to, ""] : [to.slice(0, cut), to.slice(cut)];
}

/** The href React Router's <Link> renders for an absolute path (resolved; a lone "?" or "#" dropped). */
export function hrefOf(to: string): string {
  return createPath(resolvePath(to, "/"));
}

// <Link>'s own props: on the server they are not attributes of the anchor.
const linkOnlyProps: ReadonlySet<string> = new Set(["discover", "prefetch", "relative", "reloadDocument", "replace", "state", "preventScrollReset", "viewTransition", "onClick"]);

/**
 * A link to a page of the current site and language: `to` is the bare page path ("/products").
 * The server renders the anchor <Link> would render, without <Link>'s hooks (path resolution,
 * prefetch and click handling, for every link of every page); the browser renders <Link>, which
 * hydrates that same anchor.
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink({ to, ...props }, ref) {
  const { localPath } = useLocale();
  const [path, rest] = splitTarget(to);
  const target = `${localPath(path || "/")}${rest}`;
  if (typeof document === "undefined") return serverAnchor(target, props);
  return <Link ref={ref} prefetch={prefetchMode()} to={target} {...props} />;
});

/**
 * A link to an address that is already whole ("/zh-cn/products?q=1": the language menu, a
 * results page's toggles): rendered like LocalLink, as the plain anchor on the server and as
 * <Link> in the browser. A relative `to` is left to <Link>, which resolves it against the route.
 */
export const PathLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function PathLink({ to, ...props }, ref) {
  if (typeof document === "undefined" && to.startsWith("/") && !to.startsWith("//")) return serverAnchor(to, props);
  return <Link ref={ref} to={to} {...props} />;
});

function serverAnchor(target: string, props: Omit<LocalLinkProps, "to">) {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!linkOnlyProps.has(name)) attributes[name] = value;
  attributes.href = hrefOf(target);
  attributes["data-discover"] = props.discover === "none" ? undefined : "true";
  return createElement("a", attributes);
}
