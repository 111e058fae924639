import { getDb } from "~/utils/db.server";
import { takeUserTypeAnnouncement } from "./session-store.server";
import { userTypeName, type DataLayerEvent, type RootViewer } from "./user-type";
import { readSession } from "./viewer.server";

const anonymous: RootViewer = { signedIn: false, name: null, isPartner: false };

/**
 * The viewer for the root loader, and the analytics event of a fresh sign-in: the first page
 * rendered for a new session pushes the user type once.
 */
export async function loadRootViewer(request: Request): Promise<{ viewer: RootViewer; dataLayerEvents: DataLayerEvent[] }> {
  const session = await readSession(request);
  if (!session) return { viewer: anonymous, dataLayerEvents: [] };
  const announce = !session.userTypeAnnounced && (await takeUserTypeAnnouncement(await getDb(), session.id));
  return {
    viewer: { signedIn: true, name: session.name ?? session.email, isPartner: session.isPartner },
    dataLayerEvents: announce ? [{ event: "userType", userTypeName: userTypeName(session.isPartner) }] : [],
  };
}
