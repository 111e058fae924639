export type DevAccount = {
  /** The form value that picks the account on the local sign-in page. */
  id: string;
  sub: string;
  name: string;
  email: string;
  kind: "employee" | "partner";
};

/**
 * The seeded identities of the local test provider. Subjects look like the real provider's:
 * employees from its own database, partners through the partner connection, whose name the
 * app looks for in `sub` (OIDC_PARTNER_CONNECTION).
 */
export function devAccounts(partnerConnection: string): DevAccount[] {
  return [
    { id: "employee-1", sub: "auth0|employee-1", name: "Emma Employee", email: "emma.employee@example.com", kind: "employee" },
    { id: "employee-2", sub: "auth0|employee-2", name: "Eli Employee", email: "eli.employee@example.com", kind: "employee" },
    { id: "partner-1", sub: `samlp|${partnerConnection}|partner-1`, name: "Pat Partner", email: "pat.partner@partner.example", kind: "partner" },
  ];
}
