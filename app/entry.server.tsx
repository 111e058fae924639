import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { PhraseContext } from "~/i18n/phrase-context";
import { parsePath } from "~/i18n/paths";
import { loadPhrases } from "~/i18n/phrases.server";
import type { PhraseMap } from "~/i18n/translate";
import { noteDatabaseError } from "~/utils/database-health.server";
import { NonceContext } from "~/utils/nonce";
import { withMatchedRoutes } from "~/utils/matched-routes.server";
import { paintFirstStream } from "~/utils/paint-first.server";
import { renderDeadline } from "~/utils/render-deadline.server";
import { RequestIdContext } from "~/utils/request-id";
import { StylesheetContext } from "~/utils/stylesheet";
import { KeptMarkupContext } from "~/utils/kept-markup";
import { keptMarkupPass, settlingStream } from "~/utils/kept-markup.server";
import { getEnv } from "~/utils/env.server";
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
  // Kept markup (docs/decisions/015-kept-markup.md): tests render every part and compare it with
  // what is kept; development keeps nothing (its components change under it).
  const kept = import.meta.env.DEV ? null : keptMarkupPass({ check: getEnv().NODE_ENV === "test", nonce });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and no-JS clients get the whole document at once; browsers get the shell first.
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <KeptMarkupContext.Provider value={kept}>
        <NonceContext.Provider value={nonce}>
          <RequestIdContext.Provider value={loadContext.requestId}>
            <PhraseContext.Provider value={phrases}>
              <StylesheetContext.Provider value={stylesheet}>
                <ServerRouter context={withMatchedRoutes(routerContext)} url={request.url} nonce={nonce} />
              </StylesheetContext.Provider>
            </PhraseContext.Provider>
          </RequestIdContext.Provider>
        </NonceContext.Provider>
      </KeptMarkupContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (readyEvent === "onShellReady") start();
        },
        onAllReady() {
          deadline.allReady();
          if (readyEvent === "onAllReady") start();
        },
        onShellError(error: unknown) {
          deadline.cancel();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.renderErrors.count += 1;
          if (shellRendered) console.error(error);
        },
      },
    );
    // The callbacks above run once this has returned (React starts in a microtask): `deadline` is set.
    const deadline = renderDeadline(abort, streamTimeout + 1000);
    function start() {
      shellRendered = true;
      // The app's modules run after the first paint (app/utils/paint-first.server.ts).
      const body = paintFirstStream();
      deadline.watch(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      // Parts rendered to be kept: the page is held whole until their markup is taken from it.
      const settling = kept && settlingStream(kept);
      if (!settling) return pipe(body);
      settling.on("error", (error) => body.destroy(error));
      pipe(settling).pipe(body);
    }
  });
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
  if (request.signal.aborted) return;
  noteDatabaseError(error);
  console.error(`[request ${context.requestId}] ${request.method} ${new URL(request.url).pathname}:`, error);
}
