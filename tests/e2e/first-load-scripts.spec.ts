// Content pages load no zod (issue 48): its schemas chunk is ~25 KB of a first load, and over
// HTTP/2 the bytes before the paint set Lighthouse's LCP (decision 025). It left them when a module
// they import for a constant stopped building schemas at its top level (docs/performance.md, lever 7);
// this keeps it out. Calculator pages need it for their definitions: the control below.
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A string zod's core keeps through minification (the name of its error class). */
const ZOD_MARKER = "$ZodError";

/** The scripts a page loads until it has hydrated (fixtures' goto waits for that), by address. */
async function firstLoadScripts(page: Page, path: string): Promise<Map<string, string>> {
  const bodies: Promise<[string, string]>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().then((text) => [response.url(), text]));
  };
  page.on("response", onResponse);
  try {
    await page.goto(path);
  } finally {
    page.off("response", onResponse);
  }
  return new Map(await Promise.all(bodies));
}

const withZod = (scripts: Map<string, string>) => [...scripts].filter(([, text]) => text.includes(ZOD_MARKER)).map(([url]) => new URL(url).pathname);

test("content pages load no zod before they are interactive; a calculator page does", async ({ page }) => {
  await page.goto("/en-us");
  const useCase = await page.locator('main a[href*="/use-case/"]').first().getAttribute("href");
  expect(useCase).toBeTruthy();
  const pages = ["/en-us", "/zh-cn", "/en-us/products?series=p&sortby=price_asc", "/en-us/product/u2723qe", "/en-us/comparison", useCase!, "/en-us/knowledge-base/design-audio"];
  for (const path of pages) {
    await page.context().clearCookies();
    const scripts = await firstLoadScripts(page, path);
    // The page did load its scripts (so an empty list cannot pass for "no zod").
    expect(scripts.size, path).toBeGreaterThan(10);
    expect(withZod(scripts), path).toEqual([]);
  }
  // The control: the marker is found where zod is loaded.
  expect(withZod(await firstLoadScripts(page, "/en-us/productivity")).length).toBeGreaterThan(0);
});
