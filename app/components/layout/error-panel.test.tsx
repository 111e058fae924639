// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPanel, PlainFallbackBoundary } from "./error-panel";

afterEach(cleanup);

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  render(<Stub initialEntries={[path]} />);
}

describe("ErrorPanel", () => {
  it("says page not found for a 404, in the language of the URL", () => {
    renderAt("/zh-cn/nope", <ErrorPanel status={404} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("抱歉，找不到页面");
    expect(screen.getByText("找不到此页面")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/zh-cn");
  });

  it("names the status of other errors", () => {
    renderAt("/for-home/en-us/products", <ErrorPanel status={503} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sorry, an error occurred");
    expect(screen.getByText("Error 503")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/for-home/en-us");
  });
});

describe("PlainFallbackBoundary", () => {
  it("shows plain text and a link home when the error page itself fails", () => {
    const Broken = () => {
      throw new Error("the error page broke");
    };
    // React reports the caught render error; the boundary logs it on purpose.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <PlainFallbackBoundary>
        <Broken />
      </PlainFallbackBoundary>,
    );
    expect(screen.getByRole("heading").textContent).toContain("Sorry, an error occurred");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/");
    expect(consoleError).toHaveBeenCalled();
  });
});
