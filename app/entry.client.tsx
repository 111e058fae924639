import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fetchPhrases, PhraseContext } from "~/i18n/phrase-context";
import { parsePath } from "~/i18n/paths";

// The server rendered with this language's phrases; hydrate with the same ones.
const phrases = await fetchPhrases(parsePath(window.location.pathname).language);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <PhraseContext.Provider value={phrases}>
        <HydratedRouter />
      </PhraseContext.Provider>
    </StrictMode>,
  );
});
