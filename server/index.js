// The Node entry: static files, compression, then the app bundle (server/app.ts).
// Plain JavaScript so that production runs with nothing but `node`.
import compression from "compression";
import express from "express";
import { fileURLToPath } from "node:url";
import { declaredDeployment, nodeEnvFor } from "./runtime-mode.js";

// `--dev` serves the sources through Vite (npm run dev); without it the build is served, with
// React's production build (NODE_ENV=production). Whether this is a real deployment (no local
// sign-in provider, Secure cookies) is a separate setting: DEPLOYMENT, or an https APP_ORIGIN
// (docs/decisions/008-runtime-mode.md). Both are set before React is first imported.
const DEVELOPMENT = process.argv.includes("--dev");
const deployment = declaredDeployment({ deployment: process.env.DEPLOYMENT, nodeEnv: process.env.NODE_ENV });
if (deployment) process.env.DEPLOYMENT = deployment;
process.env.NODE_ENV = nodeEnvFor({ dev: DEVELOPMENT, nodeEnv: process.env.NODE_ENV });
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
// Loopback unless HOST says otherwise: a quickstart is not open to the network by accident.
const HOST = process.env.HOST || "127.0.0.1";

const server = express();
server.disable("x-powered-by");
server.use(compression());
// The service worker (public/sw.js) controls the whole site and must be checked on every load.
server.get("/sw.js", (_request, response, next) => {
  response.set({ "Service-Worker-Allowed": "/", "Cache-Control": "no-cache" });
  next();
});

if (DEVELOPMENT) {
  const vite = await import("vite").then((module) =>
    module.createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  const load = () => vite.ssrLoadModule("./server/app.ts");
  await (await load()).ready;
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
  const { app, ready, withSecurityHeaders } = await import("../build/server/index.js");
  // Static files get the page headers (CSP, nosniff, frame ancestors, Referrer-Policy) too.
  server.use(withSecurityHeaders);
  server.use("/assets", express.static(`${client}/assets`, { immutable: true, maxAge: "1y", index: false }));
  server.use(express.static(client, { maxAge: "1h", index: false }));
  await ready;
  server.use(app);
}

const listener = server.listen(PORT, HOST, () => {
  console.log(`Monitor Chooser is running at http://${["0.0.0.0", "127.0.0.1"].includes(HOST) ? "localhost" : HOST}:${PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    listener.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
