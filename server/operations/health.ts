import { Router } from "express";
import { databaseAnswers } from "~/utils/database-health.server";
import { getEnv } from "~/utils/env.server";

/**
 * /healthz: the process is up and serving (for a restart policy).
 * /readyz: the database answers too (for a load balancer); 503 otherwise.
 * Both are mounted before the concurrency limit: a busy process is still alive.
 */
export const healthRoutes = Router();

// The pid only when asked for (DEBUG_WORKERS=1): it says nothing useful to the public.
const showPid = getEnv().DEBUG_WORKERS;

healthRoutes.get("/healthz", (_request, response) => {
  response.set("Cache-Control", "no-store").json(showPid ? { status: "ok", pid: process.pid } : { status: "ok" });
});

healthRoutes.get("/readyz", async (_request, response) => {
  const up = await databaseAnswers({ fresh: true });
  response.set("Cache-Control", "no-store");
  if (up) response.json({ status: "ready" });
  else response.status(503).set("Retry-After", "5").json({ status: "database unavailable" });
});
