import { useT } from "~/root-data";
import type { FactSourceLink } from "../fact-sources";

/**
 * A fact's sources behind a "Source" toggle: a tap or a click opens it in place (no hover-only
 * tooltip a phone cannot show), and it works without JavaScript. A value no public page stands
 * behind says so in one short line instead.
 */
export function FactSourcesDetails({ sources, unconfirmed = false }: { sources: readonly FactSourceLink[]; unconfirmed?: boolean }) {
  const t = useT();
  if (sources.length === 0) {
    return unconfirmed ? <span className="mt-0.5 block text-xs font-normal text-gray-700">{t("spec.notConfirmed")}</span> : null;
  }
  return (
    <details className="mt-0.5 text-xs font-normal text-gray-700 print:hidden">
      <summary className="w-fit cursor-pointer py-1 underline">{t("spec.sourceToggle")}</summary>
      <ul className="mt-1 space-y-0.5 break-words">
        {sources.map((source) => (
          <li key={source.text}>
            <a href={source.href} rel="noreferrer" className="inline-block py-1 text-brand-700 underline">
              {source.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
