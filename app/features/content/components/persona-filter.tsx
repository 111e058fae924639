import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import type { Persona } from "../home-data";

/** Links, not a form: each persona is a shareable URL and works without script. */
export function PersonaFilter({ slug, personas, selected }: { slug: string; personas: Persona[]; selected: string }) {
  const t = useT();
  return (
    <nav aria-labelledby="persona-label" className="mt-8">
      <h2 id="persona-label" className="text-lg font-semibold">
        {t("content.useCases.personaLabel")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {personas.map((persona) => {
          const active = persona.id === selected;
          return (
            <li key={persona.id}>
              <LocalLink
                to={`/use-case/${slug}?persona=${persona.id}`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`block rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${active ? "border-brand-800 bg-brand-800 text-white" : "border-gray-300 hover:border-brand-600"}`}
              >
                {persona.title}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
