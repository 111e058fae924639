// The primary process of a multi-worker server (PostgreSQL only; docs/decisions/008-runtime-mode.md):
// forks the workers, which share the listening socket (node:cluster), replaces a worker that
// dies after it served, and on SIGINT/SIGTERM passes the signal on and exits when all are done.
import cluster from "node:cluster";

/**
 * @param {{ workers: number, reason: string, url: string }} plan
 */
export function runPrimary({ workers, reason, url }) {
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  const listening = new Set();

  const fork = () => cluster.fork();
  for (let index = 0; index < workers; index++) fork();

  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    if (!announced && listening.size === workers) {
      announced = true;
      console.log(`Monitor Chooser is running at ${url} with ${workers} workers (${reason})`);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // A worker that never listened failed to start (database, build): starting it again would
    // only fail again, so the whole server stops and says so.
    if (!listening.has(worker.id)) {
      console.error(`Worker ${worker.process.pid} failed to start (${signal ?? `exit ${code}`}); stopping.`);
      stop(1);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another.`);
    fork();
  });

  /** @param {number} code */
  function stop(code) {
    stopping = true;
    exitCode = code;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(code);
    for (const worker of alive) worker?.process.kill("SIGTERM");
    // Workers close their listeners within 3 s; do not hang on one that does not.
    setTimeout(() => process.exit(code), 5000).unref();
  }

  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stop(0));
}
