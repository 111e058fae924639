// Requests start in the order they arrived (docs/decisions/018-arrival-order.md). Plain
// JavaScript: used by server/serve.js.

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {(request: IncomingMessage, response: ServerResponse) => void} Listener
 */

/**
 * The listener behind a queue that starts one request per turn of the event loop, oldest first.
 *
 * Why: node reads every socket that is ready in one turn and runs each request's handler at once,
 * in the order the kernel lists the sockets; a page's render then runs to its end before the
 * next socket is read. The kernel keeps a socket it has just reported near the front of its list,
 * so under load a request that came in during a turn could wait behind requests that came after
 * it: at 10 connections a productivity page waited 63 ms for the 10th percentile and 222 ms for
 * the 99th, for ~10 ms of work each. Reading sockets is cheap; starting their requests one per
 * turn lets every turn read what has come meanwhile, so the queue holds them in arrival order.
 * A request that waits on I/O (a database query) does not hold the next one back: the next starts
 * on the following turn either way.
 *
 * A request whose connection has closed while it waited is not started: nobody would read it.
 * @param {Listener} listener
 * @returns {Listener & { readonly waiting: number }}
 */
export function inArrivalOrder(listener) {
  /** @type {[IncomingMessage, ServerResponse][]} */
  let waiting = [];
  let at = 0;
  let scheduled = false;

  function startNext() {
    const [request, response] = /** @type {[IncomingMessage, ServerResponse]} */ (waiting[at]);
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
    listener(request, response);
  }

  const queued = /** @type {Listener & { readonly waiting: number }} */ (
    (request, response) => {
      waiting.push([request, response]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    }
  );
  Object.defineProperty(queued, "waiting", { get: () => waiting.length - at });
  return queued;
}
