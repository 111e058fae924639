import { z } from "zod";
import { isDeployment } from "../../server/runtime-mode.js";

/** "on unless the string false": the seed's rule for collections, languages and banners. */
const onUnlessFalse = z
  .string()
  .optional()
  .transform((value) => value?.trim().toLowerCase() !== "false");
/** "off unless the string true": notifications and TEI stay dark until asked for. */
const offUnlessTrue = z
  .string()
  .optional()
  .transform((value) => value?.trim().toLowerCase() === "true");

const siteHostsSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const hosts: Record<string, "work" | "home"> = {};
    for (const pair of (value ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
      const [host, site] = pair.split("=").map((part) => part.trim().toLowerCase());
      if (!host || (site !== "work" && site !== "home")) {
        context.addIssue({ code: "custom", message: `SITE_HOSTS entry "${pair}" must look like host=work or host=home` });
        return z.NEVER;
      }
      hosts[host] = site;
    }
    return hosts;
  });

/** Express's "trust proxy": off by default, so a client cannot choose its own address. */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value): boolean | number | string => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false") return false;
    if (text === "true") return true;
    return /^\d+$/.test(text) ? Number(text) : text;
  });

const originSchema = z
  .url()
  .transform((value) => new URL(value))
  .refine((url) => url.protocol === "http:" || url.protocol === "https:", "must be an http(s) URL")
  .transform((url) => url.origin);

/** An optional setting where an empty value counts as unset. */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
}

const envSchema = z.object({
  /** React's and Express's build only (server/index.js sets it); never "is this a deployment". */
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * "production" for a real deployment (no local sign-in provider, Secure cookies, HSTS, a
   * complete OIDC configuration); unset, an https:// APP_ORIGIN means the same, anything else is
   * a local run. "local" forces a local run. docs/decisions/008-runtime-mode.md.
   */
  DEPLOYMENT: optionalText(z.enum(["local", "production"])),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset, server/serve.js listens on 127.0.0.1 only: a quickstart is not open to the network by accident. */
  HOST: optionalText(z.string()),
  /** "1" shows error details (SQL, stacks) in 500 pages and runs React Router in development mode. */
  DEBUG_ERRORS: z.preprocess((value) => value === "1" || value === "true", z.boolean()),
  /** "1": /healthz names the answering process (pid), to see the cluster's workers take turns. */
  DEBUG_WORKERS: z.preprocess((value) => value === "1" || value === "true", z.boolean()),
  /**
   * Serving processes with PostgreSQL (server/index.js reads it before this schema exists; listed
   * here so it is documented and checked). Default one per CPU; PGlite always runs one.
   */
  WEB_CONCURRENCY: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.coerce.number().int().min(1).max(64).optional()),
  /** Requests worked on at once (per process); REQUEST_QUEUE more may wait up to REQUEST_QUEUE_WAIT_MS. */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(10),
  REQUEST_QUEUE: z.coerce.number().int().min(0).max(10_000).default(40),
  REQUEST_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Memory for kept anonymous pages, per process (server/page-cache.ts); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().default(".data/pglite"),
  SITE_HOSTS: siteHostsSchema,
  COMPETITIVE_TOOL_URL: z.url().default("https://www.displayspecifications.com/en"),
  FEATURE_COLLECTIONS: onUnlessFalse,
  FEATURE_LANGUAGES: onUnlessFalse,
  FEATURE_BANNERS: onUnlessFalse,
  FEATURE_TOOLS: onUnlessFalse,
  FEATURE_HERO_ANIMATION: onUnlessFalse,
  FEATURE_DEFINITION_LINKS: onUnlessFalse,
  FEATURE_NOTIFICATIONS: offUnlessTrue,
  FEATURE_TEI: offUnlessTrue,
  /** The data service's key for back-office integrations (docs/api.md); unset switches key auth off. */
  DATA_SERVICE_KEY: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().min(32, "DATA_SERVICE_KEY must be at least 32 characters").optional(),
  ),
  TRUST_PROXY: trustProxySchema,
  /** Where browsers reach the site; sign-in's return addresses are built from it. */
  APP_ORIGIN: originSchema.optional(),
  /** Unset outside production: the local test provider under /dev-oidc is used. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default("monitor-chooser-local"),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** A `sub` containing this identity-provider connection name belongs to a partner. */
  OIDC_PARTNER_CONNECTION: z.string().min(1).default("partner-idp"),
  SESSION_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  /** Sign-in starts allowed per client address in ten minutes. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Collection and saved-entry writes allowed per signed-in user in ten minutes. */
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "GTM_ID must look like GTM-XXXXXXX")
    .optional(),
  // The calculators' data services (app/features/calculators/shared). Without a base URL a
  // service counts as down and the fallback tables are used, so none of these is required.
  ELECTRICITY_PRICE_BASE_URL: optionalText(z.url()),
  ELECTRICITY_PRICE_ACCOUNT_ID: optionalText(z.string()),
  ELECTRICITY_PRICE_ACCOUNT_CODE: optionalText(z.string()),
  EXCHANGE_RATES_BASE_URL: optionalText(z.url()),
  EXCHANGE_RATES_API_KEY: optionalText(z.string()),
});

/** Whether the validated settings describe a real deployment (not a local run). */
export function deployment(env: Pick<Env, "DEPLOYMENT" | "APP_ORIGIN">): boolean {
  return isDeployment(env);
}

/**
 * A deployment signs in at a real provider: the local test provider is refused there, so
 * issuer, secret and the public https origin must all be given.
 */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (!isDeployment(env) || !env.OIDC_ISSUER) return;
  if (!env.OIDC_ISSUER.startsWith("https://")) context.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "OIDC_ISSUER must be https:// in a deployment" });
  if (!env.OIDC_CLIENT_SECRET) context.addIssue({ code: "custom", path: ["OIDC_CLIENT_SECRET"], message: "OIDC_CLIENT_SECRET is required with OIDC_ISSUER in a deployment" });
  if (!env.APP_ORIGIN?.startsWith("https://")) context.addIssue({ code: "custom", path: ["APP_ORIGIN"], message: "APP_ORIGIN (https://…) is required with OIDC_ISSUER in a deployment" });
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${details}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The only settings the browser sees. */
export function getPublicConfig(env: Env = getEnv()) {
  return {
    siteHosts: env.SITE_HOSTS,
    competitiveToolUrl: env.COMPETITIVE_TOOL_URL,
    tagManagerId: env.GTM_ID ?? null,
    features: {
      collections: env.FEATURE_COLLECTIONS,
      languages: env.FEATURE_LANGUAGES,
      banners: env.FEATURE_BANNERS,
      tools: env.FEATURE_TOOLS,
      heroAnimation: env.FEATURE_HERO_ANIMATION,
      definitionLinks: env.FEATURE_DEFINITION_LINKS,
      notifications: env.FEATURE_NOTIFICATIONS,
      tei: env.FEATURE_TEI,
    },
  };
}
export type PublicConfig = ReturnType<typeof getPublicConfig>;
export type FeatureFlags = PublicConfig["features"];

/** The origin for a listening address: "0.0.0.0" and "::" are reached as localhost. */
function listeningOrigin(host: string | undefined, port: number): string {
  // Unset HOST listens on 127.0.0.1, which browsers reach as localhost.
  const name = host === undefined || host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Where browsers reach the site: APP_ORIGIN, else http://HOST:PORT. Share links, the PDF's link
 * and the same-origin check use this, never the request's Host header, which any client sets
 * (`Host: evil.example` made share links point at evil.example).
 */
export function publicOrigin(env: Pick<Env, "APP_ORIGIN" | "HOST" | "PORT"> = getEnv()): string {
  return env.APP_ORIGIN ?? listeningOrigin(env.HOST, env.PORT);
}

const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origins a same-origin request may come from: the public origin; without APP_ORIGIN, on a
 * loopback address, also its other loopback names on the same port (a local run is opened as
 * http://127.0.0.1:3000 as often as http://localhost:3000, and no other site has these origins).
 */
export function ownOrigins(env: Pick<Env, "APP_ORIGIN" | "HOST" | "PORT"> = getEnv()): string[] {
  const origin = publicOrigin(env);
  if (env.APP_ORIGIN) return [origin];
  const url = new URL(origin);
  if (!loopbackNames.has(url.hostname)) return [origin];
  return [...loopbackNames].map((name) => `http://${name}:${env.PORT}`);
}
