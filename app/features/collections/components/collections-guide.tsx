import { LocalLink } from "~/components/ui/local-link";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import { AddToCollectionButton } from "./add-to-collection-button";
import { primaryButtonClass } from "./form-parts";

const steps: Array<{ title: PhraseKey; body: PhraseKey }> = [
  { title: "collections.guide.createTitle", body: "collections.guide.createBody" },
  { title: "collections.guide.addTitle", body: "collections.guide.addBody" },
  { title: "collections.guide.organiseTitle", body: "collections.guide.organiseBody" },
  { title: "collections.guide.privateTitle", body: "collections.guide.privateBody" },
];

/** What collections are for and how they work; anonymous visitors are invited to sign in. */
export function CollectionsGuide({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { localPath } = useLocale();
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold">{t("collections.guide.title")}</h1>
        <p className="mt-3 text-lg text-gray-800">{t("collections.guide.lead")}</p>
        {/* Any content page can be bookmarked; this one shows how. */}
        <div className="mt-4">
          <AddToCollectionButton item={{ type: "bookmark", urlTitle: "/collections/guide", title: t("collections.guide.title"), genre: "guide" }} />
        </div>
      </div>
      <ol className="space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold">{t(step.title)}</h2>
              <p className="mt-1 text-gray-800">{t(step.body)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="rounded-lg border border-brand-600 bg-brand-50 p-6">
        {signedIn ? (
          <LocalLink to="/collections" className={primaryButtonClass}>
            {t("collections.guide.open")}
          </LocalLink>
        ) : (
          <>
            <p className="font-medium text-brand-800">{t("collections.guide.signInPrompt")}</p>
            {/* After signing in the visitor lands on their collections, where the guide leads. */}
            <LocalLink to={`/auth/sign-in?returnTo=${encodeURIComponent(localPath("/collections"))}`} className={`${primaryButtonClass} mt-3`}>
              {t("collections.signIn")}
            </LocalLink>
          </>
        )}
      </div>
    </article>
  );
}
