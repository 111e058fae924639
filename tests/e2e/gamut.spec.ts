import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Figures from db/seed-data/edid/edid-facts.csv (docs/edid.md): U2723QE's EDID primaries cover
// 97.2 % of DCI-P3 in CIE 1931 xy; 10 Work models reach the 95 % facet.
test.describe("EDID gamut", () => {
  test("the DCI-P3 coverage filter lists the wide-gamut models", async ({ page }) => {
    await page.goto("/en-us/products");
    await waitForHydration(page);
    await page.locator("summary", { hasText: "Color spaces" }).click();
    const dciP3 = page.getByRole("checkbox", { name: /^DCI-P3 coverage ≥ 95%/ });
    await dciP3.check();
    await expect(page).toHaveURL(/[?&]colorSpaces=dci-p3/);
    await expect(page.getByRole("status").filter({ hasText: /monitors$/ })).toHaveText(/^10 monitors$/);
    await expect(page.locator("main article", { hasText: "U2723QE" })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("a product page draws the gamut on the CIE 1931 diagram with a table, the note and the source", async ({ page }) => {
    await page.goto("/en-us/product/u2723qe");
    const section = page.getByTestId("product-gamut");
    await expect(section.getByRole("heading", { name: "Color gamut" })).toBeVisible();
    await expect(section.getByRole("img", { name: /CIE 1931 chromaticity diagram: the gamut triangle of Dell UltraSharp U2723QE/ })).toBeVisible();
    await expect(section.locator("[data-testid=spectral-locus]")).toHaveCount(1);
    await expect(section.locator("polygon[data-reference]")).toHaveCount(3);
    await expect(section.locator("polygon[data-monitor=U2723QE]")).toHaveCount(1);
    const table = section.getByRole("table");
    await expect(table.getByRole("row", { name: /Coverage: DCI-P3 97\.2%/ })).toBeVisible();
    await expect(section.getByText(/Declared by the monitor in its EDID, not measured/)).toBeVisible();
    await expect(section.getByText(/Source: linuxhw\/EDID, linux-hardware\.org \(CC BY 4\.0\), report Digital\/Dell\//)).toBeVisible();
    // The spec sheet shows the same coverage and the EDID's facts, each marked as declared.
    // (Glossary terms in the value are links with tooltips, so the row is matched by its pieces.)
    const coverage = page.locator("dd").filter({ hasText: "97.2%" }).filter({ hasText: "88.2%" }).filter({ hasText: "Declared by the monitor (EDID), not measured" });
    await expect(coverage).toHaveCount(1);
    await expect(page.getByText("10 bits per color")).toBeVisible();
    await expectNoAxeViolations(page);

    // A model with no EDID report: no drawing, the facts stay "Not specified".
    await page.goto("/en-us/product/p2426h");
    await expect(page.getByText("The color primaries of this model are not specified.")).toBeVisible();
    await expect(page.getByRole("img", { name: /CIE 1931/ })).toHaveCount(0);
  });

  test("the product page's gamut in Chinese", async ({ page }) => {
    await page.goto("/zh-cn/product/u2723qe");
    await expect(page.getByRole("heading", { name: "色域", exact: true })).toBeVisible();
    await expect(page.getByText(/由显示器通过 EDID 声明，非实测/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the comparison overlays up to three triangles", async ({ page }) => {
    await page.goto("/en-us/comparison#U2723QE-U2724DE-P2425H");
    await expect(page.getByText("Loading the comparison…")).toHaveCount(0);
    const section = page.getByTestId("compare-gamuts");
    await expect(section.getByRole("heading", { name: "Color gamuts" })).toBeVisible();
    await expect(section.getByRole("img", { name: /Dell UltraSharp U2723QE, Dell UltraSharp U2724DE, Dell P2425H/ })).toBeVisible();
    await expect(section.locator("polygon[data-monitor]")).toHaveCount(3);
    await expect(section.getByRole("columnheader", { name: "Dell P2425H" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
