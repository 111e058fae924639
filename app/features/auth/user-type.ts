export type UserTypeName = "partner" | "employee";

/** What every page may know about the visitor: a display name and the user type, no ids or tokens. */
export type RootViewer = { signedIn: boolean; name: string | null; isPartner: boolean };

/** What analytics receives once after a sign-in (Google Tag Manager's data layer). */
export type DataLayerEvent = { event: "userType"; userTypeName: UserTypeName };

/**
 * A partner signs in through the partners' identity-provider connection, whose name the
 * provider writes into the `sub` ("samlp|partner-idp|…"). Matching the name anywhere in `sub`
 * errs towards "partner", the type that sees less.
 */
export function isPartnerSub(sub: string, partnerConnection: string): boolean {
  if (partnerConnection.length === 0) throw new Error("The partner connection name must not be empty");
  return sub.includes(partnerConnection);
}

export function userTypeName(isPartner: boolean): UserTypeName {
  return isPartner ? "partner" : "employee";
}

/** The owner key of collections and saved entries: `sub` with "|" replaced by "-". */
export function userIdFromSub(sub: string): string {
  return sub.replaceAll("|", "-");
}
