import { LocalLink } from "~/components/ui/local-link";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";

/** The terms the guide uses; those the site's glossary defines link to their definition. */
const terms: readonly { term: PhraseKey; text: PhraseKey; definition?: string }[] = [
  { term: "ergonomics.term.poplitealHeight", text: "ergonomics.term.poplitealHeightText" },
  { term: "ergonomics.term.eyeHeight", text: "ergonomics.term.eyeHeightText" },
  { term: "ergonomics.term.viewingDistance", text: "ergonomics.term.viewingDistanceText" },
  { term: "ergonomics.term.visualAngle", text: "ergonomics.term.visualAngleText" },
  { term: "ergonomics.term.scaling", text: "ergonomics.term.scalingText" },
  { term: "ergonomics.term.ppi", text: "ergonomics.term.ppiText", definition: "ppi" },
  { term: "ergonomics.term.resolution", text: "ergonomics.term.resolutionText", definition: "resolution" },
  { term: "ergonomics.term.stand", text: "ergonomics.term.standText", definition: "height-adjustable-stand" },
];

export function ErgonomicsGlossary() {
  const t = useT();
  return (
    <section aria-labelledby="ergonomics-glossary-title" className="space-y-2">
      <h3 id="ergonomics-glossary-title" className="text-xl font-semibold">
        {t("ergonomics.glossary.title")}
      </h3>
      <dl className="space-y-2">
        {terms.map((entry) => (
          <div key={entry.term}>
            <dt className="font-medium">
              {entry.definition ? (
                <LocalLink to={`/definition/${entry.definition}`} className="text-brand-700 underline">
                  {t(entry.term)}
                </LocalLink>
              ) : (
                t(entry.term)
              )}
            </dt>
            <dd className="text-gray-800">{t(entry.text)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
