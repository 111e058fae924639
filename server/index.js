// The Node entry: decides the runtime mode and how many processes serve, then serves
// (server/serve.js) in this process or in cluster workers (server/cluster.js).
// Plain JavaScript so that production runs with nothing but `node`.
// `npm start` gives node --max-semi-space-size=32 (cluster workers inherit it): V8's young
// generation may grow to 2 × 32 MB instead of 2 × 16, so that the objects of the ~10 renders in
// flight are less often caught alive by a scavenge and promoted. V8 reads it only at start, so it
// is a flag of the command, not set here; the bench starts the server with the flags of `npm start`.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import v8 from "node:v8";
import { declaredDeployment, heapGrowthFlag, nodeEnvFor, runsLocalSignInProvider, workerPlan } from "./runtime-mode.js";

// Each process (the primary and every worker runs this file) bounds how far its heap grows
// past its live data; V8 reads this flag whenever it sets the next collection's limit.
const heapFlag = heapGrowthFlag({ execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS });
if (heapFlag) v8.setFlagsFromString(heapFlag);

// `--dev` serves the sources through Vite (npm run dev); without it the build is served, with
// React's production build (NODE_ENV=production). Whether this is a real deployment (no local
// sign-in provider, Secure cookies) is a separate setting: DEPLOYMENT, or an https APP_ORIGIN
// (docs/decisions/008-runtime-mode.md). Both are set before React is first imported; workers
// inherit them.
const DEVELOPMENT = process.argv.includes("--dev");
// Decided once, by the first process: a worker would take the NODE_ENV=production filled in
// here for the operator's own and call itself a deployment.
if (cluster.isPrimary) {
  const deployment = declaredDeployment({ deployment: process.env.DEPLOYMENT, nodeEnv: process.env.NODE_ENV });
  if (deployment) process.env.DEPLOYMENT = deployment;
  process.env.NODE_ENV = nodeEnvFor({ dev: DEVELOPMENT, nodeEnv: process.env.NODE_ENV });
}
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
// Loopback unless HOST says otherwise: a quickstart is not open to the network by accident.
const HOST = process.env.HOST || "127.0.0.1";
const url = `http://${["0.0.0.0", "127.0.0.1"].includes(HOST) ? "localhost" : HOST}:${PORT}`;

const plan = workerPlan({
  dev: DEVELOPMENT,
  databaseUrl: process.env.DATABASE_URL,
  localSignInProvider: runsLocalSignInProvider(process.env),
  webConcurrency: process.env.WEB_CONCURRENCY,
  cpus: availableParallelism(),
});

// The runtime in the log: the project runs on Node 24 (package.json's `node` dependency under npm).
if (cluster.isPrimary) console.log(`Node ${process.version}`);

if (cluster.isPrimary && plan.workers > 1) {
  const { runPrimary } = await import("./cluster.js");
  runPrimary({ ...plan, url });
} else {
  if (cluster.isPrimary) console.log(`One serving process: ${plan.reason}.`);
  const { serve } = await import("./serve.js");
  await serve({ development: DEVELOPMENT, port: PORT, host: HOST, announce: cluster.isPrimary });
}
