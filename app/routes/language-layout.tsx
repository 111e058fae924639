import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/language-layout";
import { enforceLanguage } from "~/i18n/enforce-language.server";

/** Checks the language segment of every page; a bad or missing one redirects or is a 404. */
export function loader({ request }: Route.LoaderArgs) {
  enforceLanguage(request);
  return null;
}

/** The check reads the path's language only: a new query (a calculator's inputs) asks nothing of it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, defaultShouldRevalidate, formMethod }) =>
  (formMethod !== undefined && formMethod !== "GET") || currentParams.lang !== nextParams.lang ? defaultShouldRevalidate : false;

export default function LanguageLayout() {
  return <Outlet />;
}
