import type { ContentLink } from "./home-data";

/** One call to action is a button; several share a 'More Product Information' dropdown. */
export type CallToActionGroup =
  | { kind: "none" }
  | { kind: "single"; link: ContentLink }
  | { kind: "dropdown"; links: ContentLink[] };

export function groupCallsToAction(links: readonly ContentLink[]): CallToActionGroup {
  const usable = links.filter((link) => link.label.trim() && link.href.trim());
  const [first] = usable;
  if (!first) return { kind: "none" };
  return usable.length === 1 ? { kind: "single", link: first } : { kind: "dropdown", links: usable };
}

/** Site paths go through the localised link; anything with a scheme is another site. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}
