import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "node:net";
import { assertPortFree, startFlags, stopProcess } from "./server";

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

describe("stopProcess", () => {
  it("stops a running process and waits for its end", async () => {
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    await once(child, "spawn");
    await stopProcess(child);
    expect(child.signalCode).toBe("SIGTERM");
  });

  it("resolves at once for a process that has already ended (no second exit event comes)", async () => {
    const child = spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
    await once(child, "exit");
    await stopProcess(child);
    expect(child.exitCode).toBe(3);
  });
});

describe("assertPortFree", () => {
  it("passes a free port and refuses one a server listens on, naming the port", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(assertPortFree(port)).rejects.toThrow(`port ${port} is in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});
