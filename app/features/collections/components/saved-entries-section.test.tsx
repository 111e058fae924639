// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { SavedEntriesSection, type SavedEntryView } from "./saved-entries-section";

afterEach(cleanup);

function renderSection(entries: SavedEntryView[], language: "en-us" | "zh-cn" = "en-us") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: `/${language}/collections`,
      loader: () => ({ language, site: "work", hostSite: null, phrases: language === "en-us" ? enUs : zhCn, config: { siteHosts: {} } }),
      Component: () => (
        <ToastProvider>
          <main>
            <SavedEntriesSection entries={entries} />
          </main>
        </ToastProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[`/${language}/collections`]} />);
}

const named: SavedEntryView = {
  id: "6f1c2d9e-1111-4222-8333-444455556666",
  calculator: "productivity",
  calculatorTitleKey: "productivity.name",
  name: "Head office refresh",
  savedOn: "2026-11-26",
  href: "/productivity?entry=productivity-k3v9x0q2m1",
};
const unnamedHidden: SavedEntryView = { id: "7f1c2d9e-1111-4222-8333-444455556666", calculator: "quality", calculatorTitleKey: "quality.name", name: null, savedOn: "2026-01-05", href: null };
const unknown: SavedEntryView = { id: "8f1c2d9e-1111-4222-8333-444455556666", calculator: "retired-tool", calculatorTitleKey: null, name: "Old", savedOn: "2025-12-31", href: null };

describe("Saved calculations", () => {
  it("says so when there are none", async () => {
    renderSection([]);
    expect(await screen.findByRole("heading", { level: 2, name: "Saved calculations" })).toBeTruthy();
    expect(screen.getByText(/You have no saved calculations yet/)).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists each entry with its calculator, name and date, and opens it on its calculator's page", async () => {
    renderSection([named, unnamedHidden, unknown]);
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText("Productivity Calculator")).toBeTruthy();
    expect(first.getByRole("heading", { level: 3, name: "Head office refresh" })).toBeTruthy();
    // Intl's long date in English: month name, day, year.
    expect(first.getByText("Saved November 26, 2026")).toBeTruthy();
    expect(first.getByRole("link", { name: "Open Head office refresh in Productivity Calculator" }).getAttribute("href")).toBe("/en-us/productivity?entry=productivity-k3v9x0q2m1");
    expect(first.getByRole("button", { name: "Delete Head office refresh" })).toBeTruthy();

    // Not named yet, and a calculator this visitor may not use: no Open link.
    const second = within(rows[1]!);
    expect(second.getByRole("heading", { level: 3, name: "Untitled calculation" })).toBeTruthy();
    expect(second.queryByRole("link")).toBeNull();
    expect(second.getByText("This calculator is not available to your account.")).toBeTruthy();
    // A calculator the site no longer offers is named as it was saved.
    expect(within(rows[2]!).getByText("Calculator “retired-tool”")).toBeTruthy();
  });

  it("speaks Chinese on the zh-cn pages, with the date in Chinese and no unfilled placeholder", async () => {
    const { container } = renderSection([named, unnamedHidden], "zh-cn");
    expect(await screen.findByRole("heading", { level: 2, name: "已保存的计算" })).toBeTruthy();
    // zh-CN's long date: 2026年11月26日.
    expect(screen.getByText("保存于 2026年11月26日")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "未命名的计算" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "在生产力计算器中打开Head office refresh" }).getAttribute("href")).toBe("/zh-cn/productivity?entry=productivity-k3v9x0q2m1");
    expect(container.innerHTML).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
