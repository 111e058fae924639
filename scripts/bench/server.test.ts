import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startFlags } from "./server";

const folders: string[] = [];
function checkout(start: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "start-flags-"));
  folders.push(folder);
  writeFileSync(path.join(folder, "package.json"), JSON.stringify({ scripts: { start } }));
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("startFlags", () => {
  it("serves the bench's server with the node flags of this checkout's npm start", () => {
    expect(startFlags()).toEqual(["--max-semi-space-size=32"]);
  });

  it("reads another checkout's own flags, none when it has none, and refuses a start it cannot read", () => {
    expect(startFlags(checkout("node server/index.js"))).toEqual([]);
    expect(startFlags(checkout("node --a=1  --b server/index.js"))).toEqual(["--a=1", "--b"]);
    expect(() => startFlags(checkout("react-router-serve build/server/index.js"))).toThrow(/start script/);
  });
});
