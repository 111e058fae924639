// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { comparisonSelection } from "../selection-store";
import { CompareToggle } from "./compare-toggle";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

async function renderToggles() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/en-us/products",
      loader: () => ({ language: "en-us", site: "work", phrases: enUs }),
      Component: () => (
        <>
          <CompareToggle
            monitorId={1}
            model="U2724DE"
            title="Dell UltraSharp U2724DE"
          />
          <CompareToggle monitorId={4} model="S2725DS" title="Dell S2725DS" />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/en-us/products"]} />);
  return {
    first: await screen.findByRole("checkbox", {
      name: "Compare Dell UltraSharp U2724DE",
    }),
    fourth: screen.getByRole("checkbox", { name: "Compare Dell S2725DS" }),
  };
}

describe("CompareToggle", () => {
  it("adds and removes its monitor", async () => {
    const { first } = await renderToggles();
    // Queried afresh each time: the router may re-render the stub route after its first load.
    const box = () =>
      screen.getByRole<HTMLInputElement>("checkbox", {
        name: "Compare Dell UltraSharp U2724DE",
      });
    act(() => first.click());
    expect(comparisonSelection.read()).toEqual([{ id: 1, model: "U2724DE" }]);
    await waitFor(() => expect(box().checked).toBe(true));
    act(() => box().click());
    expect(comparisonSelection.read()).toEqual([]);
    await waitFor(() => expect(box().checked).toBe(false));
  });

  it("is disabled, and says why, when three others are selected", async () => {
    act(() => {
      comparisonSelection.add({ id: 1, model: "U2724DE" });
      comparisonSelection.add({ id: 2, model: "P2425H" });
      comparisonSelection.add({ id: 3, model: "E2425H" });
    });
    const { first, fourth } = await renderToggles();
    expect((first as HTMLInputElement).disabled).toBe(false);
    expect((fourth as HTMLInputElement).disabled).toBe(true);
    const hint = document.getElementById(
      fourth.getAttribute("aria-describedby")!,
    );
    expect(hint?.textContent).toBe("You can compare up to 3 monitors");
  });
});
