import { z } from "zod";

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

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
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
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
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
