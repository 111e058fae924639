import type { NextFunction, Request, RequestHandler, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { runInOrder } from "./steps";

const request = {} as Request;
const response = {} as Response;

function run(steps: RequestHandler[]): Promise<unknown[]> {
  return new Promise((resolve) => runInOrder(steps)(request, response, ((...args: unknown[]) => resolve(args)) as NextFunction));
}

describe("runInOrder", () => {
  it("runs every step in order, each after the one before calls next, then calls done with nothing", async () => {
    const seen: string[] = [];
    const step = (name: string, later = false): RequestHandler => (_request, _response, next) => {
      seen.push(name);
      if (later) setTimeout(next, 1);
      else next();
    };
    expect(await run([step("a"), step("b", true), step("c")])).toEqual([]);
    expect(seen).toEqual(["a", "b", "c"]);
  });

  it("stops at a step that answers (does not call next)", async () => {
    const third = vi.fn();
    const done = vi.fn();
    runInOrder([(_q, _s, next) => next(), () => undefined, third])(request, response, done);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(third).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it("hands an error passed to next, thrown, or rejected to done, and runs no later step", async () => {
    const failure = new Error("broken");
    const later = vi.fn();
    expect(await run([(_q, _s, next) => next(failure), later])).toEqual([failure]);
    expect(await run([() => { throw failure; }, later])).toEqual([failure]);
    expect(await run([async () => { throw failure; }, later])).toEqual([failure]);
    expect(later).not.toHaveBeenCalled();
  });
});
