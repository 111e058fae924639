import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { prepareDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { createNonce, securityHeaders } from "./security-headers";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-request CSP nonce every inline script must carry. */
    nonce: string;
  }
}

const env = getEnv();

/** Resolves when the database is migrated and seeded; server/index.js waits for it. */
export const ready = prepareDatabase().catch((error: unknown) => {
  console.error("Database start-up failed:", error);
  process.exit(1);
});

export const app = express();

app.use((request, response, next) => {
  const nonce = createNonce();
  response.locals.nonce = nonce;
  for (const [name, value] of Object.entries(securityHeaders(nonce, env.NODE_ENV))) {
    response.setHeader(name, value);
  }
  next();
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_request, response) => ({ nonce: String(response.locals.nonce) }),
  }),
);
