// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { pageData, renderInPage } from "./page-fixture.testing";
import { ShareBar } from "./share-bar";

afterEach(cleanup);

describe("ShareBar", () => {
  it("links the CSV with the page's query and shares the page's address with the same query", async () => {
    renderInPage(<ShareBar data={pageData()} origin="https://monitors.example" />);
    const csv = await screen.findByRole("link", { name: "Download CSV" });
    expect(csv.getAttribute("href")).toBe("/en-us/api/calculators/productivity.csv?country=US&a.hoursPerYear=2000");
    expect(csv.hasAttribute("download")).toBe(true);
    expect((screen.getByLabelText("Link to these results") as HTMLInputElement).value).toBe("https://monitors.example/en-us/productivity?country=US&a.hoursPerYear=2000");
    expect(screen.getByRole("button", { name: "Save entry" })).toBeTruthy();
  });

  it("uses the browser's origin once hydrated, and offers copy and print then", async () => {
    renderInPage(<ShareBar data={pageData({ query: "staff=100" })} />, { language: "zh-cn" });
    await screen.findByRole("button", { name: "复制链接" });
    expect(screen.getByRole("button", { name: "打印" })).toBeTruthy();
    expect((screen.getByLabelText("这些结果的链接") as HTMLInputElement).value).toBe(`${window.location.origin}/zh-cn/productivity?staff=100`);
  });
});
