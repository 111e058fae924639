import { afterEach, describe, expect, it, vi } from "vitest";
import type { Banner } from "./banners";
import type { HomeData } from "./home-data";
import { loadHomeBlocks } from "./home-page.server";

const home: HomeData = {
  hero: { subtitle: "S", title: "Title", lead: "Lead", callsToAction: [] },
  links: [{ id: "a", slug: "gaming", title: "Gaming" }],
  structure: [{ linkId: "a", lead: "Lead", personas: [{ id: "p", title: "P", summary: "P", monitors: {} }] }],
};
const banner = { id: "one" } as Banner;

describe("home page content blocks", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives hero, use cases and banners when content loads", async () => {
    const blocks = await loadHomeBlocks({ readHome: async () => home, readBanners: async () => [banner] }, { bannersOn: true });
    expect(blocks.hero?.title).toBe("Title");
    expect(blocks.useCases.map((entry) => entry.slug)).toEqual(["gaming"]);
    expect(blocks.banners).toEqual([banner]);
  });

  it("keeps a site-path hero image and drops one from another host", async () => {
    const withImage = (backgroundImage: string) => ({ ...home, hero: { ...home.hero, backgroundImage } });
    const readers = (data: HomeData) => ({ readHome: async () => data, readBanners: async () => [] });
    const own = await loadHomeBlocks(readers(withImage("/images/hero-work.svg")), { bannersOn: false });
    expect(own.hero?.backgroundImage).toBe("/images/hero-work.svg");
    const foreign = await loadHomeBlocks(readers(withImage("//evil.example/x.svg")), { bannersOn: false });
    expect(foreign.hero?.backgroundImage).toBeUndefined();
    expect(foreign.hero?.title).toBe("Title");
  });

  it("logs a failing banner read and still gives the other blocks", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const blocks = await loadHomeBlocks(
      { readHome: async () => home, readBanners: () => Promise.reject(new Error("banner service down")) },
      { bannersOn: true },
    );
    expect(blocks.banners).toEqual([]);
    expect(blocks.hero?.title).toBe("Title");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("featured-banners"), expect.any(Error));
  });

  it("logs a failing home read and gives no hero and no use cases", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const blocks = await loadHomeBlocks(
      { readHome: () => Promise.reject(new Error("database down")), readBanners: async () => [banner] },
      { bannersOn: true },
    );
    expect(blocks).toEqual({ hero: null, useCases: [], banners: [banner] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("does not read banners when the banners switch is off", async () => {
    const readBanners = vi.fn(async () => [banner]);
    const blocks = await loadHomeBlocks({ readHome: async () => home, readBanners }, { bannersOn: false });
    expect(readBanners).not.toHaveBeenCalled();
    expect(blocks.banners).toEqual([]);
  });
});
