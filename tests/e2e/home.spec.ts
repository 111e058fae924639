import { test, expect, expectNoAxeViolations } from "./fixtures";

test.describe("home hero", () => {
  test("several calls to action share the 'More Product Information' dropdown", async ({ page }) => {
    await page.goto("/en-us");
    await expect(page.getByRole("heading", { level: 1, name: "The right monitor for every desk, team and meeting room" })).toBeVisible();
    const actions = page.getByTestId("hero-actions");
    const more = actions.getByRole("button", { name: "More Product Information" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(actions.getByRole("link")).toHaveCount(3);
    await actions.getByRole("link", { name: "Energy calculator" }).click();
    await expect(page).toHaveURL(/\/en-us\/energy-calculator\/input$/);
  });

  test("one call to action is a plain button, and the asset link opens a new tab", async ({ page }) => {
    await page.goto("/for-home/en-us");
    const hero = page.locator("section[aria-labelledby=hero-title]");
    await expect(hero.getByRole("link", { name: "Browse monitors for home" })).toBeVisible();
    await expect(hero.getByRole("button", { name: "More Product Information" })).toHaveCount(0);
    const asset = hero.getByRole("link", { name: /ENERGY STAR certified displays data set/ });
    await expect(asset).toHaveAttribute("target", "_blank");
    await expect(asset).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("banner strip", () => {
  test("shows the production banners only, rotates, pauses on hover, and links in and out", async ({ page }) => {
    await page.clock.install();
    await page.goto("/en-us");
    const carousel = page.getByRole("region", { name: "Featured" });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    // Three production banners; the staging one is not sent at all.
    await expect(slides).toHaveCount(3);
    await expect(carousel.locator("[data-indicator]")).toHaveCount(3);
    await expect(carousel).not.toContainText("Save monitors to collections");
    await expect(slides.nth(0)).toBeVisible();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(6_100);
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();

    await carousel.hover();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(13_000);
    await expect(slides.nth(1)).toBeVisible();

    await carousel.getByRole("button", { name: /^Show slide 3/ }).click();
    const external = slides.nth(2).getByRole("link", { name: /See ENERGY STAR displays/ });
    await expect(external).toHaveAttribute("href", /^https:\/\/www\.energystar\.gov\//);
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(0)).toBeVisible();
    await slides.nth(0).getByRole("link", { name: "Start comparing" }).click();
    await expect(page).toHaveURL(/\/en-us\/comparison$/);
  });

  test("keeps the markup the content allows", async ({ page }) => {
    await page.goto("/en-us");
    const title = page.locator('[aria-roledescription="slide"]').first().getByRole("heading");
    await expect(title.locator("strong")).toHaveText("three");
  });
});

test.describe("images", () => {
  test("wide screens show the hero drawing and each slide's image, named by its title", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en-us");
    const heroImage = page.locator("section[aria-labelledby=hero-title] img");
    await expect(heroImage).toBeVisible();
    await expect(heroImage).toHaveAttribute("alt", "");
    await expect.poll(() => heroImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const slideImage = page.locator('[aria-roledescription="slide"]').first().locator("img");
    await expect(slideImage).toBeVisible();
    await expect(slideImage).toHaveAttribute("alt", "Compare up to three monitors");
    const response = await page.request.get((await slideImage.getAttribute("src"))!);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  test("phones neither show nor download them", async ({ page }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && new URL(request.url()).pathname.startsWith("/images/")) images.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en-us");
    await expect(page.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await expect(page.locator("section[aria-labelledby=hero-title] img")).toBeHidden();
    await page.waitForLoadState("load");
    expect(images).toEqual([]);
  });
});

test.describe("use cases", () => {
  test("the home accordion leads to a use case page", async ({ page }) => {
    await page.goto("/en-us");
    await page.locator("summary", { hasText: "Software developers" }).click();
    await page.getByRole("link", { name: "See the monitors for Software developers" }).click();
    await expect(page).toHaveURL(/\/en-us\/use-case\/software-developers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Software developers" })).toBeVisible();
  });

  test("a use case page lists real monitors and the persona filter changes them", async ({ page }) => {
    await page.goto("/en-us/use-case/hybrid-work-and-hot-desking");
    const cards = page.getByTestId("use-case-monitors").getByRole("heading", { level: 3 });
    await expect(cards.first()).toBeVisible();
    const before = await cards.allTextContents();
    expect(before.length).toBeGreaterThan(0);
    const wired = page.getByRole("link", { name: "Wired network at the desk" });
    await wired.click();
    await expect(page).toHaveURL(/persona=wired-network/);
    await expect(wired).toHaveAttribute("aria-current", "page");
    await expect.poll(() => cards.allTextContents()).not.toEqual(before);
    await page.getByRole("link", { name: "Restart" }).click();
    await expect(page).toHaveURL(/\/use-case\/hybrid-work-and-hot-desking$/);
  });

  test("an unknown use case is a 404", async ({ request }) => {
    expect((await request.get("/en-us/use-case/no-such-use")).status()).toBe(404);
  });
});

test.describe("accessibility", () => {
  // The entrance animation fades the hero in; axe would measure contrast mid-fade.
  test.use({ reducedMotion: "reduce" });

  for (const path of ["/en-us", "/zh-cn", "/for-home/zh-cn", "/en-us/use-case/designers-and-creative-teams", "/for-home/zh-cn/use-case/gaming"]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test("the content API answers in the spec's shapes", async ({ request }) => {
  const home = await (await request.get("/en-us/api/homepage/production")).json();
  expect(home.data.links[0]).toEqual(expect.objectContaining({ id: expect.any(String), slug: expect.any(String), title: expect.any(String) }));
  const banners = await (await request.get("/zh-cn/api/featured-banners/production?site=home")).json();
  expect(Object.keys(banners.data.featured_banners.banners).length).toBeGreaterThanOrEqual(3);
  const regions = await (await request.get("/api/regions")).json();
  expect(regions.data.regions.map((region: { name: string }) => region.name)).toContain("Greater China");
  const meeting = await (await request.get("/api/meeting-space-config_peripheral")).json();
  expect(meeting.data.entries.map((entry: { name: string }) => entry.name)).toContain("Dell Speakerphone SP3022");
  const workspace = await request.get("/api/workspace-config-peripheral");
  expect((await workspace.json()).data.categories.length).toBeGreaterThan(0);
  // Shared content in Chinese: by prefix or by ?lang=; an unknown ?lang= falls back to English, an unknown prefix is 404 (input rule).
  const zhRegions = await (await request.get("/zh-cn/api/regions")).json();
  expect(zhRegions.data.regions.map((region: { name: string }) => region.name)).toContain("大中华区");
  const zhMeeting = await (await request.get("/api/meeting-space-config_peripheral?lang=zh-cn")).json();
  expect(zhMeeting.data.categories.map((category: { title: string }) => category.title)).toContain("会议扬声器");
  const zhWorkspace = await (await request.get("/zh-cn/api/workspace-config-peripheral")).json();
  expect(zhWorkspace.data.entries.find((entry: { id: string }) => entry.id === "msa20").description).toMatch(/夹桌式/);
  const fallback = await (await request.get("/api/regions?lang=xx-yy")).json();
  expect(fallback.data.regions[0].name).toBe("North America");
  expect((await request.get("/xx-yy/api/regions")).status()).toBe(404);
  expect((await request.get("/en-us/api/homepage/nowhere")).status()).toBe(404);
});
