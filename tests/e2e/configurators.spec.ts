// The question-and-answer configurators of issue 13: the meeting-space wizard step by step in both
// languages (with and without JavaScript) to the bill of materials and its CSV, the share link,
// saving to a collection, both sites, and the API's answers and 400s.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

// Medium room, reading (the 4-6-8 rule's default): 14 ft × 12 ÷ 6 = 28 in of image height; 54.6 in
// (26.8) and 55 in (27.0) are short, the C6522QT's 64.5 in gives 64.5 × 9 / √337 = 31.6 in.
const mediumAnswers = "roomSize=medium&seats=8&shape=boardroom&platform=teams&viewing=reading&touch=yes&mounting=wall";

test.describe("meeting-space configurator", () => {
  test("walks through the steps to the bill of materials and its CSV, in English", async ({ page, request }) => {
    await page.goto("/en-us/meeting-space-configurator");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["meetingSpace.name"]);
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(page.getByRole("radio", { name: enUs["meetingSpace.roomSize.medium"] })).toBeChecked();
    await page.getByRole("spinbutton", { name: enUs["meetingSpace.seats"] }).fill("8");
    await page.getByRole("button", { name: enUs["configurator.next"] }).click();
    await expect(page).toHaveURL(/\/en-us\/meeting-space-configurator\/platform\?.*seats=8/);

    await page.getByRole("radio", { name: enUs["meetingSpace.platform.teams"] }).check();
    await page.getByRole("button", { name: enUs["configurator.next"] }).click();
    await expect(page).toHaveURL(/\/meeting-space-configurator\/display\?.*platform=teams/);
    await expectNoAxeViolations(page);

    // Back keeps the answers: the platform is still chosen.
    await page.getByRole("link", { name: enUs["configurator.back"] }).click();
    await expect(page.getByRole("radio", { name: enUs["meetingSpace.platform.teams"] })).toBeChecked();
    await page.getByRole("button", { name: enUs["configurator.next"] }).click();

    await page.getByRole("group", { name: enUs["meetingSpace.touch"] }).getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: enUs["configurator.showResults"] }).click();
    await expect(page).toHaveURL(/\/meeting-space-configurator\/results\?/);
    await expect(page.getByRole("heading", { name: enUs["configurator.bom.title"] })).toBeVisible();

    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Dell C6522QT/ })).toContainText("Price on request");
    // A medium 8-seat room gets room-class camera and audio, which the catalogue does not hold: said, and no personal devices.
    await expect(table.getByRole("row", { name: /SP3022|WB7022|WB5023/ })).toHaveCount(0);
    await expect(page.getByText(enUs["meetingSpace.notInCatalogue.camera"])).toBeVisible();
    await expect(page.getByText(enUs["meetingSpace.notInCatalogue.audio"])).toBeVisible();
    await expect(page.getByText("the 4-6-8 rule of thumb asks for an image at least 14 ft ÷ 6 = 28 in tall")).toBeVisible();
    await expect(page.getByText(enUs["meetingSpace.rule.superseded"])).toBeVisible();
    // DISCAS for the C6522QT (31.62 in, 2160 rows) at 168 in: 168 ÷ (31.62 × 200) = 2.66 %; × 2160 = 57.4 px.
    await expect(page.getByText("at least 2.66% of the image height, that is 57.4 of the display’s 2,160 pixel rows")).toBeVisible();
    await expect(page.getByText(enUs["configurator.bom.noPrices"])).toBeVisible();
    await expectNoAxeViolations(page);

    const share = await page.getByLabel("Link to these results").inputValue();
    expect(new URL(share).pathname).toBe("/en-us/meeting-space-configurator/results");
    expect(new URL(share).search).toBe(`?${mediumAnswers}`);

    const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    const response = await request.get(csvHref!);
    expect(response.headers()["content-type"]).toContain("text/csv");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("category,title,model,quantity,unitPriceUsd,reason");
    const rows = [
      "Display,Dell C6522QT,C6522QT,1,Price on request,The smallest catalog display whose image (31.6 in) is at least 14 ft ÷ 6 = 28 in tall.",
      "Mount or cart,Fixed wall mount for 55–86 inch displays (VESA),,1,Price on request,",
      'Cables,"Premium High Speed HDMI cable, 5 m",,1,Price on request,',
      'Cables,"USB-A to USB-B cable, 5 m (touch)",,1,Price on request,Touch needs a USB link back to the computer.',
    ];
    expect(lines.slice(1).map((line, index) => line.slice(0, rows[index]?.length))).toEqual(rows);

    // The share link restores every answer.
    await page.goto(share);
    await expect(page.getByRole("table").getByRole("row", { name: /Dell C6522QT/ })).toBeVisible();
    await page.getByRole("link", { name: /Change.*Room layout/ }).click();
    await expect(page.getByRole("radio", { name: enUs["meetingSpace.shape.boardroom"] })).toBeChecked();
    await expect(page.getByRole("spinbutton", { name: enUs["meetingSpace.seats"] })).toHaveValue("8");
  });

  test("works without JavaScript in Chinese, says what is missing, and drops what the room has", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/zh-cn/meeting-space-configurator");
    await page.getByRole("radio", { name: zhCn["meetingSpace.roomSize.large"] }).check();
    // No seats: the next address shows the room step again with the message.
    await page.getByRole("button", { name: zhCn["configurator.next"] }).click();
    await expect(page.getByRole("alert").filter({ hasText: zhCn["configurator.errorTitle"] })).toContainText(zhCn["configurator.error.seatsRequired"]);
    await expect(page.getByRole("heading", { name: zhCn["meetingSpace.step.room"] })).toBeVisible();

    await page.getByRole("spinbutton", { name: zhCn["meetingSpace.seats"] }).fill("14");
    await page.getByRole("button", { name: zhCn["configurator.next"] }).click();
    await page.getByRole("radio", { name: zhCn["meetingSpace.platform.zoom"] }).check();
    await page.getByRole("checkbox", { name: zhCn["meetingSpace.existing.camera"] }).check();
    await page.getByRole("button", { name: zhCn["configurator.next"] }).click();
    await page.getByRole("radio", { name: zhCn["meetingSpace.viewing.basic"] }).check();
    await page.getByLabel(/^地区/).selectOption("greater-china");
    await page.getByLabel(/^预算/).fill("20000");
    await page.getByRole("button", { name: zhCn["configurator.showResults"] }).click();

    // Large, basic: 18 ft × 12 ÷ 8 = 27 in; the 55 in display gives 26.96 < 27, so the 64.5 in C6522QT.
    await expect(page.getByRole("table").getByRole("row", { name: /Dell C6522QT/ })).toContainText(zhCn["configurator.priceOnRequest"]);
    await expect(page.getByText(zhCn["configurator.budget.unknown"].replace("{budget}", new Intl.NumberFormat("zh-CN", { style: "currency", currency: "USD" }).format(20000)))).toBeVisible();
    const csvHref = await page.getByRole("link", { name: zhCn["calculator.share.csv"] }).getAttribute("href");
    await context.close();

    const csv = await (await request.get(csvHref!)).text();
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe("category,title,model,quantity,unitPriceUsd,reason");
    // The camera is already in the room; a large 14-seat room's audio is room audio, not in the catalogue: no speakerphones.
    expect(rows.slice(1).map((row) => row.split(",")[0])).toEqual(["显示屏", "挂架或推车", "线缆"]);
    expect(rows[1]).toMatch(/^显示屏,Dell C6522QT,C6522QT,1,价格需询价,/);
  });

  test("is clean for axe in Chinese on the For Home site", async ({ page }) => {
    await page.goto(`/for-home/zh-cn/meeting-space-configurator/results?${mediumAnswers}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: zhCn["configurator.bom.title"] })).toBeVisible();
    await expect(page.getByText(zhCn["meetingSpace.roomSystemNote"])).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: zhCn["configurator.restart"] }).click();
    await expect(page).toHaveURL(/\/for-home\/zh-cn\/meeting-space-configurator$/);
  });

  test("saves to a collection and opens again by url_title", async ({ page }) => {
    await signIn(page, "Emma Employee", `/en-us/meeting-space-configurator/results?${mediumAnswers}&existing=audio`);
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page).toHaveURL(/[?&]entry=[a-z0-9-]+$/);
    const entry = new URL(page.url()).searchParams.get("entry")!;
    await page.goto(`/en-us/meeting-space-configurator/results?entry=${entry}`);
    await expect(page.getByRole("table").getByRole("row", { name: /Dell C6522QT/ })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row", { name: /SP3022/ })).toHaveCount(0);
  });
});

test.describe("configurators API", () => {
  test("answers the meeting space in the contract's fields", async ({ request }) => {
    const response = await request.get("/en-us/api/configurators/meeting-space?roomSize=small&seats=4&platform=other&viewing=basic&touch=no&budgetUsd=5000");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.answers).toMatchObject({ roomSize: "small", seats: 4, platform: "other", viewing: "basic", touch: false, budgetUsd: 5000 });
    // Small, basic: 10 ft × 12 ÷ 8 = 15 in; the smallest touch-or-not display, 54.6 in (26.8 in).
    expect(body.items[0]).toMatchObject({ category: "display", model: "C5522QT", quantity: 1, unitPriceUsd: null });
    for (const item of body.items) expect(Object.keys(item).sort()).toEqual(["category", "model", "quantity", "reason", "title", "unitPriceUsd"]);
    expect(body.totalUsd).toBeNull();
  });

  test("answers bad answers with 400 and translated messages; an unknown configurator with 404", async ({ request }) => {
    const bad = await request.get("/zh-cn/api/configurators/meeting-space?roomSize=huge&seats=0&platform=skype&region=mars");
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(body.message).toBe(zhCn["configurator.error.summary"]);
    expect(body.issues).toEqual([
      { field: "roomSize", message: zhCn["configurator.error.choice"] },
      { field: "seats", message: "请输入 1 至 60 之间的数字。" },
      { field: "platform", message: zhCn["configurator.error.choice"] },
    ]);
    const region = await request.get("/en-us/api/configurators/meeting-space?roomSize=small&seats=4&platform=zoom&region=mars");
    expect(region.status()).toBe(400);
    expect((await region.json()).issues).toEqual([{ field: "region", message: enUs["configurator.error.region"] }]);
    expect((await request.get("/en-us/api/configurators/kitchen")).status()).toBe(404);
  });
});

test.describe("workspace configurator", () => {
  test("walks through the steps to the bill of materials and its CSV, in English", async ({ page, request }) => {
    await page.goto("/en-us/workspace-configurator");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["workspace.name"]);
    await expectNoAxeViolations(page);
    await page.getByLabel(enUs["workspace.persona"]).selectOption("sharp-text");
    await expect(page.getByRole("spinbutton", { name: enUs["workspace.deskWidthIn"] })).toHaveValue("55");
    await page.getByRole("radio", { name: enUs["workspace.screens.2"] }).check();
    await page.getByRole("button", { name: enUs["configurator.next"] }).click();
    await expect(page).toHaveURL(/\/en-us\/workspace-configurator\/devices\?.*persona=sharp-text/);
    await page.getByRole("radio", { name: enUs["workspace.laptop.thunderbolt"] }).check();
    await page.getByRole("checkbox", { name: enUs["workspace.existing.headset"] }).check();
    await page.getByRole("button", { name: enUs["configurator.next"] }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: enUs["configurator.showResults"] }).click();
    await expect(page).toHaveURL(/\/workspace-configurator\/results\?/);
    await expect(page.getByRole("heading", { name: enUs["configurator.bom.title"] })).toBeVisible();
    await expectNoAxeViolations(page);

    // The page, the API and the CSV agree: two monitors of the profile, the Thunderbolt dock, the dual arm, no headset.
    const query = new URL(await page.getByLabel("Link to these results").inputValue()).search;
    expect(query).toBe("?persona=sharp-text&hoursPerDay=8&deskWidthIn=55&screens=2&laptop=thunderbolt&existing=headset");
    const body = await (await request.get(`/en-us/api/configurators/workspace${query}`)).json();
    expect(body.items.map((item: { category: string }) => item.category)).toEqual(["monitor", "dock", "webcam", "keyboard-mouse", "arm"]);
    const monitor = body.items[0];
    expect(monitor.quantity).toBe(2);
    // Two side by side fit the 55 in desk.
    expect(body.monitor.fitsDesk).toBe(true);
    expect(body.monitor.rowWidthIn).toBeLessThanOrEqual(55);
    await expect(page.getByRole("table").getByRole("row", { name: new RegExp(monitor.title) })).toContainText(monitor.model);

    const csv = await (await request.get((await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!)).text();
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe("category,title,model,quantity,unitPriceUsd,reason");
    expect(rows[1]).toMatch(new RegExp(`^Monitor,${monitor.title},${monitor.model},2,`));
    expect(rows[2]).toMatch(/^Dock,Dell Thunderbolt Dock WD22TB4,WD22TB4,1,Price on request,/);
    expect(rows[5]).toMatch(/^Arm,Dell Dual Monitor Arm MDA20,MDA20,1,Price on request,Sets height and distance for 8 hours a day/);
    expect(rows).toHaveLength(6);
  });

  test("works without JavaScript in Chinese on the For Home site, with messages for bad answers", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/for-home/zh-cn/workspace-configurator");
    await page.getByLabel(zhCn["workspace.persona"]).selectOption("everyday");
    await page.getByRole("spinbutton", { name: zhCn["workspace.hoursPerDay"] }).fill("30");
    await page.getByRole("button", { name: zhCn["configurator.next"] }).click();
    await expect(page.getByRole("alert").filter({ hasText: zhCn["configurator.errorTitle"] })).toContainText("请输入 1 至 24 之间的数字。");
    await page.getByRole("spinbutton", { name: zhCn["workspace.hoursPerDay"] }).fill("3");
    await page.getByRole("button", { name: zhCn["configurator.next"] }).click();
    await page.getByRole("radio", { name: zhCn["workspace.laptop.hdmi"] }).check();
    await page.getByRole("button", { name: zhCn["configurator.next"] }).click();
    await page.getByRole("button", { name: zhCn["configurator.showResults"] }).click();
    await expect(page).toHaveURL(/\/for-home\/zh-cn\/workspace-configurator\/results\?/);
    await expect(page.getByRole("heading", { name: zhCn["configurator.bom.title"] })).toBeVisible();
    const csvHref = await page.getByRole("link", { name: zhCn["calculator.share.csv"] }).getAttribute("href");
    await context.close();

    expect(csvHref).toContain("site=home");
    const rows = (await (await request.get(csvHref!)).text()).trimEnd().split("\r\n");
    expect(rows[0]).toBe("category,title,model,quantity,unitPriceUsd,reason");
    // An HDMI laptop gets no dock; 3 hours a day and one screen need no arm.
    const categories = rows.slice(1).map((row) => row.split(",")[0]);
    expect(categories[0]).toBe("显示器");
    expect(categories).not.toContain("扩展坞");
    expect(categories).not.toContain("支架");
    expect(categories).toContain("键盘和鼠标");
  });

  test("saves to a collection and opens again by url_title", async ({ page }) => {
    await signIn(page, "Eli Employee", "/en-us/workspace-configurator/results?persona=one-cable&screens=2&laptop=hdmi&existing=webcam");
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page).toHaveURL(/[?&]entry=[a-z0-9-]+$/);
    const entry = new URL(page.url()).searchParams.get("entry")!;
    await page.goto(`/en-us/workspace-configurator/results?entry=${entry}`);
    await expect(page.getByRole("table").getByRole("row", { name: /Dual Monitor Arm MDA20/ })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row", { name: /Webcam/ })).toHaveCount(0);
    // An unknown entry says so; with no answers the wizard starts at its first step.
    await page.goto("/en-us/workspace-configurator/results?entry=workspace-zzzzzzzzzz");
    await expect(page.getByText("Saved Entry Not Found")).toBeVisible();
    await expect(page.getByRole("heading", { name: enUs["workspace.step.desk"] })).toBeVisible();
  });

  test("is clean for axe in Chinese with results", async ({ page }) => {
    await page.goto("/zh-cn/workspace-configurator/results?persona=one-cable&screens=1&laptop=usb-c");
    await waitForHydration(page);
    await expect(page.getByText(zhCn["workspace.rule.title"])).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("answers bad answers with 400 and translated messages", async ({ request }) => {
    const missing = await request.get("/zh-cn/api/configurators/workspace?screens=4");
    expect(missing.status()).toBe(400);
    // Wrong answers first, then the missing ones.
    expect((await missing.json()).issues).toEqual([
      { field: "screens", message: zhCn["configurator.error.choice"] },
      { field: "persona", message: zhCn["workspace.error.personaRequired"] },
    ]);
    const unknown = await request.get("/en-us/api/configurators/workspace?persona=astronaut");
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).issues).toEqual([{ field: "persona", message: enUs["workspace.error.persona"] }]);
  });
});
