// The laptop-partner pages (issue 14) in both languages: the three text pages, the lookup as a
// GET form with and without JavaScript, the JSON API's answers and its 400 / 404; each fact's
// source a link or "not confirmed by a public page" (issue 46), and only the OS versions a device runs.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const textPages = [
  { path: "apple-configurator", title: "devices.name", text: "devices.why.pointOneCable" },
  { path: "apple-configurator/evolving-workspaces", title: "devices.page.evolvingWorkspaces", text: "devices.evolving.mixedBody" },
  { path: "apple-configurator/dell-display-manager", title: "devices.page.displayManager", text: "devices.displayManager.layoutsBody" },
] as const;

test.describe("laptop-partner pages", () => {
  for (const [language, phrases] of [["en-us", enUs], ["zh-cn", zhCn]] as const) {
    for (const entry of textPages) {
      test(`${language} /${entry.path} shows its text and links to the lookup`, async ({ page }) => {
        await page.goto(`/${language}/${entry.path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(phrases[entry.title]);
        await expect(page.getByText(phrases[entry.text])).toBeVisible();
        const nav = page.getByRole("navigation", { name: phrases["devices.nav.label"] });
        await expect(nav.getByRole("link", { name: phrases["devices.page.chooseMonitor"] })).toHaveAttribute("href", `/${language}/apple-configurator/input`);
        await expectNoAxeViolations(page);
      });
    }
  }

  test("the lookup answers in English: two monitors on an M1 Air need a dock, on an M2 Pro they are native", async ({ page }) => {
    await page.goto("/en-us/apple-configurator/input");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["devices.page.chooseMonitor"]);
    await page.getByLabel(enUs["devices.input.device"]).selectOption("macbook-air-m1");
    await page.getByLabel(enUs["devices.input.os"]).selectOption("macos-15");
    await page.getByLabel(enUs["devices.input.scenario"]).selectOption("two-monitors");
    await page.getByRole("button", { name: enUs["devices.input.submit"] }).click();
    await expect(page).toHaveURL(/device=macbook-air-m1&os=macos-15&scenario=two-monitors/);
    await expect(page.getByTestId("supported")).toHaveText(enUs["devices.supported.with-dock"]);
    await expect(page.getByText("MacBook Air (M1) drives one external display with its lid open.")).toBeVisible();
    // The display count's source is a link a visitor can open; the ports no page confirms are labelled, and so is the verdict.
    await expect(page.getByRole("link", { name: "Ubergizmo, M1 MacBooks single external display (November 2020)" })).toHaveAttribute(
      "href",
      "https://www.ubergizmo.com/2020/11/m1-macbooks-single-external-displays/",
    );
    await expect(page.getByTestId("unconfirmed").first()).toHaveText(enUs["devices.result.unconfirmed"]);
    await expect(page.getByTestId("caveat")).toHaveText(enUs["devices.result.caveat"]);
    await expect(page.getByRole("heading", { name: enUs["devices.result.monitors"] })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(enUs["devices.input.device"]).selectOption("macbook-pro-m2-pro");
    await page.getByRole("button", { name: enUs["devices.input.submit"] }).click();
    await expect(page).toHaveURL(/device=macbook-pro-m2-pro/);
    await expect(page.getByTestId("supported")).toHaveText(enUs["devices.supported.native"]);
  });

  test("the lookup works without JavaScript in Chinese: a Mac daisy chain does not work, bad input is a 400", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/zh-cn/apple-configurator/input");
    await page.getByLabel(zhCn["devices.input.device"]).selectOption("macbook-pro-m4-max");
    await page.getByLabel(zhCn["devices.input.os"]).selectOption("macos-15");
    await page.getByLabel(zhCn["devices.input.scenario"]).selectOption("daisy-chain");
    await page.getByRole("button", { name: zhCn["devices.input.submit"] }).click();
    await expect(page.getByTestId("supported")).toHaveText(zhCn["devices.supported.no"]);
    await expect(page.getByText(zhCn["devices.fact.noMst"])).toBeVisible();
    await expect(page.getByText(zhCn["devices.result.noMonitors"])).toBeVisible();

    const response = await page.goto("/zh-cn/apple-configurator/input?device=macbook-air-m4&os=macos-11&scenario=one-monitor");
    expect(response?.status()).toBe(400);
    const message = "操作系统：MacBook Air 13-inch (M4) 不能运行 macOS 11 Big Sur，可运行 macOS 15 Sequoia, macOS 26 Tahoe。";
    await expect(page.getByRole("alert").filter({ hasText: zhCn["devices.result.errors"] })).toContainText(message);
    await expect(page.locator("#os-error")).toHaveText(message);
    // Without JavaScript the OS field still offers only what the chosen device runs.
    await expect(page.getByLabel(zhCn["devices.input.os"]).locator("option")).toHaveText(["macOS 15 Sequoia", "macOS 26 Tahoe"]);
    await context.close();
  });

  test("the For Home site serves the lookup too", async ({ page }) => {
    await page.goto("/for-home/en-us/apple-configurator/input?device=macbook-air-m4&os=macos-15&scenario=two-monitors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["devices.page.chooseMonitor"]);
    await expect(page.getByTestId("supported")).toHaveText(enUs["devices.supported.native"]);
    await expectNoAxeViolations(page);
  });

  test("the OS field offers only the versions the chosen device runs", async ({ page }) => {
    await page.goto("/en-us/apple-configurator/input");
    await waitForHydration(page);
    const os = page.getByLabel(enUs["devices.input.os"]);
    await page.getByLabel(enUs["devices.input.device"]).selectOption("dell-latitude-7450");
    await expect(os.locator("option")).toHaveText(["Windows 11"]);
    await page.getByLabel(enUs["devices.input.device"]).selectOption("macbook-air-m4");
    await expect(os.locator("option")).toHaveText(["macOS 15 Sequoia", "macOS 26 Tahoe"]);
    await expect(os).toHaveValue("macos-26");
  });

  test("the JSON API gives lid-open and lid-closed display counts, each fact's source a page or null", async ({ request }) => {
    const m3 = await (await request.get("/en-us/api/devices/recommendation?device=macbook-pro-m3&os=macos-15&scenario=two-monitors")).json();
    expect(m3.device.externalDisplays).toEqual({ lidOpen: 1, lidClosed: 2 });
    expect(m3.supported).toBe("native");
    const latitude = await (await request.get("/en-us/api/devices/recommendation?device=dell-latitude-7450&os=windows-11&scenario=three-monitors")).json();
    expect(latitude.device.externalDisplays.lidClosed).toBe(4);
    for (const body of [m3, latitude]) {
      for (const fact of body.facts) {
        if (fact.source !== null) expect(fact.source).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https:\/\//), retrieved: "2026-11-29" });
      }
    }
    // The Latitude's display counts are in Dell's manual; its ports are on no page found: the verdict says so.
    expect(latitude.device.sources.displays.url).toBe("https://easymanua.ls/dell/p176g/manual?p=32");
    expect(latitude.device.sources.ports).toBeNull();
    expect(latitude.caveat).toBe(enUs["devices.result.caveat"]);
  });

  test("the JSON API refuses a Latitude with macOS: 400 naming the OS field, in both languages", async ({ request }) => {
    const en = await request.get("/en-us/api/devices/recommendation?device=dell-latitude-7450&os=macos-15&scenario=one-monitor");
    expect(en.status()).toBe(400);
    expect((await en.json()).issues).toEqual([{ field: "os", message: "Operating system: Dell Latitude 7450 does not run macOS 15 Sequoia. It runs Windows 11." }]);
    const zh = await request.get("/zh-cn/api/devices/recommendation?device=dell-latitude-7450&os=macos-15&scenario=one-monitor");
    expect(zh.status()).toBe(400);
    expect((await zh.json()).issues).toEqual([{ field: "os", message: "操作系统：Dell Latitude 7450 不能运行 macOS 15 Sequoia，可运行 Windows 11。" }]);
  });

  test("the lookup for a MacBook with the U2724DE never says it delivers no power: an unknown figure is 'not specified'", async ({ request }) => {
    const body = await (await request.get("/en-us/api/devices/recommendation?device=macbook-air-m2&os=macos-15&scenario=single-cable-dock&monitor=u2724de")).json();
    const texts = body.facts.map((fact: { text: string }) => fact.text).join(" ");
    expect(texts).not.toContain("delivers no power");
    // No page states the U2724DE's per-port figure (db/seed-data/cited/monitor-facts.csv: NOT FOUND).
    expect(body.monitors[0].usbCPowerDeliveryWatts).toBeNull();
    expect(body.supported).toBe("native");
    expect(texts).toContain("its USB-C power delivery is not specified");
  });

  test("never says the P2720DC or P2421DC delivers 127-130 W: ENERGY STAR's field is no port's figure (issue 46)", async ({ request }) => {
    for (const monitor of ["p2720dc", "p2421dc"]) {
      const body = await (await request.get(`/en-us/api/devices/recommendation?device=macbook-pro-m4-max&os=macos-15&scenario=single-cable-dock&monitor=${monitor}`)).json();
      expect(body.monitors[0].usbCPowerDeliveryWatts).toBeNull();
      const texts = body.facts.map((fact: { text: string }) => fact.text).join(" ");
      expect(texts).not.toMatch(/\b(127|130) W/);
      expect(texts).toContain("its USB-C power delivery is not specified");
    }
  });

  test("the device list offers at least 45 devices", async ({ page }) => {
    await page.goto("/en-us/apple-configurator/input");
    expect(await page.getByLabel(enUs["devices.input.device"]).locator("option").count()).toBeGreaterThanOrEqual(45);
  });

  test("the JSON API answers the contract, 400 on bad input and 404 for an unknown device", async ({ request }) => {
    const ok = await request.get("/en-us/api/devices/recommendation?device=macbook-pro-m4-max&os=macos-15&scenario=single-cable-dock");
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ device: { slug: "macbook-pro-m4-max" }, scenario: { slug: "single-cable-dock" }, supported: "native" });
    // Every monitor listed powers the laptop as fast as USB-C allows: min(140 W adapter, 100 W over USB-C) = 100 W.
    for (const monitor of body.monitors) expect(monitor.usbCPowerDeliveryWatts).toBeGreaterThanOrEqual(100);
    // The U4025QW's page gives its Thunderbolt 4 port 140 W: listed though its port list is not specified.
    expect(body.monitors.map((monitor: { slug: string }) => monitor.slug)).toContain("u4025qw");
    // ENERGY STAR's 130/127 W no longer counts as a port's power: neither 2019 model is listed.
    expect(body.monitors.map((monitor: { slug: string }) => monitor.slug)).not.toEqual(expect.arrayContaining(["p2720dc"]));
    expect(body.monitors.map((monitor: { slug: string }) => monitor.slug)).not.toEqual(expect.arrayContaining(["p2421dc"]));
    expect(body.facts.every((fact: { text: string; source: { url: string } | null }) => fact.text && (fact.source === null || fact.source.url.startsWith("https://")))).toBe(true);

    const bad = await request.get("/zh-cn/api/devices/recommendation?device=macbook-air-m1&os=dos&scenario=one-monitor");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ message: zhCn["devices.error.invalid"], issues: [{ field: "os", message: zhCn["devices.error.os"] }] });

    const unknown = await request.get("/en-us/api/devices/recommendation?device=commodore-64&os=macos-15&scenario=one-monitor");
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).message).toBe(enUs["devices.error.unknownDevice"]);
  });
});

test.describe("laptop-partner pages with JavaScript", () => {
  // The error page answers 400 on purpose, and Chromium logs every 400 document as a console error.
  test.use({ allowConsoleErrors: true });

  // axe runs in the page, so the Chinese answer and error pages are checked with JavaScript on.
  test("the Chinese answer page is accessible", async ({ page }) => {
    await page.goto("/zh-cn/apple-configurator/input?device=macbook-pro-m4-max&os=macos-15&scenario=daisy-chain");
    await expect(page.getByTestId("supported")).toHaveText(zhCn["devices.supported.no"]);
    await expectNoAxeViolations(page);
  });

  test("the Chinese error page is accessible", async ({ page }) => {
    await page.goto("/zh-cn/apple-configurator/input?device=macbook-air-m4&os=macos-11&scenario=one-monitor");
    await expect(page.getByRole("alert").filter({ hasText: zhCn["devices.result.errors"] })).toContainText("操作系统：MacBook Air 13-inch (M4) 不能运行 macOS 11 Big Sur");
    await expectNoAxeViolations(page);
  });
});
