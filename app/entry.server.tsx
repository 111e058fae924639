import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { PhraseContext } from "~/i18n/phrase-context";
import { parsePath } from "~/i18n/paths";
import { loadPhrases } from "~/i18n/phrases.server";
import type { PhraseMap } from "~/i18n/translate";
import { noteDatabaseError } from "~/utils/database-health.server";
import { NonceContext } from "~/utils/nonce";
import { withMatchedRoutes } from "~/utils/matched-routes.server";
import { wholeTextResponse } from "~/utils/whole-body.server";
import { renderWholePage } from "~/utils/whole-page.server";
import { RequestIdContext } from "~/utils/request-id";
import { StylesheetContext } from "~/utils/stylesheet";
import { isClientMistake } from "~/utils/route-errors";
// The processed stylesheet as text, for the head of every page (app/utils/stylesheet.tsx).
import stylesheet from "./app.css?inline";

export const streamTimeout = 5_000;

/** The page language's phrases; a database failure renders the error page's built-in texts. */
async function phrasesFor(request: Request): Promise<PhraseMap> {
  try {
    return await loadPhrases(parsePath(new URL(request.url).pathname).language);
  } catch (error) {
    console.error("Phrases could not be loaded:", error);
    return {};
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const phrases = await phrasesFor(request);
  // A page that failed because the database is away is a 503 with retry advice, not a 500.
  if (responseStatusCode >= 500 && databaseOutageIn(routerContext)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "5");
  }
  const page = await renderWholePage(
    <NonceContext.Provider value={nonce}>
      <RequestIdContext.Provider value={loadContext.requestId}>
        <PhraseContext.Provider value={phrases}>
          <StylesheetContext.Provider value={stylesheet}>
            <ServerRouter context={withMatchedRoutes(routerContext)} url={request.url} nonce={nonce} />
          </StylesheetContext.Provider>
        </PhraseContext.Provider>
      </RequestIdContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      timeoutMs: streamTimeout + 1000,
      // A part's error (an error of the shell itself reaches React Router, which logs it and
      // renders the error page).
      onError(error) {
        responseStatusCode = 500;
        loadContext.renderErrors.count += 1;
        console.error(`[request ${loadContext.requestId}] A part of ${new URL(request.url).pathname} failed to render:`, error);
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return wholeTextResponse(page, { headers: responseHeaders, status: responseStatusCode });
}

function databaseOutageIn(routerContext: EntryContext): boolean {
  const errors = routerContext.staticHandlerContext.errors;
  return errors ? Object.values(errors).some((error) => noteDatabaseError(error)) : false;
}

/**
 * Every error of a loader, action or render, logged once with the request's id (the id the
 * error page shows). Aborted requests (the client left) are not errors.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  context.renderErrors.count += 1;
  // The client left, or asked for what no route answers (405 without Allow, issue 50): not a server error.
  if (request.signal.aborted || isClientMistake(error)) return;
  noteDatabaseError(error);
  console.error(`[request ${context.requestId}] ${request.method} ${new URL(request.url).pathname}:`, error);
}
