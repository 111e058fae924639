import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { authSettings } from "./auth-settings.server";

describe("authSettings", () => {
  it("runs the local test provider on this server with no configuration", () => {
    const settings = authSettings(parseEnv({}));
    expect(settings).toMatchObject({
      enabled: true,
      appOrigin: "http://localhost:3000",
      issuer: "http://localhost:3000/dev-oidc",
      devProviderPath: "/dev-oidc",
      redirectUri: "http://localhost:3000/auth/signed-in",
      postLogoutRedirectUri: "http://localhost:3000/auth/logged-out",
      allowInsecureRequests: true,
      secureCookies: false,
      partnerConnection: "partner-idp",
      sessionSeconds: 12 * 3600,
    });
  });

  it("takes the origin from a specific listening address", () => {
    expect(authSettings(parseEnv({ HOST: "127.0.0.1", PORT: "3100" })).issuer).toBe("http://127.0.0.1:3100/dev-oidc");
    expect(authSettings(parseEnv({ APP_ORIGIN: "http://localhost:3100/ignored-path" })).appOrigin).toBe("http://localhost:3100");
  });

  it("uses a configured provider and never the local one in a deployment", () => {
    const settings = authSettings(
      parseEnv({
        APP_ORIGIN: "https://monitors.example.com",
        OIDC_ISSUER: "https://login.example.com/",
        OIDC_CLIENT_ID: "site",
        OIDC_CLIENT_SECRET: "s3cret",
        OIDC_PARTNER_CONNECTION: "partners-saml",
      }),
    );
    expect(settings).toMatchObject({
      enabled: true,
      devProviderPath: null,
      issuer: "https://login.example.com/",
      redirectUri: "https://monitors.example.com/auth/signed-in",
      allowInsecureRequests: false,
      secureCookies: true,
      clientSecret: "s3cret",
      partnerConnection: "partners-saml",
    });
  });

  it("turns sign-in off in a deployment when no provider is configured", () => {
    expect(authSettings(parseEnv({ DEPLOYMENT: "production" }))).toMatchObject({ enabled: false, devProviderPath: null });
    expect(authSettings(parseEnv({ APP_ORIGIN: "https://monitors.example.com" }))).toMatchObject({ enabled: false, devProviderPath: null, secureCookies: true });
  });

  it("keeps the local provider when only React's build is production (npm start)", () => {
    expect(authSettings(parseEnv({ NODE_ENV: "production" }))).toMatchObject({ enabled: true, devProviderPath: "/dev-oidc", secureCookies: false });
    expect(authSettings(parseEnv({ NODE_ENV: "production", DEPLOYMENT: "local", APP_ORIGIN: "https://localhost:8443" }))).toMatchObject({
      devProviderPath: "/dev-oidc",
      secureCookies: true,
    });
  });

  it("refuses an incomplete or insecure deployment provider configuration", () => {
    expect(() => parseEnv({ DEPLOYMENT: "production", OIDC_ISSUER: "http://login.example.com" })).toThrow(/OIDC_ISSUER must be https/);
    expect(() => parseEnv({ DEPLOYMENT: "production", OIDC_ISSUER: "https://login.example.com" })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => parseEnv({ DEPLOYMENT: "production", OIDC_ISSUER: "https://login.example.com", OIDC_CLIENT_SECRET: "x" })).toThrow(/APP_ORIGIN/);
    expect(() => parseEnv({ DEPLOYMENT: "staging" })).toThrow(/DEPLOYMENT/);
    expect(() => parseEnv({ GTM_ID: "UA-1234" })).toThrow(/GTM_ID/);
  });
});
