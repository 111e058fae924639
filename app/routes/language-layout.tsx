import { Outlet } from "react-router";
import type { Route } from "./+types/language-layout";
import { enforceLanguage } from "~/i18n/enforce-language.server";

/** Checks the language segment of every page; a bad or missing one redirects or is a 404. */
export function loader({ request }: Route.LoaderArgs) {
  enforceLanguage(request);
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
