// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { enUs } from "~/i18n/phrases/en-us";
import { ConformCreateCollectionForm, PlainCreateCollectionForm } from "./create-collection-form";

afterEach(cleanup);

/** The markup a form renders on a collections page of the Work site in English. */
async function markupOf(form: React.ReactNode): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/en-us",
      loader: () => ({ language: "en-us", site: "work", hostSite: null, phrases: enUs, config: {}, viewer: { signedIn: true, name: "A", isPartner: false } }),
      HydrateFallback: () => null,
      Component: () => (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ),
      children: [{ path: "collections", Component: () => <main>{form}</main> }],
    },
  ]);
  const { findByRole } = render(<Stub initialEntries={["/en-us/collections"]} />);
  return (await findByRole("main")).innerHTML;
}

describe("the create-collection form the server renders", () => {
  it("is the markup the conform form hydrates: the same form, fields, ids, names and button", async () => {
    const plain = await markupOf(<PlainCreateCollectionForm id="create-collection" />);
    cleanup();
    const conform = await markupOf(<ConformCreateCollectionForm id="create-collection" />);
    expect(plain).toContain('action="/en-us/collections"');
    expect(plain).toContain('id="create-collection-name"');
    expect(plain).toBe(conform);
  });
});
