import { forwardRef } from "react";
import { Link, type LinkProps } from "react-router";
import { useLocale } from "~/root-data";

type LocalLinkProps = Omit<LinkProps, "to"> & { to: string };

/** A link to a page of the current site and language: `to` is the bare page path ("/products"). */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink({ to, ...props }, ref) {
  const { localPath } = useLocale();
  const [path, query = ""] = to.split(/(?=[?#])/);
  return <Link ref={ref} prefetch="intent" to={`${localPath(path ?? "/")}${query}`} {...props} />;
});
