// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { enUs } from "~/i18n/phrases/en-us";
import { AddToCollectionButton, type AddableItem } from "./add-to-collection-button";

// The dialog's panel is a lazy chunk: the first test to open it would otherwise wait for Vite to
// transform it, which on a busy machine outlasts findBy's one second (seen once under load).
beforeAll(async () => {
  await import("./add-to-collection-panel");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const monitor: AddableItem = { type: "monitor", monitorId: 42 };

function renderButton(options: { signedIn: boolean; collections?: boolean }) {
  const rootData = {
    phrases: enUs,
    config: { features: { collections: options.collections ?? true } },
    viewer: { signedIn: options.signedIn, name: null, isPartner: false },
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/en-us",
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ),
      children: [
        {
          index: true,
          Component: () => (
            <>
              <h1>Product</h1>
              <AddToCollectionButton item={monitor} />
            </>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/en-us?series=p"]} />);
}

const wireCollection = (id: string, name: string) => ({
  entry_id: id,
  collection_name: name,
  version: 3,
  collection_data: [
    { id: "uncategorized", title: "Uncategorized Folder", items: [] },
    { id: "f1", title: "Office", items: [] },
  ],
});

describe("AddToCollectionButton", () => {
  it("is not shown when collections are switched off", async () => {
    renderButton({ signedIn: true, collections: false });
    await screen.findByRole("heading", { name: "Product" });
    expect(screen.queryByRole("button", { name: "Add to collection" })).toBeNull();
  });

  it("asks an anonymous visitor to sign in and come back, without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderButton({ signedIn: false });
    fireEvent.click(await screen.findByRole("button", { name: "Add to collection" }));
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe(`/en-us/auth/sign-in?returnTo=${encodeURIComponent("/en-us?series=p")}`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps Add disabled until a collection is chosen, then offers its folders", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true, data: [wireCollection("c1", "Desk"), wireCollection("c2", "Lab")] })),
    );
    renderButton({ signedIn: true });
    fireEvent.click(await screen.findByRole("button", { name: "Add to collection" }));
    const add = await screen.findByRole("button", { name: "Add" });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Collection"), { target: { value: "c2" } });
    expect((add as HTMLButtonElement).disabled).toBe(false);
    const folders = Array.from((screen.getByLabelText("Folder") as HTMLSelectElement).options).map((option) => option.text);
    expect(folders).toEqual(["Uncategorized Folder", "Office"]);
    expect(screen.getByRole("heading", { name: "Or create a new collection" })).toBeTruthy();
  });
});
