import { forwardRef } from "react";
import { Link, type LinkProps } from "react-router";
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

/** A link to a page of the current site and language: `to` is the bare page path ("/products"). */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink({ to, ...props }, ref) {
  const { localPath } = useLocale();
  const [path, query = ""] = to.split(/(?=[?#])/);
  return <Link ref={ref} prefetch={prefetchMode()} to={`${localPath(path ?? "/")}${query}`} {...props} />;
});
