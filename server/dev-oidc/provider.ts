import express, { type Router } from "express";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";
import MemoryAdapter from "oidc-provider/lib/adapters/memory_adapter.js";
import { z } from "zod";
import { isDeployment } from "../runtime-mode.js";
import { devAccounts } from "./accounts";
import { errorPage, loggedOutPage, loginPage, logoutPage } from "./pages";

export type DevOidcOptions = {
  /** `${APP_ORIGIN}${path}`: the provider lives on the app's own origin. */
  issuer: string;
  /** Where server/app.ts mounts the returned router ("/dev-oidc"). */
  path: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  partnerConnection: string;
};

/**
 * oidc-provider warns about its in-memory store because it loses everything on restart and is
 * not shared between processes: fine here, where a restart only means signing in again.
 */
class DevOnlyMemoryAdapter extends MemoryAdapter {}

const scope = "openid profile email";

/**
 * A real OpenID provider for development and tests, with seeded accounts and plain pages of
 * its own. Each start makes new keys, so sessions at the provider do not survive a restart.
 */
export function createDevOidcProvider(options: DevOidcOptions): Router {
  // Read from the environment itself, not from the caller: a second guard behind auth-settings.
  if (isDeployment(process.env)) {
    throw new Error("The local test OpenID provider refuses to run in a deployment (DEPLOYMENT=production or an https APP_ORIGIN); set OIDC_ISSUER to a real provider.");
  }
  const accounts = devAccounts(options.partnerConnection);
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(options.issuer, {
    adapter: DevOnlyMemoryAdapter,
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: "Monitor Chooser",
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "dev-oidc", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: { openid: ["sub"], profile: ["name"], email: ["email", "email_verified"] },
    // The app reads name and email from the ID token, as it does from the real provider.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
    findAccount: (_context, sub) => {
      const account = accounts.find((candidate) => candidate.sub === sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, name: account.name, email: account.email, email_verified: true }) };
    },
    interactions: { url: (_context, interaction) => `${options.path}/interaction/${interaction.uid}` },
    // The only client is this site itself: consent is implied, so no consent page.
    loadExistingGrant: async (context: KoaContextWithOIDC) => {
      const { session, client } = context.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const grant = (grantId && (await context.oidc.provider.Grant.find(grantId))) || new context.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(scope);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (context, form) => {
          context.type = "html";
          context.body = logoutPage(form);
        },
        postLogoutSuccessSource: (context) => {
          context.type = "html";
          context.body = loggedOutPage();
        },
      },
    },
    renderError: (context, out) => {
      context.type = "html";
      context.body = errorPage(out);
    },
  });

  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "2kb" });
  const loginForm = z.object({ account: z.string().max(64) });
  const interactionPath = (uid: string) => `${options.path}/interaction/${encodeURIComponent(uid)}`;
  const renderLogin = (uid: string, message?: string) =>
    loginPage({ action: `${interactionPath(uid)}/login`, abortAction: `${interactionPath(uid)}/abort`, accounts, clientName: "Monitor Chooser", message });

  router.get("/interaction/:uid", async (request, response, next) => {
    try {
      const details = await provider.interactionDetails(request, response);
      if (details.prompt.name === "login") {
        response.type("html").send(renderLogin(details.uid));
        return;
      }
      response.status(400).type("html").send(errorPage({ error: "unexpected prompt", prompt: details.prompt.name }));
    } catch (error) {
      next(error);
    }
  });

  router.post("/interaction/:uid/login", form, async (request, response, next) => {
    try {
      const details = await provider.interactionDetails(request, response);
      const parsed = loginForm.safeParse(request.body);
      const account = parsed.success ? accounts.find((candidate) => candidate.id === parsed.data.account) : undefined;
      if (!account) {
        response.status(400).type("html").send(renderLogin(details.uid, "Pick one of the accounts below."));
        return;
      }
      await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });

  router.post("/interaction/:uid/abort", async (request, response, next) => {
    try {
      await provider.interactionFinished(
        request,
        response,
        { error: "access_denied", error_description: "The sign-in was cancelled" },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  router.use(provider.callback());
  return router;
}
