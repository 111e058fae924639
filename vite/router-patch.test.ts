import { describe, expect, it } from "vitest";
import { replaceExactSources } from "./router-patch";

describe("replaceExactSources", () => {
  const code = "function a() {\n  return 1;\n}\nfunction b() {\n  return 2;\n}\n";

  it("replaces every source once, and leaves a module without any of them alone", () => {
    expect(replaceExactSources(code, "test", [["return 1;", "return 10;"], ["return 2;", "return $&20;"]])).toBe("function a() {\n  return 10;\n}\nfunction b() {\n  return $&20;\n}\n");
    expect(replaceExactSources("function c() {}", "test", [["return 1;", "return 10;"]])).toBeNull();
  });

  it("refuses a module with only some of the sources, or with one of them twice", () => {
    expect(() => replaceExactSources(code, "test", [["return 1;", "x"], ["return 3;", "y"]])).toThrow(/test: only some/);
    expect(() => replaceExactSources(`${code}${code}`, "test", [["return 1;", "x"]])).toThrow(/test: a source it patches occurs twice/);
  });
});
