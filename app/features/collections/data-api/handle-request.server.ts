/**
 * The data service for integrations: /api/data/{search_entry,create_entry,update_entry,
 * delete_entry}. Route modules pass the request and the dependencies (database, viewer, key),
 * so tests call this with a test database and a stand-in viewer. See docs/api.md.
 */
import { z } from "zod";
import type { Database } from "#db/connect";
import type { RateLimitResult } from "~/utils/rate-limit.server";
import { requireSameOrigin } from "~/features/auth/index.server";
import { calculatorRegistry, type CalculatorRegistry } from "../saved-entries/calculator-schemas";
import { authenticate, type AuthenticationDeps } from "./authenticate.server";
import type { ChannelContext } from "./channel-context";
import { createCollectionEntry, deleteCollectionEntry, searchCollections, updateCollectionEntry } from "./collections-channel.server";
import { refuseDeviceWrite, searchDevices } from "./devices-channel.server";
import { createEntry, deleteSavedEntry, searchEntries, updateEntry } from "./entries-channel.server";
import { readDataFields } from "./nested-fields";
import { createNotificationEntry, deleteNotificationEntry, searchNotifications, updateNotificationEntry } from "./notifications-channel.server";
import { failure, invalid } from "./responses";

export type DataOperation = "search" | "create" | "update" | "delete";

export type DataApiDeps = AuthenticationDeps & {
  db: Database;
  notificationsEnabled: boolean;
  /** Counts one change by a signed-in user (write-limit.server.ts); the service key is not limited. */
  allowWrite: (userId: string) => Promise<RateLimitResult>;
  newId?: () => string;
  registry?: CalculatorRegistry;
};

type Handler = (context: ChannelContext) => Promise<Response>;

const channels: Record<string, Record<DataOperation, Handler>> = {
  collections: { search: searchCollections, create: createCollectionEntry, update: updateCollectionEntry, delete: deleteCollectionEntry },
  calculator_entries: { search: searchEntries, create: createEntry, update: updateEntry, delete: deleteSavedEntry },
  notifications: { search: searchNotifications, create: createNotificationEntry, update: updateNotificationEntry, delete: deleteNotificationEntry },
  devices: { search: searchDevices, create: refuseDeviceWrite, update: refuseDeviceWrite, delete: refuseDeviceWrite },
};

// The spec's update call names no channel: collections are the default.
const channelSchema = z.enum(["collections", "calculator_entries", "notifications", "devices"]).default("collections");

async function readSource(request: Request, operation: DataOperation): Promise<URLSearchParams | FormData | null> {
  if (operation === "search") return new URL(request.url).searchParams;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export async function handleDataRequest(operation: DataOperation, request: Request, deps: DataApiDeps): Promise<Response> {
  const expected = operation === "search" ? "GET" : "POST";
  if (request.method !== expected) return failure(405, "method-not-allowed", { allow: expected });
  // A key in the address ends up in access logs and browser history (input-rules, issue 30).
  if (new URL(request.url).searchParams.has("key")) return invalid({ key: ["Send the key as Authorization: Bearer <key> or as a form field, never in the address."] });
  if (operation !== "search") requireSameOrigin(request);

  const source = await readSource(request, operation);
  if (!source) return invalid({ data: ["Send the fields as application/x-www-form-urlencoded or multipart/form-data."] });
  const fields = readDataFields(source);

  const actor = await authenticate(request, source, fields, deps);
  if (actor instanceof Response) return actor;
  if (operation !== "search" && actor.via === "session") {
    const allowance = await deps.allowWrite(actor.userId);
    if (!allowance.allowed) return failure(429, "too-many-requests", { retryAfterSeconds: allowance.retryAfterSeconds });
  }

  const channel = channelSchema.safeParse(fields.channel_name);
  if (!channel.success) return invalid({ "data[channel_name]": ["Use collections, calculator_entries, notifications or devices."] });
  // Switched off, the notifications channel does not exist.
  if (channel.data === "notifications" && !deps.notificationsEnabled) return failure(404, "not-found");

  const handler = channels[channel.data]![operation];
  return handler({ db: deps.db, actor, fields, newId: deps.newId ?? (() => crypto.randomUUID()), registry: deps.registry ?? calculatorRegistry });
}
