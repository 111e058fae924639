// The TEI calculator exists only with FEATURE_TEI=true (off by default, where its page and API
// answer 404: core-site-fixes.spec.ts). This file starts its own server with the switch on, on
// its own port (tests/e2e/ports.ts) with a fresh PGlite folder, and checks the page in both languages, the API, and
// that partners still get 404.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { e2ePorts } from "./ports";
import { signIn } from "./sign-in";

const ownPort = e2ePorts.tei;
const own = `http://127.0.0.1:${ownPort}`;

async function waitForReady(timeoutMs: number, running: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && running()) {
    const answer = await fetch(`${own}/readyz`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The TEI server did not get ready (it stopped, or took over ${timeoutMs} ms)`);
}

test.describe("total economic impact calculator (FEATURE_TEI=true)", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: own });
  let server: ChildProcess | undefined;
  let dataDir = "";
  let log = "";

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-tei-"));
    // PGlite in its own folder, whatever the outer run uses.
    const { DATABASE_URL: _postgres, ...env } = process.env;
    server = spawn("node", ["server/index.js"], {
      env: { ...env, NODE_ENV: "test", FEATURE_TEI: "true", PORT: String(ownPort), HOST: "127.0.0.1", DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: "10000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await waitForReady(140_000, () => server?.exitCode === null).catch((error: Error) => {
      throw new Error(`${error.message}\n${log}`);
    });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("shows benefits and costs with their risk adjustments, and the flexibility note", async ({ page }) => {
    await page.goto("/en-us/total-economic-impact/input?monitor=u2723qe&staff=250&deploymentPlan=3");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Total Economic Impact");
    await expect(page.getByRole("link", { name: "Total Economic Impact Calculator" })).toBeVisible();
    for (const heading of ["Financial summary", "Benefits", "Costs", "Flexibility"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    const productivity = page.getByRole("table", { name: /Risk adjustments/ }).first().getByRole("row", { name: /Productivity/ });
    await expect(productivity.getByText("Adjusted by 20%")).toBeVisible();
    // issue 27: the headline ROI comes with its range, its break-even and what moves it
    await expect(page.getByRole("table", { name: "The return with no productivity gain and at the lowest, chosen and highest gain" })).toBeVisible();
    await expect(page.getByText("Pays for itself if each employee saves")).toBeVisible();
    await expect(page.getByRole("img", { name: /What moves the net present value/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // issue 28: the business case as a PDF, from the same query.
    const pdf = page.getByRole("link", { name: "Download PDF", exact: true });
    await expect(pdf).toHaveAttribute("href", /^\/en-us\/api\/calculators\/total-economic-impact\.pdf\?monitor=u2723qe&staff=250&deploymentPlan=3(&|$)/);
    const answer = await page.request.get((await pdf.getAttribute("href"))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
  });

  test("in Chinese", async ({ page }) => {
    await page.goto("/zh-cn/total-economic-impact/input?monitor=u2723qe");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCn["tei.title"]);
    await expect(page.getByRole("heading", { name: zhCn["tei.section.flexibility"] })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Calculate answers for the staff typed, and a refused count shows its message", async ({ page }) => {
      const form = page.getByRole("form", { name: "Inputs" });
      const staff = form.getByLabel("Employees to equip", { exact: true });
      const netPresentValue = page.getByRole("table", { name: "The return with no productivity gain and at the lowest, chosen and highest gain" }).getByRole("row", { name: /^Net present value/ });
      await page.goto("/en-us/total-economic-impact/input?monitor=u2723qe");
      await staff.fill("50");
      await form.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/[?&]staff=50(&|#|$)/);
      const fifty = await netPresentValue.innerText();
      await staff.fill("200");
      await form.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/[?&]staff=200(&|#|$)/);
      await expect(netPresentValue).not.toHaveText(fifty);
      await staff.fill("abc");
      await form.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByRole("heading", { name: "Some inputs need attention. Nothing was calculated." })).toBeVisible();
      await expect(staff).toHaveAccessibleDescription(/Enter a number\./);
      await expect(netPresentValue).toHaveCount(0);
    });
  });

  test("its API answers like the productivity calculator's, and partners get 404", async ({ page, request }) => {
    const query = "monitor=u2723qe&staff=250";
    const tei = await (await request.get(`/en-us/api/calculators/total-economic-impact?${query}`)).json();
    const productivity = await (await request.get(`/en-us/api/calculators/productivity?${query}`)).json();
    expect(tei.results).toEqual(productivity.results);

    await signIn(page, "Pat Partner");
    expect((await page.request.get("/en-us/total-economic-impact/input")).status()).toBe(404);
    expect((await page.request.get(`/en-us/api/calculators/total-economic-impact?${query}`)).status()).toBe(404);
  });
});
