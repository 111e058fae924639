import { describe, expect, it } from "vitest";
import { csvText, safeText } from "./csv";

describe("csvText", () => {
  it("leaves plain cells alone and writes numbers as they print", () => {
    expect(csvText([["18.23 W", "", 2, -15.52, 0.5]])).toBe("18.23 W,,2,-15.52,0.5\r\n");
  });

  it("quotes commas, quotes and line breaks (\\r\\n, \\n or \\r alone) and doubles the quotes", () => {
    expect(csvText([["DisplayPort, HDMI", '27" screen']])).toBe('"DisplayPort, HDMI","27"" screen"\r\n');
    expect(csvText([["two\nlines", "a\rb", "c\r\nd"]])).toBe('"two\nlines","a\rb","c\r\nd"\r\n');
  });

  it("ends every line with CRLF, an empty line included; or leaves the last one open", () => {
    expect(csvText([["a", "b"], [], ["c", "d,e"]])).toBe('a,b\r\n\r\nc,"d,e"\r\n');
    expect(csvText([["a"], ["b"]], { lastLineEnd: false })).toBe("a\r\nb");
    expect(csvText([])).toBe("");
  });

  it("leaves spaces, semicolons and tabs unquoted, and writes numbers as JavaScript does", () => {
    expect(csvText([[" a ", "b;c", "d\te", -0, 1e21, Number.NaN]])).toBe(" a ,b;c,d\te,0,1e+21,NaN\r\n");
  });
});

describe("safeText", () => {
  it("defuses a leading formula character and leaves other text alone", () => {
    expect(safeText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(safeText("+1")).toBe("'+1");
    expect(safeText("-1")).toBe("'-1");
    expect(safeText("@x")).toBe("'@x");
    expect(safeText("\tx")).toBe("'\tx");
    expect(safeText("Plan =1")).toBe("Plan =1");
  });
});
