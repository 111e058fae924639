// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { renderInPage } from "./page-fixture.testing";
import { SectionTabs, type ResultSection } from "./section-tabs";

afterEach(cleanup);

const sections: ResultSection[] = [
  { id: "workspace", title: "Workspace", content: <p>More pixels</p> },
  { id: "energy", title: "Energy", content: <p>Less power</p> },
  { id: "productivity", title: "Productivity", content: <p>More output</p> },
];

describe("SectionTabs", () => {
  it("stacks every section under its heading before JavaScript runs", () => {
    const html = renderToString(<SectionTabs label="Results" sections={sections} />);
    expect(html).not.toContain('role="tab"');
    expect(html.match(/<h3/g)).toHaveLength(3);
    expect(html).toContain("More pixels");
    expect(html).toContain("More output");
  });

  it("shows one panel at a time once hydrated, and moves with the arrow keys", async () => {
    renderInPage(<SectionTabs label="Results" sections={sections} />);
    const workspace = await screen.findByRole("tab", { name: "Workspace" });
    expect(workspace.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tablist", { name: "Results" })).toBeTruthy();
    const panels = () => screen.getAllByRole("tabpanel", { hidden: true }).map((panel) => (panel as HTMLElement).hidden);
    expect(panels()).toEqual([false, true, true]);

    fireEvent.keyDown(workspace, { key: "ArrowLeft" });
    const productivity = screen.getByRole("tab", { name: "Productivity" });
    expect(productivity.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(productivity);
    expect(panels()).toEqual([true, true, false]);

    fireEvent.click(screen.getByRole("tab", { name: "Energy" }));
    expect(panels()).toEqual([true, false, true]);
    expect(screen.getByRole("tabpanel", { name: "Energy" }).textContent).toContain("Less power");
  });
});
