/**
 * A request's steps run one after another as express runs its middleware — each calls `next()`
 * to go on or `next(error)` to stop, a rejected promise counts as `next(error)` — without
 * express's router: no path matching per step, no layer objects. For steps that apply to every
 * address (server/app.ts runs the calculator APIs' plain addresses through them).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";

export function runInOrder(steps: readonly RequestHandler[]) {
  return (request: Request, response: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      // Our steps never ask for express's "route"/"router" skips; any value is an error, as for express.
      if (error !== undefined && error !== null) return done(error);
      const step = steps[index++];
      if (!step) return done();
      try {
        const result: unknown = step(request, response, next);
        if (result instanceof Promise) result.catch((failure: unknown) => next(failure ?? new Error("A request step rejected")));
      } catch (thrown) {
        next(thrown ?? new Error("A request step threw"));
      }
    };
    next();
  };
}
