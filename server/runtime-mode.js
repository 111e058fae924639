// Two separate questions, answered in one place (docs/decisions/008-runtime-mode.md):
// - NODE_ENV, for React and Express: which build of React runs. Serving the build is always
//   "production" (React's development build renders several times slower); only `--dev`
//   (Vite) defaults to "development". Tests may still set NODE_ENV=test.
// - Deployment, for our own rules (no local sign-in provider, Secure cookies, HSTS, a complete
//   OIDC configuration): an explicit DEPLOYMENT, else an https:// APP_ORIGIN.
// Plain JavaScript so that server/index.js can use it before anything is built.

/**
 * The NODE_ENV a process runs with: the operator's own value when set, else by how it serves.
 * @param {{ dev: boolean, nodeEnv: string | undefined }} input
 * @returns {string}
 */
export function nodeEnvFor({ dev, nodeEnv }) {
  if (nodeEnv) return nodeEnv;
  return dev ? "development" : "production";
}

/**
 * DEPLOYMENT as server/index.js leaves it: the operator's value, or "production" when the
 * operator set NODE_ENV=production themselves. That was how a deployment was declared before
 * NODE_ENV stopped meaning it, so an existing deployment keeps its safeguards.
 * @param {{ deployment: string | undefined, nodeEnv: string | undefined }} input
 * @returns {string | undefined}
 */
export function declaredDeployment({ deployment, nodeEnv }) {
  if (deployment) return deployment;
  return nodeEnv === "production" ? "production" : undefined;
}

/**
 * Whether this process is a real deployment: DEPLOYMENT=production, or, when DEPLOYMENT is
 * unset, an https:// APP_ORIGIN (the site is served to browsers over TLS, where Secure cookies
 * and HSTS work and a sign-anyone-in provider must never run). DEPLOYMENT=local forces a local
 * run (e.g. a local https proxy).
 * @param {{ DEPLOYMENT?: string | undefined, APP_ORIGIN?: string | undefined }} env
 * @returns {boolean}
 */
export function isDeployment(env) {
  const declared = env.DEPLOYMENT?.trim().toLowerCase();
  if (declared === "production") return true;
  if (declared === "local") return false;
  return /^https:\/\//i.test(env.APP_ORIGIN?.trim() ?? "");
}

/**
 * How many processes serve (docs/decisions/008-runtime-mode.md, "Workers"). Only PostgreSQL can
 * be shared: PGlite lives inside its process with one writer. The local test sign-in provider
 * keeps its keys and sign-in interactions in memory, so a sign-in must stay in one process.
 * `--dev` (Vite) is one process too. Otherwise WEB_CONCURRENCY, default one per CPU.
 * @param {{ dev: boolean, databaseUrl: string | undefined, localSignInProvider: boolean, webConcurrency: string | undefined, cpus: number }} input
 * @returns {{ workers: number, reason: string }}
 */
export function workerPlan({ dev, databaseUrl, localSignInProvider, webConcurrency, cpus }) {
  if (dev) return { workers: 1, reason: "the development server (Vite)" };
  if (!databaseUrl) return { workers: 1, reason: "PGlite is in-process and single-writer (WEB_CONCURRENCY applies with DATABASE_URL)" };
  if (localSignInProvider) return { workers: 1, reason: "the local test sign-in provider keeps its state in memory (set OIDC_ISSUER for more workers)" };
  const asked = Number.parseInt(webConcurrency ?? "", 10);
  const workers = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, 64) : Math.max(1, cpus);
  return { workers, reason: Number.isSafeInteger(asked) && asked >= 1 ? "WEB_CONCURRENCY" : "one per CPU (WEB_CONCURRENCY unset)" };
}

/**
 * Whether this process would run the local test sign-in provider (mirrors auth-settings).
 * @param {{ OIDC_ISSUER?: string | undefined, DEPLOYMENT?: string | undefined, APP_ORIGIN?: string | undefined }} env
 * @returns {boolean}
 */
export function runsLocalSignInProvider(env) {
  return !env.OIDC_ISSUER?.trim() && !isDeployment(env);
}

/**
 * How far V8 lets the old generation grow past what a full collection leaves alive. Left to
 * itself, a server whose collections are cheap grows it to ~4× the live data, every megabyte of
 * the rest garbage; ×1.5 keeps RSS near what the server needs, for a little more CPU collecting.
 * Growth, not a ceiling: a larger catalogue or page cache still fits. An operator's own
 * `--heap-growing-percent` or `--max-old-space-size` (flags or NODE_OPTIONS) is left alone.
 * @param {{ execArgv: readonly string[], nodeOptions: string | undefined }} input
 * @returns {string | undefined} the V8 flag to set, if any
 */
export function heapGrowthFlag({ execArgv, nodeOptions }) {
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  if (given.some((flag) => /^--(heap[-_]growing[-_]percent|max[-_]old[-_]space[-_]size)\b/.test(flag))) return undefined;
  return "--heap-growing-percent=50";
}
