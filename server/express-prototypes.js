// The request and response classes node's server creates, with an express app's prototypes from
// the start. Plain JavaScript: used by server/serve.js.
import { IncomingMessage, ServerResponse } from "node:http";

/**
 * Node's server options (`IncomingMessage`, `ServerResponse`) whose objects are born with `app`'s
 * request and response prototypes. Express gives each request and response its own prototypes
 * with `Object.setPrototypeOf` on every request (`app.handle`, and `answerCalculatorApi` on the
 * direct path), which made V8 keep them, and all they hold, into the old generation. An object
 * whose prototype is already the one asked for is left as it is.
 *
 * Only the app's own prototypes: a request that passes through another express app first (serve.js's
 * static files) is given that app's and back, as before.
 * @param {{ request: object, response: object }} app
 * @returns {{ IncomingMessage: typeof IncomingMessage, ServerResponse: typeof ServerResponse }}
 */
export function withPrototypesOf(app) {
  /** @param {import("node:net").Socket} socket */
  function AppIncomingMessage(socket) {
    IncomingMessage.call(this, socket);
  }
  AppIncomingMessage.prototype = app.request;
  /** @param {IncomingMessage} request @param {object} [options] */
  function AppServerResponse(request, options) {
    ServerResponse.call(this, request, options);
  }
  AppServerResponse.prototype = app.response;
  return {
    IncomingMessage: /** @type {typeof IncomingMessage} */ (/** @type {unknown} */ (AppIncomingMessage)),
    ServerResponse: /** @type {typeof ServerResponse} */ (/** @type {unknown} */ (AppServerResponse)),
  };
}
