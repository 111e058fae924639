import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Stylesheet, StylesheetContext } from "./stylesheet";

// The test runner does not build CSS: the address the build would give.
vi.mock("~/app.css?url", () => ({ default: "/assets/app-B6woaM3-.css" }));

const render = (linked: boolean) =>
  renderToStaticMarkup(
    <StylesheetContext.Provider value="body{margin:0}">
      <Stylesheet linked={linked} />
    </StylesheetContext.Provider>,
  );

describe("Stylesheet", () => {
  it("inlines the CSS for a visitor who is not signed in", () => {
    const html = render(false);
    expect(html).toContain("body{margin:0}");
    expect(html).not.toContain("<link");
  });

  it("links the built stylesheet for a signed-in visitor, without the CSS in the page", () => {
    const html = render(true);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-B6woaM3-\.css"/);
    expect(html).not.toContain("body{margin:0}");
  });
});
