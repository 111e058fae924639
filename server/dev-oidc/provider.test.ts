import { afterEach, describe, expect, it, vi } from "vitest";
import { devAccounts } from "./accounts";
import { escapeHtml } from "../html";
import { loginPage } from "./pages";
import { createDevOidcProvider } from "./provider";

const options = {
  issuer: "http://localhost:3000/dev-oidc",
  path: "/dev-oidc",
  clientId: "monitor-chooser-local",
  clientSecret: "local-development-secret",
  redirectUri: "http://localhost:3000/auth/signed-in",
  postLogoutRedirectUri: "http://localhost:3000/auth/logged-out",
  partnerConnection: "partner-idp",
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the local test OpenID provider", () => {
  it("refuses to start in a deployment, whatever NODE_ENV says", () => {
    vi.stubEnv("DEPLOYMENT", "production");
    expect(() => createDevOidcProvider(options)).toThrow(/refuses to run in a deployment/);
    vi.stubEnv("DEPLOYMENT", "");
    vi.stubEnv("APP_ORIGIN", "https://monitors.example.com");
    expect(() => createDevOidcProvider(options)).toThrow(/refuses to run in a deployment/);
  });

  it("runs under React's production build in a local run", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DEPLOYMENT", "");
    vi.stubEnv("APP_ORIGIN", "");
    expect(() => createDevOidcProvider(options)).not.toThrow();
  });

  it("seeds an employee and a partner whose sub names the partner connection", () => {
    const accounts = devAccounts("partners-saml");
    expect(accounts.find((account) => account.kind === "partner")?.sub).toBe("samlp|partners-saml|partner-1");
    expect(accounts.filter((account) => account.kind === "employee").map((account) => account.name)).toContain("Emma Employee");
  });

  it("escapes what it writes into its pages", () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe("&#60;script&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/script&#62;");
    const html = loginPage({ action: '/x"><script>', abortAction: "/a", accounts: devAccounts("p"), clientName: "<b>" });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).not.toMatch(/fonts\.googleapis|https?:\/\//);
  });
});
