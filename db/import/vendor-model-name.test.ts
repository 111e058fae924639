import { describe, expect, it } from "vitest";
import { slugify, vendorModelName } from "./vendor-model-name";

// Brand, "Model Name" and "Model Number" cells exactly as in the ENERGY STAR export.
describe("vendorModelName", () => {
  it("keeps plain names", () => {
    expect(vendorModelName("EIZO", "FlexScan EV2456", "FlexScan EV2456")).toBe("FlexScan EV2456");
  });

  it("drops Acer's region letter", () => {
    expect(vendorModelName("Acer", "B196L_q", "B196L")).toBe("B196L");
  });

  it("drops wildcard suffixes and their explanations", () => {
    expect(vendorModelName("LG", "27BP450Y-*", "27BP450Y")).toBe("27BP450Y");
    expect(
      vendorModelName(
        "Samsung",
        "S27A40*### (*=0-9, #=A-Z, blank)",
        "S27A40*### (*=0-9, #=A-Z, blank)",
      ),
    ).toBe("S27A40");
    expect(vendorModelName("Samsung", "S24R65*FD#", "S24R65*FD#")).toBe("S24R65*FD");
    expect(
      vendorModelName(
        "Lenovo",
        "T24i-**  ( “*” can be A-Z, a-z, 0-9, /, \\, hyphen, +, - or blank)",
        "F22238F**  ( “*” can be A-Z, a-z, 0-9, /, \\, hyphen, +, - or blank)",
      ),
    ).toBe("T24i");
  });

  it("takes the first of a list of variants", () => {
    expect(
      vendorModelName(
        "HP",
        "HP P22v G5, HP V22v G5, HP V22ve G5, HP P22v G5 FHD Monitor, HP V22v G5 FHD Monitor, HP V22ve G5 FHD Monitor, HSD-0127-Q",
        "P22v G5, V22v G5, V22ve G5",
      ),
    ).toBe("P22v G5");
    expect(vendorModelName("ViewSonic", "TD2421; TD2420-2-CN", "VS16530")).toBe("TD2421");
  });

  it("undoes a name pasted twice", () => {
    expect(
      vendorModelName(
        "LG",
        `24BN550Y-*24BN550Y-* ("*" can be 'blank' or A~Z, Ex.:24BN550Y-B)`,
        "24BN550Y",
      ),
    ).toBe("24BN550Y");
  });

  it("drops the repeated brand and the trailing description", () => {
    expect(vendorModelName("HP", "HP E24q G5 QHD Monitor", "E24q G5")).toBe("E24q G5");
  });

  it("adds the model number to a name that is only a description", () => {
    expect(vendorModelName("CONTEC", "LCD Monitor", "CM-ME170R25SX")).toBe(
      "LCD Monitor CM-ME170R25SX",
    );
    expect(vendorModelName("Apple", "Studio Display", "A2525")).toBe("Studio Display A2525");
  });
});

describe("slugify", () => {
  it("makes URL-safe lowercase words", () => {
    expect(slugify("PHILIPS")).toBe("philips");
    expect(slugify("FlexScan EV2456")).toBe("flexscan-ev2456");
    expect(slugify("S24R65*FD")).toBe("s24r65-fd");
    expect(slugify("Dahua TECHNOLOGY")).toBe("dahua-technology");
  });
});
