import express from "express";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { isLoopback, loopbackOnly } from "./loopback";

describe("loopback-only", () => {
  it("knows loopback addresses, IPv4, IPv6 and IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(address)).toBe(true);
    for (const address of ["10.0.0.5", "192.168.1.2", "::ffff:10.0.0.5", "fe80::1", "::", "0.0.0.0", "1127.0.0.1", "", undefined]) {
      expect(isLoopback(address)).toBe(false);
    }
  });

  // A real server on every interface, asked once through loopback and once through the
  // machine's own network address (when it has one): only the first gets through.
  it("answers 403 to a client that is not on this machine's loopback", async () => {
    const app = express();
    app.use(loopbackOnly, (_request, response) => void response.send("provider"));
    const server = app.listen(0, "0.0.0.0");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const local = await fetch(`http://127.0.0.1:${port}/`);
      expect([local.status, await local.text()]).toEqual([200, "provider"]);
      const external = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === "IPv4" && !entry.internal);
      if (external) {
        const remote = await fetch(`http://${external.address}:${port}/`);
        expect(remote.status).toBe(403);
        expect(await remote.text()).toMatch(/loopback/);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
