/**
 * The browser lines of issue 49 (./browser-lines.ts), measured in Chromium through Playwright on a
 * production server of their own. Per calculator: open the page with results, wait for hydration,
 * then change one number input as typing does (value set, `input` and `change` dispatched) and
 * time, inside the page, the change to the results section's DOM showing a new answer. When the
 * input event alone changes nothing within 2 s, the change is sent by Enter (the form's submit)
 * and timed from the key; the line says which.
 */
import { CHROMIUM_ARGS } from "../chromium-args";
import { chromium, type Page, type Request } from "@playwright/test";
import { browserLineSpecs, candidatePaths, type BrowserLine, type BrowserLineSpec, type ChangeMode } from "./browser-lines";
import { startServer } from "./server";

const RESULTS_SELECTOR = 'section[aria-labelledby="results"]';
/** How long the input event alone may take before the change is sent by Enter instead. */
const INPUT_GRACE_MS = 2000;
/** Longest wait for new results after a change: past it the change counts as without an answer. */
const ANSWER_TIMEOUT_MS = 10_000;
const WARM_UPS = 3;

/**
 * In every document (a string, not a function: tsx's helper names would not exist in the page).
 * arm() finds the visible input, sets the value, dispatches input and change, and watches the
 * whole document (the section may be replaced or appear) until the results section, not busy,
 * shows text other than before the change and other than the last answer.
 */
const pageHelper = `
window.__benchChange = {
  arm(options) {
    const sectionText = () => { const section = document.querySelector(options.selector); return section && section.getAttribute("aria-busy") !== "true" ? section.textContent : null; };
    const input = [...document.querySelectorAll("input")].find((element) => element.name === options.field && element.type !== "hidden" && element.getClientRects().length > 0);
    if (!input) return "no visible input " + options.field;
    const before = sectionText() ?? "";
    const state = { start: null, ms: null, enter: false };
    if (this.observer) this.observer.disconnect();
    state.done = new Promise((resolve) => {
      const observer = (this.observer = new MutationObserver(() => {
        if (state.start === null || state.ms !== null) return;
        const text = sectionText();
        if (text === null || text === before || text === options.lastText) return;
        state.ms = performance.now() - state.start;
        state.text = text;
        observer.disconnect();
        resolve();
      }));
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    this.state = state;
    if (!this.listening) {
      this.listening = true;
      window.addEventListener("keydown", (event) => { const current = window.__benchChange.state; if (event.key === "Enter" && current && current.enter && current.start === null) current.start = performance.now(); }, true);
    }
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, options.value);
    if (options.mode === "input") state.start = performance.now();
    else state.enter = true;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    return null;
  },
  /** The change was not answered by its input event: time it from Enter from now on. */
  byEnter() { this.state.start = null; this.state.enter = true; },
  async wait(timeoutMs) {
    const state = this.state;
    await Promise.race([state.done, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    return state.ms === null ? null : { ms: state.ms, text: state.text };
  },
};
`;

type Answer = { ms: number; text: string } | null;

/**
 * The page's requests (not its service worker's own, which Chrome sends from the worker's target)
 * while `counting`, through the DevTools protocol: it says which the browser's HTTP cache answered
 * (Chromium asks for the favicon again after every address change, from its cache). Playwright's
 * events say how many are still open.
 */
async function requestLog(page: Page) {
  const open = new Set<Request>();
  const log = { counting: false, lastActivity: Date.now() };
  const counted = new Map<string, { kind: string; cached: boolean }>();
  page.on("request", (request) => {
    open.add(request);
    log.lastActivity = Date.now();
  });
  const close = (request: Request) => {
    open.delete(request);
    log.lastActivity = Date.now();
  };
  page.on("requestfinished", close);
  page.on("requestfailed", close);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!log.counting || counted.has(event.requestId) || !/^https?:/.test(event.request.url)) return;
    const url = new URL(event.request.url);
    counted.set(event.requestId, { kind: `${(event.type ?? "Other").toLowerCase()} ${event.request.method} ${url.pathname}`, cached: false });
  });
  const fromCache = (requestId: string) => {
    const entry = counted.get(requestId);
    if (entry) entry.cached = true;
  };
  cdp.on("Network.requestServedFromCache", (event) => fromCache(event.requestId));
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) fromCache(event.requestId);
  });
  /** Until no request has been open for `quietMs` (at most 5 s): a change's late requests count, a page load's do not leak into the next change. */
  const quiet = async (quietMs = 200) => {
    const until = Date.now() + 5000;
    while (Date.now() < until && (open.size > 0 || Date.now() - log.lastActivity < quietMs)) await page.waitForTimeout(25);
  };
  const requests = () => ({
    server: [...counted.values()].filter((entry) => !entry.cached).map((entry) => entry.kind),
    cached: [...counted.values()].filter((entry) => entry.cached).map((entry) => entry.kind),
  });
  return { log, quiet, requests };
}

async function open(page: Page, url: string): Promise<number> {
  const response = await page.goto(url);
  const status = response?.status() ?? 0;
  if (status === 200) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  return status;
}

async function hasVisibleInput(page: Page, field: string): Promise<boolean> {
  return (await page.locator(`input[name="${field}"]:not([type=hidden]):visible`).count()) > 0;
}

/** One calculator's line: `runs` measured changes after the warm-ups. */
export async function measureLine(page: Page, base: string, spec: BrowserLineSpec, runs: number): Promise<BrowserLine> {
  const { log, quiet, requests } = await requestLog(page);
  let start: string | undefined;
  const refused: string[] = [];
  for (const path of candidatePaths(spec)) {
    const status = await open(page, `${base}${path}`);
    if (status !== 200) refused.push(`${path} answered ${status}`);
    else if (!(await hasVisibleInput(page, spec.field))) refused.push(`${path} has no visible ${spec.field} input`);
    else {
      start = path;
      break;
    }
  }
  const line: BrowserLine = { name: spec.name, times: [], requests: [], cached: [] };
  if (!start) return { ...line, skipped: refused.join("; ") };
  line.path = start;
  const startPath = new URL(`${base}${start}`).pathname;
  let mode: ChangeMode | undefined;
  let lastText: string | undefined;
  for (let n = 1; n <= WARM_UPS + runs; n++) {
    // After an answer on another page (energy's input page → its results), back to the page with the field.
    if (new URL(page.url()).pathname !== startPath || !(await hasVisibleInput(page, spec.field))) await open(page, `${base}${start}`);
    await quiet();
    const measured = n > WARM_UPS;
    log.counting = measured;
    const problem = await page.evaluate(
      `window.__benchChange.arm(${JSON.stringify({ selector: RESULTS_SELECTOR, field: spec.field, value: spec.value(n), mode: mode ?? "input", lastText: lastText ?? null })})`,
    );
    if (problem) return { ...line, skipped: String(problem) };
    let answer: Answer;
    if (mode === undefined) {
      answer = (await page.evaluate(`window.__benchChange.wait(${INPUT_GRACE_MS})`)) as Answer;
      mode = answer ? "input" : "enter";
      if (!answer) {
        await page.evaluate("window.__benchChange.byEnter()");
        await page.keyboard.press("Enter");
        answer = await waitForAnswer(page);
      }
    } else {
      if (mode === "enter") await page.keyboard.press("Enter");
      answer = await waitForAnswer(page);
    }
    await quiet();
    log.counting = false;
    if (answer) lastText = answer.text;
    if (measured) line.times.push(answer ? answer.ms : null);
  }
  const made = requests();
  return { ...line, mode, requests: made.server, cached: made.cached };
}

/** The page's answer; a document load (the timer's page gone) counts as none. */
async function waitForAnswer(page: Page): Promise<Answer> {
  try {
    return (await page.evaluate(`window.__benchChange.wait(${ANSWER_TIMEOUT_MS})`)) as Answer;
  } catch {
    return null;
  }
}

/** Every line on a PGlite production server of its own (TEI switched on, as Lighthouse's). */
export async function benchBrowser(options: { port: number; runs: number; log?: (line: string) => void; names?: string[] }): Promise<BrowserLine[]> {
  const server = await startServer(options.port, { FEATURE_TEI: "true" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const lines: BrowserLine[] = [];
  try {
    for (const spec of browserLineSpecs.filter((entry) => !options.names || options.names.includes(entry.name))) {
      // A fresh context per line: no cache or service worker carried from another calculator.
      const context = await browser.newContext();
      await context.addInitScript({ content: pageHelper });
      const page = await context.newPage();
      try {
        const line = await measureLine(page, server.base, spec, options.runs);
        lines.push(line);
        options.log?.(
          `  browser: ${line.name}: ${line.skipped ?? `${line.mode}, ${line.times.filter((time) => time !== null).length}/${line.times.length} answered, ${line.requests.length} requests to the server, ${line.cached.length} answered by the browser's cache`}`,
        );
      } catch (error) {
        lines.push({ name: spec.name, times: [], requests: [], cached: [], skipped: (error as Error).message.split("\n")[0] });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return lines;
}
