import { describe, expect, it } from "vitest";
import { sortForDisplay, unreadBadge, unreadCount } from "./model";

const at = (iso: string) => new Date(iso);

describe("notifications model", () => {
  it("counts unread notifications", () => {
    expect(unreadCount([{ readAt: null }, { readAt: at("2026-01-01") }, { readAt: null }])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it("shows a badge only when something is unread, capped at 99+", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
    expect(unreadBadge(7)).toBe("7");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
  });

  it("lists unread first, then newest first", () => {
    const list = [
      { id: "old-read", readAt: at("2026-01-03"), createdAt: at("2026-01-01") },
      { id: "new-read", readAt: at("2026-01-04"), createdAt: at("2026-01-03") },
      { id: "old-unread", readAt: null, createdAt: at("2026-01-02") },
      { id: "new-unread", readAt: null, createdAt: at("2026-01-05") },
    ];
    expect(sortForDisplay(list).map((item) => item.id)).toEqual(["new-unread", "old-unread", "new-read", "old-read"]);
  });
});
