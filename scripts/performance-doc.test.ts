/**
 * The performance model stays a model (issue 48): docs/performance.md within 200 lines, and the
 * lab notebook it replaced cited nowhere — git keeps its history, the code keeps one line of why.
 */
import { execFileSync } from "node:child_process";
import { lstatSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// Spelled in two pieces so that this file does not cite it.
const removedNotebook = ["perf", "profile"].join("-");
const MAX_LINES = 200;

/** Every file of the project outside .git: tracked, or new and not ignored. */
function projectFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  return listed
    .split("\0")
    .filter(Boolean)
    .filter((file) => {
      try {
        return lstatSync(path.join(root, file)).isFile();
      } catch {
        return false; // listed by the index but deleted in the work tree
      }
    });
}

function filesCiting(needle: string, files: readonly string[], read: (file: string) => Buffer): string[] {
  const bytes = Buffer.from(needle, "utf8");
  return files.filter((file) => read(file).includes(bytes));
}

function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("the performance model", () => {
  it(`docs/performance.md has at most ${MAX_LINES} lines`, () => {
    expect(lineCount(readFileSync(path.join(root, "docs/performance.md"), "utf8"))).toBeLessThanOrEqual(MAX_LINES);
  });

  it("no file cites the removed performance notebook", () => {
    const files = projectFiles();
    expect(files).toContain("docs/performance.md");
    expect(filesCiting(removedNotebook, files, (file) => readFileSync(path.join(root, file)))).toEqual([]);
  });

  it("the README points to docs/performance.md", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("(docs/performance.md)");
  });
});

describe("the checks themselves", () => {
  it("find a citation in any file, text or not, and only there", () => {
    const contents: Record<string, Buffer> = {
      "a.ts": Buffer.from(`// see docs/${removedNotebook}.md, change 65`),
      "b.md": Buffer.from(`[notes](${removedNotebook}.md)`),
      "c.bin": Buffer.concat([Buffer.from([0, 255]), Buffer.from(removedNotebook)]),
      "d.ts": Buffer.from("// see docs/performance.md"),
    };
    expect(filesCiting(removedNotebook, Object.keys(contents), (file) => contents[file]!)).toEqual(["a.ts", "b.md", "c.bin"]);
  });

  it("count lines as wc -l does for a file that ends with a line break", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("one\n")).toBe(1);
    expect(lineCount("one\ntwo")).toBe(2);
    expect(lineCount(`${"line\n".repeat(MAX_LINES + 1)}`)).toBe(MAX_LINES + 1);
  });
});
