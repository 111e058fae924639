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

  it("leaves spaces unquoted, and writes numbers as JavaScript does", () => {
    expect(csvText([[" a ", -0, 1e21, Number.NaN]])).toBe(" a ,0,1e+21,NaN\r\n");
  });

  it("quotes semicolons and tabs, the separators of European spreadsheets (issue 50)", () => {
    expect(csvText([["b;c", "d\te"]])).toBe('"b;c","d\te"\r\n');
    // The case: an option named `x;=1+1` must not split into `x` and `=1+1`.
    expect(csvText([["", safeText("x;=1+1")]])).toBe(`,"x;'=1+1"\r\n`);
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

  it("defuses a formula start after any separator or line break (issue 50)", () => {
    expect(safeText("x;=1+1")).toBe("x;'=1+1");
    expect(safeText("a,@b")).toBe("a,'@b");
    expect(safeText("a\t+b")).toBe("a\t'+b");
    expect(safeText("one\n=2\r\n-3")).toBe("one\n'=2\r\n'-3");
    expect(safeText("a; b")).toBe("a; b");
  });
});
