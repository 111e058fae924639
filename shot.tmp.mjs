import { chromium } from "playwright-core";
const [,, url, width, height, out] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
console.log(await page.evaluate(() => {
  const h = document.querySelector("header"); const nav = document.querySelector("header nav");
  return { header: h?.getBoundingClientRect().height, upper: h?.firstElementChild?.getBoundingClientRect().height, navScroll: nav ? [nav.scrollWidth, nav.clientWidth] : null, docOverflow: document.documentElement.scrollWidth > innerWidth };
}));
await browser.close();
