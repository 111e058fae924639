import * as client from "openid-client";
import { z } from "zod";
import { singleton } from "~/utils/singleton.server";
import type { AuthSettings } from "./auth-settings.server";

export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

/** The provider's metadata, discovered once per process; a failed discovery is retried next time. */
function configuration(settings: AuthSettings): Promise<client.Configuration> {
  const cache = singleton("oidc-configurations", () => new Map<string, Promise<client.Configuration>>());
  const key = `${settings.issuer} ${settings.clientId}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      execute: settings.allowInsecureRequests ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export function newSignInChecks(): SignInChecks {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** Authorization code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(settings: AuthSettings, checks: SignInChecks, uiLocale: string): Promise<URL> {
  const config = await configuration(settings);
  return client.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: "openid profile email",
    response_type: "code",
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
    state: checks.state,
    nonce: checks.nonce,
    ui_locales: uiLocale,
  });
}

const identitySchema = z.object({
  sub: z.string().min(1).max(255),
  // Display details only: a provider sending something odd leaves them empty rather than failing.
  name: z.string().trim().min(1).max(200).optional().catch(undefined),
  email: z.string().trim().min(3).max(320).optional().catch(undefined),
});
export type Identity = z.infer<typeof identitySchema>;

/**
 * Checks the provider's answer (state, PKCE, ID token signature, issuer, audience, nonce) and
 * returns who signed in. The tokens stay in this function: nothing of them is kept.
 */
export async function identityFromCallback(settings: AuthSettings, callbackSearch: string, checks: SignInChecks): Promise<Identity> {
  const config = await configuration(settings);
  // The answer arrives at the registered URL, but the language redirect may have moved the
  // request since; the token request must name the registered URL again.
  const callbackUrl = new URL(settings.redirectUri);
  callbackUrl.search = callbackSearch;
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The provider sent no ID token");
  const profile = claims.name || claims.email ? claims : { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), sub: claims.sub };
  return identitySchema.parse(profile);
}

/** True when the provider's answer says the person cancelled rather than that something broke. */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof client.AuthorizationResponseError && error.error === "access_denied";
}

/** RP-initiated logout at the provider; null when the provider offers none. */
export async function endSessionUrl(settings: AuthSettings): Promise<URL | null> {
  const config = await configuration(settings);
  if (!config.serverMetadata().end_session_endpoint) return null;
  // client_id instead of id_token_hint: no token is kept after sign-in, none goes to the browser.
  return client.buildEndSessionUrl(config, { client_id: settings.clientId, post_logout_redirect_uri: settings.postLogoutRedirectUri });
}
