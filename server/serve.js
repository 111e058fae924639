// One serving process: static files, compression, then the app bundle (server/app.ts).
// server/index.js decides the mode and how many of these run; plain JavaScript so that
// production runs with nothing but `node`.
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { inArrivalOrder } from "./arrival-order.js";

/**
 * Serves until SIGINT/SIGTERM. `development` serves the sources through Vite.
 * @param {{ development: boolean, port: number, host: string, announce: boolean }} options
 */
export async function serve({ development, port, host, announce }) {
  const server = express();
  server.disable("x-powered-by");
  // For the files this process serves as they are. The app compresses its own answers (a whole
  // answer in one call, server/whole-answers.ts).
  const compress = compression();
  // The service worker (public/sw.js) controls the whole site and must be checked on every load.
  server.get("/sw.js", (_request, response, next) => {
    response.set({ "Service-Worker-Allowed": "/", "Cache-Control": "no-cache" });
    next();
  });

  /** The overload bound of the arrival queue (server/operations/overload.ts), read from the app. */
  let arrivalLimits = {};
  /** Answers a request Node's parser refused (server/operations/client-errors.ts), from the app. */
  let answerClientError = (/** @type {Error} */ _error, /** @type {import("node:stream").Duplex} */ socket) => socket.destroy();
  if (development) {
    const vite = await import("vite").then((module) =>
      module.createServer({ server: { middlewareMode: true } }),
    );
    server.use(vite.middlewares);
    const load = () => vite.ssrLoadModule("./server/app.ts");
    const first = await load();
    await first.ready;
    arrivalLimits = first.arrivalLimits;
    answerClientError = first.answerClientError;
    server.use(async (request, response, next) => {
      try {
        const source = await load();
        return await source.app(request, response, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // Fingerprinted build assets never change under one name: cache them for a year.
    const client = fileURLToPath(new URL("../build/client", import.meta.url));
    const { app, ready, withSecurityHeaders, methodGate, arrivalLimits: limits, answerClientError: clientErrors } = await import("../build/server/index.js");
    arrivalLimits = limits;
    answerClientError = clientErrors;
    // Static files get the page headers (CSP, nosniff, frame ancestors, Referrer-Policy) too.
    server.use(withSecurityHeaders);
    // TRACE, PROPFIND… are refused before the files too (server/operations/methods.ts).
    server.use(methodGate);
    // Their brotli and gzip copies were made by the build (scripts/precompress.mjs): no compression
    // per request. `compress` stays in front for a build without copies (it leaves encoded answers alone).
    const assets = expressStaticGzip(`${client}/assets`, { enableBrotli: true, orderPreference: ["br", "gz"], serveStatic: { immutable: true, maxAge: "1y", index: false } });
    server.use("/assets", compress, assets);
    const files = express.static(client, { maxAge: "1h", index: false });
    // Every file there has an extension and no page address ends in one: pages skip the disk lookup,
    // and so do the APIs' downloads (`/{lang}/api/calculators/<name>.csv`): no file lives under an api folder.
    server.use((request, response, next) =>
      /\.[^/]*$/.test(request.path) && !request.path.includes("/api/") ? compress(request, response, () => files(request, response, next)) : next(),
    );
    await ready;
    server.use(app);
  }

  // Oldest request first under load (server/arrival-order.js).
  const listener = createServer(inArrivalOrder(server, arrivalLimits)).listen(port, host, () => {
    if (announce) console.log(`Monitor Chooser is running at http://${["0.0.0.0", "127.0.0.1"].includes(host) ? "localhost" : host}:${port}`);
  });
  // An address or headers past maxHeaderSize, an unknown method: a message page, not a bare 431 or a reset.
  listener.on("clientError", (error, socket) => answerClientError(error, socket));

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      listener.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}
