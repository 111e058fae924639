import { deployment, getEnv, publicOrigin, type Env } from "~/utils/env.server";

/** Where the local test provider is mounted on this server when no OIDC_ISSUER is set. */
export const DEV_OIDC_PATH = "/dev-oidc";
/** The client secret the local test provider registers; meaningless anywhere else. */
const DEV_CLIENT_SECRET = "local-development-secret";

export type AuthSettings = {
  /** False only in a deployment without OIDC_ISSUER: then nobody can sign in. */
  enabled: boolean;
  /** Origin of the site as browsers reach it; sign-in runs on this host only. */
  appOrigin: string;
  issuer: string;
  /** The local test provider's mount path, when this server runs it. */
  devProviderPath: string | null;
  clientId: string;
  clientSecret: string;
  partnerConnection: string;
  /** The one callback URL registered at the provider. */
  redirectUri: string;
  postLogoutRedirectUri: string;
  allowInsecureRequests: boolean;
  secureCookies: boolean;
  sessionSeconds: number;
  signInRateLimit: number;
};

export function authSettings(env: Env): AuthSettings {
  // A real deployment (DEPLOYMENT=production or an https APP_ORIGIN), not NODE_ENV: the built
  // site always runs React's production build, locally too (docs/decisions/008-runtime-mode.md).
  const production = deployment(env);
  const appOrigin = publicOrigin(env);
  const runsDevProvider = !env.OIDC_ISSUER && !production;
  const issuer = env.OIDC_ISSUER ?? `${appOrigin}${DEV_OIDC_PATH}`;
  return {
    enabled: Boolean(env.OIDC_ISSUER) || runsDevProvider,
    appOrigin,
    issuer,
    devProviderPath: runsDevProvider ? DEV_OIDC_PATH : null,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET ?? DEV_CLIENT_SECRET,
    partnerConnection: env.OIDC_PARTNER_CONNECTION,
    redirectUri: `${appOrigin}/auth/signed-in`,
    postLogoutRedirectUri: `${appOrigin}/auth/logged-out`,
    // openid-client refuses http:// issuers; only a local run may use one.
    allowInsecureRequests: !production && issuer.startsWith("http://"),
    secureCookies: production || appOrigin.startsWith("https://"),
    sessionSeconds: Math.round(env.SESSION_HOURS * 3600),
    signInRateLimit: env.SIGN_IN_RATE_LIMIT,
  };
}

let cached: AuthSettings | undefined;
/** The settings of this process, from the validated environment. */
export function getAuthSettings(): AuthSettings {
  cached ??= authSettings(getEnv());
  return cached;
}
