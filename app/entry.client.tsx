import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fetchPhrases, PhraseContext } from "~/i18n/phrase-context";
import { parsePath } from "~/i18n/paths";
import { REQUEST_ID_ELEMENT, RequestIdContext } from "~/utils/request-id";

// The server rendered with this language's phrases; hydrate with the same ones.
// The id an error page was rendered with (empty on other pages), so hydration prints the same.
const requestId = document.getElementById(REQUEST_ID_ELEMENT)?.textContent ?? "";
const phrases = await fetchPhrases(parsePath(window.location.pathname).language);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestIdContext.Provider value={requestId}>
        <PhraseContext.Provider value={phrases}>
          <HydratedRouter />
        </PhraseContext.Provider>
      </RequestIdContext.Provider>
    </StrictMode>,
  );
});
