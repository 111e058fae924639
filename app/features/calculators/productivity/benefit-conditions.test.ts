import { describe, expect, it } from "vitest";
import { benefitConditions, usbCFactOf } from "./benefit-conditions";
import { compareUpgrade } from "./upgrade";

// Catalogue figures (db/seed-data/energystar/dell-monitors-merged.csv): the P2225H is 21.5 in,
// 1920 × 1080, with no interfaces listed; the U2724DE 27 in, 2560 × 1440.
const p2225h = { title: "Dell P2225H", sizeInches: 21.5, widthPx: 1920, heightPx: 1080 };
const u2724de = { title: "Dell UltraSharp U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440 };

describe("the catalogue's port list", () => {
  it("has USB-C or Thunderbolt, has neither, or is not given", () => {
    expect(usbCFactOf(["DisplayPort", "HDMI", "USB-C", "USB"])).toBe("listed");
    expect(usbCFactOf(["Thunderbolt", "RJ45 Ethernet"])).toBe("listed");
    // "USB" alone is a USB-A or USB-B port: no video or power over it
    expect(usbCFactOf(["DisplayPort", "HDMI", "USB"])).toBe("notListed");
    expect(usbCFactOf([])).toBe("unknown");
    expect(usbCFactOf(null)).toBe("unknown");
    expect(usbCFactOf(undefined)).toBe("unknown");
  });
});

describe("which benefits count", () => {
  it("counts neither in the issue's downgrade: 27-inch QHD replaced by the P2225H, ports unknown", () => {
    const conditions = benefitConditions({ upgrade: compareUpgrade(27, p2225h), monitor: p2225h.title, usbC: "unknown", legacyUsbC: false });
    expect(conditions).toEqual({
      connectivity: { counts: false, note: { key: "productivity.condition.connectivity.downgrade", values: { monitor: "Dell P2225H" } } },
      retention: { counts: false, note: { key: "productivity.condition.retention.notLarger", values: { monitor: "Dell P2225H", legacy: "27.0" } } },
    });
  });

  it("counts no connectivity in a downgrade even with a USB-C port", () => {
    const conditions = benefitConditions({ upgrade: compareUpgrade(27, p2225h), monitor: p2225h.title, usbC: "listed", legacyUsbC: false });
    expect(conditions.connectivity.counts).toBe(false);
  });

  it("counts both in an upgrade with a USB-C port replacing monitors without one", () => {
    // 22 in 1680 × 1050: 18.656 × 11.660 in = 217.53 sq in; 27 in 2560 × 1440: 23.532 × 13.237 = 311.50;
    // 311.50 / 217.53 − 1 = +43.2 % → 43
    const conditions = benefitConditions({ upgrade: compareUpgrade(22, u2724de), monitor: u2724de.title, usbC: "listed", legacyUsbC: false });
    expect(conditions).toEqual({
      connectivity: { counts: true, note: { key: "productivity.condition.connectivity.counts", values: { monitor: u2724de.title } } },
      retention: { counts: true, note: { key: "productivity.condition.retention.counts", values: { monitor: u2724de.title, legacy: "22.0", area: 43 } } },
    });
  });

  it("counts no connectivity when the old monitors already had such a port", () => {
    const conditions = benefitConditions({ upgrade: compareUpgrade(22, u2724de), monitor: u2724de.title, usbC: "listed", legacyUsbC: true });
    expect(conditions.connectivity).toEqual({ counts: false, note: { key: "productivity.condition.connectivity.legacyHad", values: { monitor: u2724de.title } } });
    expect(conditions.retention.counts).toBe(true);
  });

  it("never reads unknown ports as a port: not counted, and the note says the port list is missing", () => {
    const conditions = benefitConditions({ upgrade: compareUpgrade(22, u2724de), monitor: u2724de.title, usbC: "unknown", legacyUsbC: false });
    expect(conditions.connectivity).toEqual({ counts: false, note: { key: "productivity.condition.connectivity.portsUnknown", values: { monitor: u2724de.title } } });
    const noUsbC = benefitConditions({ upgrade: compareUpgrade(22, u2724de), monitor: u2724de.title, usbC: "notListed", legacyUsbC: false });
    expect(noUsbC.connectivity.note.key).toBe("productivity.condition.connectivity.noUsbC");
    const noMonitor = benefitConditions({ upgrade: compareUpgrade(22, null), monitor: null, usbC: "unknown", legacyUsbC: false });
    expect(noMonitor.connectivity).toEqual({ counts: false, note: { key: "productivity.condition.connectivity.noMonitor", values: { monitor: "" } } });
  });

  it("counts retention only where the study measured it: more screen area than before", () => {
    // Same area, more pixels (27 in QHD replaced by a 27 in 4K): an upgrade, but no larger screen
    const sameArea = compareUpgrade(27, { title: "A 27-inch 4K", sizeInches: 27, widthPx: 3840, heightPx: 2160 });
    expect(sameArea.kind).toBe("upgrade");
    expect(benefitConditions({ upgrade: sameArea, monitor: "A 27-inch 4K", usbC: "listed", legacyUsbC: false }).retention).toEqual({
      counts: false,
      note: { key: "productivity.condition.retention.notLarger", values: { monitor: "A 27-inch 4K", legacy: "27.0" } },
    });
    // No legacy size, or a monitor whose size is not specified: the situation cannot be shown
    expect(benefitConditions({ upgrade: compareUpgrade(undefined, u2724de), monitor: u2724de.title, usbC: "listed", legacyUsbC: false }).retention).toEqual({
      counts: false,
      note: { key: "productivity.condition.retention.notStated" },
    });
    expect(benefitConditions({ upgrade: compareUpgrade(22, { title: "X" }), monitor: "X", usbC: "listed", legacyUsbC: false }).retention).toEqual({
      counts: false,
      note: { key: "productivity.condition.retention.notCompared", values: { legacy: "22.0" } },
    });
  });
});
