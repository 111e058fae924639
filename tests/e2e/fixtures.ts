// Shared Playwright fixtures: import { test, expect, expectNoAxeViolations } from "./fixtures".
//
// Every browser context a test uses fails the test, once it ends, when any of its pages logged a
// console error or threw an uncaught error. A test file that expects them opts out with
//   test.use({ allowConsoleErrors: true })   and/or   test.use({ allowPageErrors: true })
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

type Options = {
  /** Let console.error messages in the page pass (default false). */
  allowConsoleErrors: boolean;
  /** Let uncaught exceptions in the page pass (default false). */
  allowPageErrors: boolean;
};

export const test = base.extend<Options>({
  allowConsoleErrors: [false, { option: true }],
  allowPageErrors: [false, { option: true }],
  // Listening on the context covers every page of the test, popups included.
  context: async ({ context, allowConsoleErrors, allowPageErrors, javaScriptEnabled }, use) => {
    // A page load by goto or reload is finished when React has hydrated: a test's first click on a
    // script-driven control is then never lost.
    if (javaScriptEnabled !== false) context.on("page", hydratedAfterLoads);
    const problems: string[] = [];
    context.on("console", (message) => {
      if (message.type() !== "error" || allowConsoleErrors) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
    });
    context.on("weberror", (webError) => {
      if (allowPageErrors) return;
      const error = webError.error();
      problems.push(`uncaught error on ${webError.page()?.url() ?? "a page"}: ${error.stack ?? error.message}`);
    });
    await use(context);
    if (problems.length > 0) {
      throw new Error(`The page reported ${problems.length} error(s):\n${problems.join("\n")}`);
    }
  },
});

export { expect };

/** An HTML page of the app (the local sign-in provider's pages are not React pages). */
function isAppDocument(response: Response): boolean {
  return /^text\/html/.test(response.headers()["content-type"] ?? "") && !new URL(response.url()).pathname.startsWith("/dev-oidc");
}

/** goto and reload return once the app has hydrated the page they loaded. */
function hydratedAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    if (response && isAppDocument(response)) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    if (response && isAppDocument(response)) await waitForHydration(page);
    return response;
  };
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>); clicks before it can be lost. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export type AxeOptions = {
  /** Only check inside these selectors. */
  include?: string | string[];
  /** Leave out these selectors (e.g. a third-party widget). */
  exclude?: string | string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
};

// WCAG 2.2 AA too: axe's target-size (2.5.8, issue 50) runs wherever a test checks a page.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe-core (WCAG 2.2 A and AA rules) on the page as it is now; fails listing every violation. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of [options.include ?? []].flat()) builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder.exclude(selector);
  if (options.disableRules?.length) builder.disableRules(options.disableRules);
  // At the top of the page: scrolled, the sticky header lies over whatever passes under it, which
  // axe's target-size counts as a crowded target wherever the scroll happened to stop. The page
  // goes back to where it was.
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo(0, 0);
    return at;
  });
  const { violations } = await builder.analyze();
  await page.evaluate((at) => window.scrollTo(at.x, at.y), scrolled);
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${node.target.join(" ")}`).join("\n");
      return `${violation.id} (${violation.impact ?? "no impact given"}): ${violation.help}\n${nodes}`;
    })
    .join("\n");
  const ids = violations.map((violation) => violation.id);
  expect(ids, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report}`).toEqual([]);
}
