// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Add to collection" description="Pick a folder" closeLabel="Close">
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is named by its title and described, and shows its content only while open", () => {
    render(<Harness />);
    expect(screen.queryByText("Body")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Add to collection" });
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Pick a folder").id);
    expect(screen.getByText("Body")).toBeTruthy();
  });

  it("closes with its close button, with Escape and with a click on the backdrop, and gives focus back", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Body")).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    // Escape on a modal <dialog> fires "cancel".
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(screen.queryByText("Body")).toBeNull();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("dialog"));
    expect(screen.queryByText("Body")).toBeNull();
  });
});
