import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fetchPhrases, PhraseContext } from "~/i18n/phrase-context";
import { parsePath } from "~/i18n/paths";
import { afterFirstPaint } from "~/utils/after-first-paint";
import { REQUEST_ID_ELEMENT, RequestIdContext } from "~/utils/request-id";

// The id an error page was rendered with (empty on other pages), so hydration prints the same.
const requestId = document.getElementById(REQUEST_ID_ELEMENT)?.textContent ?? "";
// The server rendered with this language's phrases; hydrate with the same ones. Its HTML is whole
// and usable, so it goes on screen first: hydrating before the first frame would hold the page
// back by React's whole render (decision 010).
const [phrases] = await Promise.all([fetchPhrases(parsePath(window.location.pathname).language), afterFirstPaint(window)]);

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
