import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 46. Figures from db/seed-data: cited/monitor-facts.csv gives the U2723QE's 90 W and the
// U4025QW's 140 W over Thunderbolt 4 with their pages; ENERGY STAR's "Maximum Power Delivery (W)"
// reads 130 W (P2720DC) and 127 W (P2421DC) in energystar/dell-monitors-merged.csv, which no page
// confirms as a port's figure.
test.describe("monitor facts a buyer can check", () => {
  test("the monitors API states no USB-C figure without a page, keeps ENERGY STAR's field apart and links every source", async ({ request }) => {
    type Source = { field: string; key: string; source: { title: string; url: string; retrieved: string } };
    type Monitor = { model: string; usbCPowerDeliveryWatts: number | null; energyStarMaxPowerDeliveryWatts: number | null; sources: Source[] };
    const monitors: Monitor[] = [];
    // Three models per comparison at most.
    for (const models of ["P2720DC-P2421DC", "U4025QW-U2723QE"]) {
      const response = await request.get(`/en-us/api/monitors?models=${models}`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).not.toContain("unverified");
      monitors.push(...(JSON.parse(text) as { monitors: Monitor[] }).monitors);
    }
    const byModel = new Map(monitors.map((monitor) => [monitor.model, monitor]));
    expect(byModel.get("P2720DC")).toMatchObject({ usbCPowerDeliveryWatts: null, energyStarMaxPowerDeliveryWatts: 130 });
    expect(byModel.get("P2421DC")).toMatchObject({ usbCPowerDeliveryWatts: null, energyStarMaxPowerDeliveryWatts: 127 });
    expect(byModel.get("U4025QW")!.usbCPowerDeliveryWatts).toBe(140);
    expect(byModel.get("U4025QW")!.sources.find((item) => item.field === "usbCPowerDeliveryWatts")).toEqual({
      field: "usbCPowerDeliveryWatts",
      key: "cited-page",
      source: { title: "xsypw.cn news (from IT之家), Dell U4025QW launch", url: "http://m.xsypw.cn/d/2371129.html", retrieved: "2026-11-29" },
    });
    for (const monitor of byModel.values()) {
      for (const item of monitor.sources) expect(item.source.url).toMatch(/^https?:\/\/\S+$/);
    }
  });

  test("the '100 W and more' filter lists neither the P2720DC nor the P2421DC", async ({ page }) => {
    await page.goto("/en-us/products?powerDelivery=100-plus");
    // The one model a page gives more than 100 W: the U4025QW, 140 W over Thunderbolt 4.
    await expect(page.locator("main article", { hasText: "U4025QW" })).toHaveCount(1);
    await expect(page.locator("main article", { hasText: "P2720DC" })).toHaveCount(0);
    await expect(page.locator("main article", { hasText: "P2421DC" })).toHaveCount(0);
  });

  test("a product page links the page behind its USB-C figure and names ENERGY STAR's field as ENERGY STAR does", async ({ page }) => {
    await page.goto("/en-us/product/u2723qe");
    const usbC = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: "(per port)" }) });
    await expect(usbC.locator("dd")).toContainText("90 W");
    await usbC.locator("summary", { hasText: "Source" }).click();
    await expect(usbC.getByRole("link", { name: "Copy of Dell USA U2723QE product page (RAGDOLL dataset)" })).toHaveAttribute(
      "href",
      "https://huggingface.co/datasets/Bai-YT/RAGDOLL/blob/main/webpage_contents/computer%20monitor/content_extract/7.txt",
    );
    await expectNoAxeViolations(page);

    await page.goto("/en-us/product/p2720dc");
    const perPort = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: "(per port)" }) });
    await expect(perPort.locator("dd")).toHaveText(/^Not specified/);
    const energyStar = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: "Maximum Power Delivery (W)," }) });
    await expect(energyStar.locator("dd")).toContainText("130 W");
    await expect(energyStar.locator("dd")).toContainText("not the power one USB-C port gives a laptop");
    await expect(page.getByText("unverified", { exact: false })).toHaveCount(0);
  });
});
