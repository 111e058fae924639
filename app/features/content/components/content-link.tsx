import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { isExternalHref } from "../hero";

/** A link from content: site paths stay in the site, other sites open in a new tab. */
export function ContentLink({ href, className, children, ...rest }: { href: string; className?: string; children: ReactNode; "data-dropdown-item"?: true }) {
  const t = useT();
  if (!isExternalHref(href)) {
    return (
      <LocalLink to={href} className={className} {...rest}>
        {children}
      </LocalLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      <span className="sr-only"> {t("content.opensNewTab")}</span>
    </a>
  );
}
