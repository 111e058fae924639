import type { IncomingMessage, ServerResponse } from "node:http";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { inArrivalOrder, overdueKey } from "./arrival-order.js";

/** One turn of the event loop: what setImmediate scheduled before this call has run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A request as the queue sees it: its connection, and a name to tell them apart. */
function fakeRequest(name: string, destroyed = false) {
  return [{ name, socket: { destroyed } } as unknown as IncomingMessage, {} as ServerResponse] as const;
}
const nameOf = (request: IncomingMessage) => (request as unknown as { name: string }).name;
const overdue = (request: IncomingMessage) => (request as unknown as Record<symbol, unknown>)[overdueKey] === true;

describe("inArrivalOrder", () => {
  it("starts one request a turn, oldest first", async () => {
    const started: string[] = [];
    const listener = inArrivalOrder((request) => started.push(nameOf(request)));
    listener(...fakeRequest("a"));
    listener(...fakeRequest("b"));
    listener(...fakeRequest("c"));
    expect(started).toEqual([]);
    expect(listener.waiting).toBe(3);
    await turn();
    expect(started).toEqual(["a"]);
    expect(listener.waiting).toBe(2);
    await turn();
    await turn();
    expect(started).toEqual(["a", "b", "c"]);
    expect(listener.waiting).toBe(0);
  });

  it("puts a request that comes while others wait behind them", async () => {
    const started: string[] = [];
    const listener = inArrivalOrder((request) => {
      started.push(nameOf(request));
      // A request read during the first one's turn (a socket node read meanwhile).
      if (nameOf(request) === "a") listener(...fakeRequest("late"));
    });
    listener(...fakeRequest("a"));
    listener(...fakeRequest("b"));
    for (let index = 0; index < 4; index++) await turn();
    expect(started).toEqual(["a", "b", "late"]);
  });

  it("starts again after it has emptied", async () => {
    const started: string[] = [];
    const listener = inArrivalOrder((request) => started.push(nameOf(request)));
    listener(...fakeRequest("a"));
    await turn();
    await turn();
    listener(...fakeRequest("b"));
    await turn();
    expect(started).toEqual(["a", "b"]);
  });

  it("does not start a request whose connection closed while it waited", async () => {
    const started: string[] = [];
    const listener = inArrivalOrder((request) => started.push(nameOf(request)));
    listener(...fakeRequest("gone", true));
    listener(...fakeRequest("here"));
    await turn();
    await turn();
    expect(started).toEqual(["here"]);
    expect(listener.waiting).toBe(0);
  });
});

describe("inArrivalOrder's overload bound", () => {
  it("starts a request that finds the queue full at once, marked overdue, and the others in their turn unmarked", async () => {
    const started: string[] = [];
    const listener = inArrivalOrder((request) => started.push(`${nameOf(request)}${overdue(request) ? " overdue" : ""}`), { maxWaiting: 2 });
    listener(...fakeRequest("a"));
    listener(...fakeRequest("b"));
    listener(...fakeRequest("c"));
    expect(started).toEqual(["c overdue"]);
    expect(listener.waiting).toBe(2);
    await turn();
    await turn();
    expect(started).toEqual(["c overdue", "a", "b"]);
  });

  it("marks a request overdue when its turn comes after more than maxWaitMs", async () => {
    const started: string[] = [];
    const listener = inArrivalOrder(
      (request) => {
        started.push(`${nameOf(request)}${overdue(request) ? " overdue" : ""}`);
        // A long render: the one behind it waits past the bound.
        if (nameOf(request) === "slow") for (const until = performance.now() + 30; performance.now() < until; );
      },
      { maxWaitMs: 10 },
    );
    listener(...fakeRequest("slow"));
    listener(...fakeRequest("late"));
    await turn();
    await turn();
    expect(started).toEqual(["slow", "late overdue"]);
  });
});

describe("inArrivalOrder behind a real server", () => {
  let running: Server | undefined;
  afterEach(() => running?.close());

  it("answers every request of several connections, in the order each connection sent them", async () => {
    const seen: string[] = [];
    running = createServer(
      inArrivalOrder((request, response) => {
        seen.push(request.url ?? "");
        response.end(request.url);
      }),
    ).listen(0, "127.0.0.1");
    await once(running, "listening");
    const base = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
    const bodies = await Promise.all(
      ["/a", "/b", "/c", "/d"].map(async (path) => {
        const first = await (await fetch(`${base}${path}/1`)).text();
        const second = await (await fetch(`${base}${path}/2`)).text();
        return [first, second];
      }),
    );
    expect(bodies).toEqual([["/a/1", "/a/2"], ["/b/1", "/b/2"], ["/c/1", "/c/2"], ["/d/1", "/d/2"]]);
    for (const path of ["/a", "/b", "/c", "/d"]) expect(seen.indexOf(`${path}/1`)).toBeLessThan(seen.indexOf(`${path}/2`));
  });
});
