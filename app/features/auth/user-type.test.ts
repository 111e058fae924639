import { describe, expect, it } from "vitest";
import { isPartnerSub, userIdFromSub, userTypeName } from "./user-type";

describe("isPartnerSub", () => {
  it("finds the partner connection name in the sub", () => {
    expect(isPartnerSub("samlp|partner-idp|partner-1", "partner-idp")).toBe(true);
    expect(isPartnerSub("waad|partner-idp|pat@partner.example", "partner-idp")).toBe(true);
  });

  it("treats every other identity as an employee", () => {
    expect(isPartnerSub("auth0|employee-1", "partner-idp")).toBe(false);
    expect(isPartnerSub("samlp|employee-idp|emma", "partner-idp")).toBe(false);
    // Connection names are case-sensitive at the provider, so the match is too.
    expect(isPartnerSub("samlp|PARTNER-IDP|x", "partner-idp")).toBe(false);
  });

  it("refuses an empty connection name, which would match everyone", () => {
    expect(() => isPartnerSub("auth0|employee-1", "")).toThrow(/must not be empty/);
  });
});

describe("userTypeName and userIdFromSub", () => {
  it("names the user type for analytics", () => {
    expect(userTypeName(true)).toBe("partner");
    expect(userTypeName(false)).toBe("employee");
  });

  it("replaces every | in the sub", () => {
    expect(userIdFromSub("samlp|partner-idp|partner-1")).toBe("samlp-partner-idp-partner-1");
    expect(userIdFromSub("auth0|employee-1")).toBe("auth0-employee-1");
  });
});
