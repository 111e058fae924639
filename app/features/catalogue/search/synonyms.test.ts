import { describe, expect, it } from "vitest";
import { interpretSearch, MAX_WORDS } from "./synonyms";

const conditionsOf = (text: string) => interpretSearch(text).conditions;
const wordsOf = (text: string) => interpretSearch(text).words;

describe("interpretSearch: resolutions", () => {
  it("reads 4k and uhd as 3840 × 2160, once", () => {
    expect(conditionsOf("4k")).toEqual([{ kind: "resolution", values: ["3840x2160"] }]);
    expect(conditionsOf("UHD")).toEqual([{ kind: "resolution", values: ["3840x2160"] }]);
    expect(interpretSearch("4K UHD").understood).toEqual([{ token: "4k", meaningKey: "search.meaning.4k" }]);
  });

  it("reads 5k, 8k, qhd/1440p/2k and fhd/1080p/full hd", () => {
    expect(conditionsOf("5k")).toEqual([{ kind: "resolution", values: ["5120x2880", "5120x2160"] }]);
    expect(conditionsOf("8k")).toEqual([{ kind: "resolution", values: ["7680x4320"] }]);
    for (const text of ["qhd", "1440p", "2k", "2.5k"]) {
      expect(conditionsOf(text)).toEqual([{ kind: "resolution", values: ["2560x1440"] }]);
    }
    for (const text of ["fhd", "1080p", "full hd", "Full-HD", "全高清"]) {
      expect(conditionsOf(text)).toEqual([{ kind: "resolution", values: ["1920x1080"] }]);
    }
  });

  it("leaves 4K inside a model name alone (U3224KB is 6K, not 4K)", () => {
    expect(interpretSearch("u3224kb")).toEqual({ words: ["u3224kb"], conditions: [], understood: [] });
    expect(wordsOf("5k2k")).toEqual(["5k2k"]);
  });

  it("folds full-width input", () => {
    expect(conditionsOf("４Ｋ")).toEqual([{ kind: "resolution", values: ["3840x2160"] }]);
  });
});

describe("interpretSearch: other specs", () => {
  it("reads ultrawide in its spellings, English and Chinese", () => {
    for (const text of ["ultrawide", "ultra-wide", "Ultra Wide", "带鱼屏", "超宽屏"]) {
      expect(conditionsOf(text)).toEqual([{ kind: "ultrawide" }]);
    }
  });

  it("reads every spelling of USB-C as the port", () => {
    for (const text of ["usb c", "usb-c", "USBC", "type-c", "Type C", "usb type-c"]) {
      expect(interpretSearch(text)).toEqual({
        words: [],
        conditions: [{ kind: "port", value: "USB-C" }],
        understood: [{ token: text.toLowerCase(), meaningKey: "search.meaning.usbC" }],
      });
    }
  });

  it("reads oled as both OLED kinds and qd-oled as QD-OLED only", () => {
    expect(conditionsOf("oled")).toEqual([{ kind: "panel", values: ["OLED", "QD-OLED"] }]);
    expect(conditionsOf("QD-OLED")).toEqual([{ kind: "panel", values: ["QD-OLED"] }]);
  });

  it("reads <n>hz as at least n Hz, and 高刷 as at least 144 Hz", () => {
    expect(interpretSearch("144hz").understood).toEqual([
      { token: "144hz", meaningKey: "search.meaning.minRefresh", values: { hz: 144 } },
    ]);
    expect(conditionsOf("240 Hz")).toEqual([{ kind: "minRefresh", hz: 240 }]);
    expect(conditionsOf("高刷")).toEqual([{ kind: "minRefresh", hz: 144 }]);
    // 5 Hz is no monitor: left as text.
    expect(interpretSearch("5hz")).toMatchObject({ words: ["5hz"], conditions: [] });
  });

  it("reads sizes with inch, in, a quote mark and 英寸/寸", () => {
    for (const text of ["27 inch", "27-inch", "27in", '27"', "27″", "27英寸", "27寸"]) {
      expect(conditionsOf(text)).toEqual([{ kind: "size", inches: 27 }]);
    }
    expect(conditionsOf("23.8 inches")).toEqual([{ kind: "size", inches: 23.8 }]);
    expect(interpretSearch("27 inch").understood[0]?.values).toEqual({ inches: 27 });
  });

  it("reads curved, 曲面 and hdr", () => {
    expect(conditionsOf("curved")).toEqual([{ kind: "curved" }]);
    expect(conditionsOf("曲面屏")).toEqual([{ kind: "curved" }]);
    expect(conditionsOf("HDR")).toEqual([{ kind: "hdr" }]);
  });
});

describe("interpretSearch: text words", () => {
  it("keeps the rest as words, lowercase, spec words taken out", () => {
    expect(interpretSearch("Dell UltraSharp 27 inch 4K USB-C monitor")).toEqual({
      words: ["dell", "ultrasharp"],
      conditions: [
        { kind: "size", inches: 27 },
        { kind: "port", value: "USB-C" },
        { kind: "resolution", values: ["3840x2160"] },
      ],
      understood: [
        { token: "27 inch", meaningKey: "search.meaning.size", values: { inches: 27 } },
        { token: "usb-c", meaningKey: "search.meaning.usbC" },
        { token: "4k", meaningKey: "search.meaning.4k" },
      ],
    });
  });

  it("splits Chinese around the spec words it knows", () => {
    expect(interpretSearch("外星人曲面4K")).toMatchObject({
      words: ["外星人"],
      conditions: [{ kind: "resolution", values: ["3840x2160"] }, { kind: "curved" }],
    });
  });

  it("treats SQL and markup as words, without punctuation-only words", () => {
    expect(wordsOf("' OR 1=1; DROP TABLE monitors; --")).toEqual(["or", "1=1", "drop", "table"]);
    expect(wordsOf("<script>alert(1)</script>")).toEqual(["script", "alert", "1", "/script"]);
  });

  it("keeps a dozen words at most", () => {
    const words = wordsOf(Array.from({ length: 40 }, (_, index) => `w${index}`).join(" "));
    expect(words).toHaveLength(MAX_WORDS);
  });
});
