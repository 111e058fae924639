// Requests answered ahead of express (production: the calculator APIs, server/app.ts
// `answerCalculatorApi`), with express behind them for everything else. Plain JavaScript: used
// by server/serve.js.

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {{ takes: (request: IncomingMessage) => boolean, answer: (request: IncomingMessage, response: ServerResponse, passOn: (error?: unknown) => void) => void }} DirectAnswers
 */

/**
 * Call right after creating the express app: its first step carries on an error that a direct
 * answer passed on, so express's error handling answers it as it would have. A request passed on
 * without an error goes through express from its first step.
 * @param {import("express").Express} server
 */
export function directDispatch(server) {
  /** @type {WeakMap<IncomingMessage, unknown>} */
  const passedOn = new WeakMap();
  server.use((request, _response, next) => next(passedOn.get(request)));
  /** @type {DirectAnswers | undefined} */
  let direct;
  return {
    /** @param {DirectAnswers} answers */
    answerDirectly(answers) {
      direct = answers;
    },
    /** The node server's request listener. @param {IncomingMessage} request @param {ServerResponse} response */
    listener(request, response) {
      if (!direct?.takes(request)) return server(request, response);
      direct.answer(request, response, (error) => {
        if (error !== undefined) passedOn.set(request, error);
        server(request, response);
      });
    },
  };
}
