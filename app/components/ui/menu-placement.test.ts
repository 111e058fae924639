import { describe, expect, it } from "vitest";
import { placeMenu } from "./menu-placement";

describe("placeMenu (issue 28 #2: menus stay inside the window)", () => {
  it("keeps the preferred left alignment when the panel fits there", () => {
    // Trigger 400–480 in a 1366 px window, panel 224 wide: 400 + 224 = 624 ≤ 1366 − 8.
    // The panel's left edge stays on the trigger's: offset 400 − 400 = 0.
    expect(placeMenu({ triggerLeft: 400, triggerRight: 480, panelWidth: 224, viewportWidth: 1366, align: "start" })).toBe(0);
  });

  it("flips to the trigger's right edge at the right end of the bar (the Useful Tools menu at 1024 px)", () => {
    // Trigger 905–1008 in 1024 px; left-aligned the panel would end at 905 + 224 = 1129 > 1016.
    // Right-aligned its left edge is 1008 − 224 = 784 (≥ 8, and 784 + 224 = 1008 ≤ 1016):
    // offset 784 − 905 = −121.
    expect(placeMenu({ triggerLeft: 905, triggerRight: 1008, panelWidth: 224, viewportWidth: 1024, align: "start" })).toBe(-121);
  });

  it("flips an end-aligned menu to the trigger's left edge near the left of the window", () => {
    // Trigger 20–100, panel 224: right-aligned it starts at 100 − 224 = −124 < 8.
    // Left-aligned it starts at 20 and ends at 244 ≤ 312 (320 − 8): offset 0.
    expect(placeMenu({ triggerLeft: 20, triggerRight: 100, panelWidth: 224, viewportWidth: 320, align: "end" })).toBe(0);
  });

  it("pushes the panel just inside the window when neither edge fits", () => {
    // 320 px window, trigger 150–200, panel 300. Left-aligned: 150 + 300 = 450 > 312.
    // Right-aligned: 200 − 300 = −100 < 8. Pushed: min(150, 320 − 8 − 300 = 12) = 12, max(8, 12) = 12.
    // Offset 12 − 150 = −138.
    expect(placeMenu({ triggerLeft: 150, triggerRight: 200, panelWidth: 300, viewportWidth: 320, align: "start" })).toBe(-138);
  });

  it("shows the start of a panel wider than the window", () => {
    // 320 px window, panel 320: no place fits. min(150, 320 − 8 − 320 = −8) = −8, max(8, −8) = 8.
    // Offset 8 − 150 = −142.
    expect(placeMenu({ triggerLeft: 150, triggerRight: 200, panelWidth: 320, viewportWidth: 320, align: "start" })).toBe(-142);
  });
});
