import { getViewer } from "~/features/auth/index.server";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { allowWrite } from "../write-limit.server";
import type { DataApiDeps } from "./handle-request.server";

/** The running app's dependencies of the data service. */
export async function dataApiDeps(): Promise<DataApiDeps> {
  const env = getEnv();
  const db = await getDb();
  return {
    db,
    allowWrite: (userId) => allowWrite(db, userId),
    getViewer,
    serviceKey: env.DATA_SERVICE_KEY,
    notificationsEnabled: env.FEATURE_NOTIFICATIONS,
  };
}
