// The PDF business case (issue 28): the Download PDF link beside the CSV on each calculator that
// has one, in both languages, answers a PDF download named after the calculator and the day.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, test, waitForHydration } from "./fixtures";

const cases = [
  { page: "/en-us/productivity?monitor=u2723qe&staff=100", name: "productivity", label: enUs["calculator.share.pdf"] },
  { page: "/zh-cn/quality-framework/input?monitors=1000&series=p", name: "quality", label: zhCn["calculator.share.pdf"] },
  { page: "/en-us/why-refresh/input?legacySize=27.0&monitor=e2225h&price=150", name: "why-refresh", label: enUs["calculator.share.pdf"] },
  {
    page: "/zh-cn/ecosystem-roi-calculator/results?numberOfEmployees=500&country=SE&rooms=small:c8621qt:2:5000&rooms=large:c7520qt:1:7000",
    name: "meeting-roi",
    label: zhCn["calculator.share.pdf"],
  },
  // Energy on the frame like the others; on the For Home site the link asks for that catalogue.
  { page: "/for-home/en-us/energy-calculator/results?layout=single&c1m=u2723qe&c1q=10&country=US", name: "energy", label: enUs["calculator.share.pdf"], query: /&site=home$/ },
];

for (const calculator of cases) {
  test(`${calculator.name}: Download PDF answers a PDF file`, async ({ page, request }) => {
    await page.goto(calculator.page);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: calculator.label, exact: true });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`/api/calculators/${calculator.name}\\.pdf\\?`));
    if ("query" in calculator) expect(href).toMatch(calculator.query!);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${calculator.name}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
}

test("a calculator without a PDF offers none", async ({ page }) => {
  await page.goto("/en-us/monitor-ergonomics-guide?heightCm=175&monitor=u2724de");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: enUs["calculator.share.csv"] })).toBeVisible();
  await expect(page.getByRole("link", { name: enUs["calculator.share.pdf"] })).toHaveCount(0);
});
