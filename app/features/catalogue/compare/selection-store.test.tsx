// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCompareCount as headerCount } from "../compare-selection";
import {
  COMPARE_STORAGE_KEY,
  comparisonSelection,
  HIGHLIGHT_CLASS,
  useCompareCount,
  useMonitorComparisonString,
  useMonitorSelection,
} from "./selection-store";

const u2724de = { id: 1, model: "U2724DE" };
const p2425h = { id: 2, model: "P2425H" };
const e2425h = { id: 3, model: "E2425H" };
const s2725ds = { id: 4, model: "S2725DS" };

beforeEach(() => {
  localStorage.clear();
  document.body.className = "";
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the selection store", () => {
  it("keeps the selection in localStorage and tells this tab's components", () => {
    const { result } = renderHook(() => ({ selection: useMonitorSelection(), models: useMonitorComparisonString(), count: useCompareCount() }));
    expect(result.current.count).toBe(0);
    act(() => {
      comparisonSelection.add(u2724de);
      comparisonSelection.add(p2425h);
    });
    expect(result.current.selection).toEqual([u2724de, p2425h]);
    expect(result.current.models).toBe("U2724DE-P2425H");
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([u2724de, p2425h]);
  });

  it("follows another tab through the storage event", () => {
    const { result } = renderHook(() => useMonitorSelection());
    act(() => {
      localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([e2425h]));
      window.dispatchEvent(new StorageEvent("storage", { key: COMPARE_STORAGE_KEY }));
    });
    expect(result.current).toEqual([e2425h]);
  });

  it("refuses a fourth monitor and toggles one out", () => {
    const { result } = renderHook(() => useMonitorSelection());
    act(() => {
      [u2724de, p2425h, e2425h, s2725ds].forEach(comparisonSelection.add);
    });
    expect(result.current).toEqual([u2724de, p2425h, e2425h]);
    act(() => comparisonSelection.toggle(p2425h));
    expect(result.current).toEqual([u2724de, e2425h]);
  });

  it("lets a share link replace the list", () => {
    act(() => comparisonSelection.add(s2725ds));
    act(() => comparisonSelection.replace([p2425h, u2724de]));
    expect(comparisonSelection.read()).toEqual([p2425h, u2724de]);
  });

  it("keeps working in memory when storage refuses writes", async () => {
    // A fresh module: the switch to memory lasts for the page's life.
    vi.resetModules();
    const store = await import("./selection-store");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { result } = renderHook(() => store.useCompareCount());
    act(() => store.comparisonSelection.add(u2724de));
    act(() => store.comparisonSelection.add(p2425h));
    expect(result.current).toBe(2);
  });

  it("renders an empty selection on the server whatever the browser stored", () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([u2724de, p2425h]));
    function Badge() {
      return <span>{headerCount()}</span>;
    }
    expect(renderToString(<Badge />)).toBe("<span>0</span>");
  });
});

describe("the body highlight after adding", () => {
  it("lasts five seconds and restarts with another addition", () => {
    vi.useFakeTimers();
    comparisonSelection.add(u2724de);
    expect(document.body.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    vi.advanceTimersByTime(3_000);
    comparisonSelection.add(p2425h);
    // 3 s + 4.999 s: the first timer would have ended, the restarted one has not.
    vi.advanceTimersByTime(4_999);
    expect(document.body.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
  });

  it("is not set by removing or by a refused addition", () => {
    [u2724de, p2425h, e2425h].forEach(comparisonSelection.add);
    document.body.className = "";
    comparisonSelection.add(s2725ds);
    comparisonSelection.remove(u2724de.id);
    expect(document.body.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
  });
});
