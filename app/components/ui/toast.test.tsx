// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast, type ToastInput } from "./toast";

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderWithToast(toast: ToastInput) {
  function Trigger() {
    const { show } = useToast();
    return (
      <button type="button" onClick={() => show(toast)}>
        show
      </button>
    );
  }
  const Stub = createRoutesStub([{ path: "/", Component: () => <ToastProvider><Trigger /></ToastProvider> }]);
  render(<Stub initialEntries={["/"]} />);
  fireEvent.click(screen.getByRole("button", { name: "show" }));
}

describe("toasts", () => {
  it("announces a success politely and an error assertively", () => {
    renderWithToast({ title: "Collection created", description: "Your collection has been created" });
    expect(screen.getByRole("status").textContent).toContain("Collection created");
    cleanup();
    renderWithToast({ kind: "error", title: "Error creating collection" });
    expect(screen.getByRole("alert").textContent).toContain("Error creating collection");
  });

  it("closes by itself after six seconds, but not while the pointer rests on it", () => {
    renderWithToast({ title: "Item Added" });
    const card = screen.getByText("Item Added").closest("div")!.parentElement!;
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText("Item Added")).not.toBeNull();
    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText("Item Added")).toBeNull();
  });

  // Issue 11 #15: two failed posts showed the same error twice.
  it("does not stack the same message twice, but keeps different ones", () => {
    renderWithToast({ kind: "error", title: "Error creating collection", description: "There was an error with creating your collection" });
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getAllByText("Error creating collection")).toHaveLength(1);
    // The repeat starts its ten seconds afresh.
    act(() => vi.advanceTimersByTime(9000));
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByText("Error creating collection")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Error creating collection")).toBeNull();
  });

  it("runs its action once and closes", () => {
    const onAction = vi.fn();
    renderWithToast({ kind: "info", title: "Item removed", action: { label: "Undo", onAction } });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Item removed")).toBeNull();
  });

  it("can be dismissed", () => {
    renderWithToast({ title: "Folder added" });
    // Without phrases loaded the translator shows the key as the label.
    fireEvent.click(screen.getByRole("button", { name: "toast.dismiss" }));
    expect(screen.queryByText("Folder added")).toBeNull();
  });
});
