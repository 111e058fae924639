import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import type { UseCase } from "../use-case-query";

/** The home landing accordion: native <details>, so it opens by keyboard and without script. */
export function UseCaseAccordion({ useCases, headingLevel = 2 }: { useCases: UseCase[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  if (useCases.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="mt-12" aria-labelledby="use-cases-heading">
      <Heading id="use-cases-heading" className="text-2xl font-bold">
        {t("content.useCases.heading")}
      </Heading>
      <p className="mt-2 text-gray-700">{t("content.useCases.intro")}</p>
      <div className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {useCases.map((useCase) => (
          <details key={useCase.id} className="group" data-use-case={useCase.slug}>
            <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              {useCase.title}
              <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="px-5 pb-5">
              <p className="text-gray-700">{useCase.lead}</p>
              <p className="mt-2 text-sm text-gray-700">
                {t("content.useCases.personas", { list: useCase.personas.map((persona) => persona.title).join(" · ") })}
              </p>
              <LocalLink to={`/use-case/${useCase.slug}`} className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
                {t("content.useCases.open", { title: useCase.title })}
              </LocalLink>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
