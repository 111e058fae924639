import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { parseEnv } from "~/utils/env.server";
import { createTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { countUnread, createNotification, deleteNotification, listNotifications, markRead } from "./notifications.server";

const alice = "auth0-alice";
const mallory = "auth0-mallory";

describe("the notifications switch", () => {
  it("is off unless set to true, and these tests run with it on", () => {
    expect(parseEnv({}).FEATURE_NOTIFICATIONS).toBe(false);
    expect(parseEnv({ FEATURE_NOTIFICATIONS: "true" }).FEATURE_NOTIFICATIONS).toBe(true);
  });
});

describe.each(databaseKinds)("saved notifications on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("lists a user's notifications with the unread count, and nobody else's", async () => {
    const first = await createNotification(handle.db, alice, { title: "Price list updated", body: "", link: "/products" });
    await createNotification(handle.db, alice, { title: "New e-guide", body: "QD-OLED", link: null });
    await createNotification(handle.db, mallory, { title: "Not for Alice", body: "", link: null });
    const list = await listNotifications(handle.db, alice);
    expect(list.map((item) => item.title).sort()).toEqual(["New e-guide", "Price list updated"]);
    expect(list.every((item) => item.readAt === null)).toBe(true);
    expect(await countUnread(handle.db, alice)).toBe(2);
    expect(first).toMatchObject({ title: "Price list updated", link: "/products", readAt: null });
  });

  it("marks one read, then all; another user's ids change nothing", async () => {
    const [one] = await listNotifications(handle.db, alice);
    expect(await markRead(handle.db, mallory, [one!.id])).toBe(0);
    expect(await markRead(handle.db, alice, [one!.id, "not-a-uuid"])).toBe(1);
    expect(await countUnread(handle.db, alice)).toBe(1);
    expect(await markRead(handle.db, alice, "all")).toBe(1);
    expect(await countUnread(handle.db, alice)).toBe(0);
    expect(await countUnread(handle.db, mallory)).toBe(1);
    expect(await listNotifications(handle.db, alice, { unreadOnly: true })).toEqual([]);
  });

  it("deletes only the owner's notification", async () => {
    const [theirs] = await listNotifications(handle.db, mallory);
    expect(await deleteNotification(handle.db, alice, theirs!.id)).toBe(false);
    expect(await deleteNotification(handle.db, mallory, theirs!.id)).toBe(true);
    expect(await listNotifications(handle.db, mallory)).toEqual([]);
  });
});
