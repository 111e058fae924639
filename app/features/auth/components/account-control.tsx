import { useLocation } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { useRootData, useT } from "~/root-data";

/**
 * The upper bar's sign-in link, or the signed-in name with a sign-out button. Sign-out is a
 * form post (a link could be triggered from another site) that leaves for the provider.
 */
export function AccountControl() {
  const t = useT();
  const data = useRootData();
  const location = useLocation();
  if (!data) return null;
  const { viewer } = data;
  if (!viewer.signedIn) {
    // From a sign-in or sign-out page there is nothing to come back to.
    const onAuthPage = /\/auth\//.test(location.pathname);
    const returnTo = onAuthPage ? "" : `?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
    return (
      <LocalLink to={`/auth/sign-in${returnTo}`} className="rounded px-2 py-2 font-medium text-brand-700 hover:bg-brand-50">
        {t("auth.signIn")}
      </LocalLink>
    );
  }
  return (
    <form method="post" action="/auth/sign-out" className="flex items-center">
      {viewer.name ? (
        // A phone keeps the upper bar to one row: the name shows from the small breakpoint up.
        <span className="hidden max-w-48 truncate px-2 py-2 text-gray-800 sm:block">
          <span className="sr-only">{t("auth.signedInAs")} </span>
          {viewer.name}
        </span>
      ) : null}
      <button type="submit" className="rounded px-2 py-2 font-medium text-brand-700 hover:bg-brand-50">
        {t("auth.signOut")}
      </button>
    </form>
  );
}
