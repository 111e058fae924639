// Requests start in the order they arrived (docs/decisions/018-arrival-order.md). Plain
// JavaScript: used by server/serve.js.

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {(request: IncomingMessage, response: ServerResponse) => void} Listener
 */

/**
 * Set on a request that the queue let through without waiting its turn in full: the overload
 * step refuses it (server/operations/concurrency-limit.ts).
 */
export const overdueKey = Symbol.for("monitor-chooser.arrival-overdue");

/** @param {IncomingMessage} request */
function markOverdue(request) {
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (request))[overdueKey] = true;
}

/**
 * The listener behind a queue that starts one request per turn of the event loop, oldest first.
 *
 * Why: node reads every socket that is ready in one turn and runs each request's handler at once,
 * in the order the kernel lists the sockets; a page's render then runs to its end before the
 * next socket is read. That order is not the order of arrival, so under load a request that came
 * in during a turn could wait behind requests that came after it: at 10 connections a
 * productivity page waited 63 ms for the 10th percentile and 222 ms for the 99th, for ~10 ms of
 * work each. Reading sockets is cheap; starting their requests one per turn lets every turn read
 * what has come meanwhile, so the queue holds them in arrival order.
 * A request that waits on I/O (a database query) does not hold the next one back: the next starts
 * on the following turn either way.
 *
 * A request whose connection has closed while it waited is not started: nobody would read it.
 *
 * The queue keeps the process's overload bound (server/operations/concurrency-limit.ts: a few
 * requests at work, a bounded number waiting, a fast 503 for the rest), since the waiting now
 * happens here, where the limiter does not see it. A request that finds `maxWaiting` requests
 * queued, or whose turn comes after more than `maxWaitMs`, is started at once marked overdue
 * (`overdueKey`), and the overload step answers it 503 with Retry-After.
 * @param {Listener} listener
 * @param {{ maxWaiting?: number, maxWaitMs?: number }} [limits]
 * @returns {Listener & { readonly waiting: number }}
 */
export function inArrivalOrder(listener, { maxWaiting = Infinity, maxWaitMs = Infinity } = {}) {
  /** @type {[IncomingMessage, ServerResponse, number][]} */
  let waiting = [];
  let at = 0;
  let scheduled = false;

  function startNext() {
    const [request, response, queuedAt] = /** @type {[IncomingMessage, ServerResponse, number]} */ (waiting[at]);
    waiting[at++] = /** @type {never} */ (undefined);
    if (at === waiting.length) {
      // Emptied: start a new array rather than shift (shift copies the rest every time).
      waiting = [];
      at = 0;
      scheduled = false;
    } else {
      // Scheduled before the handler runs, so a handler that throws does not stop the queue.
      setImmediate(startNext);
    }
    if (request.socket?.destroyed) return;
    if (performance.now() - queuedAt > maxWaitMs) markOverdue(request);
    listener(request, response);
  }

  const queued = /** @type {Listener & { readonly waiting: number }} */ (
    (request, response) => {
      if (waiting.length - at >= maxWaiting) {
        markOverdue(request);
        listener(request, response);
        return;
      }
      waiting.push([request, response, performance.now()]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    }
  );
  Object.defineProperty(queued, "waiting", { get: () => waiting.length - at });
  return queued;
}
