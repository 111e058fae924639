// Makes sure a PostgreSQL server answers for the data tests, in this order:
//   1. TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) already answers;
//   2. the machine's own cluster, started with pg_ctlcluster, then answers;
//   3. otherwise a throwaway cluster in a temp folder (initdb, trust auth, user postgres, a free
//      port, database `test`), installing Debian's `postgresql` first when no binaries exist.
// ensurePostgres() returns { url, stop }: url is what TEST_DATABASE_URL must be for the tests;
// stop() (synchronous, safe to call twice) stops and deletes a throwaway cluster, else does nothing.
//
//   node scripts/ensure-postgres.mjs                 check (a throwaway cluster is stopped again)
//   node scripts/ensure-postgres.mjs -- CMD ARGS...  run CMD with TEST_DATABASE_URL set, then stop
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { aptInstall } from "./ensure-chromium.mjs";

export const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", ""]);

/** null when a query runs, else why not (an Error); a missing database is created on the way. */
async function probe(url) {
  const tryQuery = async (connectionString) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    client.on("error", () => {}); // a server going away mid-probe must not crash the process
    try {
      await client.connect();
      await client.query("select 1");
      return null;
    } catch (error) {
      return error;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const error = await tryQuery(url);
  if (error?.code !== "3D000") return error; // 3D000: the server answers but has no such database
  const database = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
    console.log(`Created database ${database}.`);
  } catch (createError) {
    return createError;
  } finally {
    await client.end().catch(() => {});
  }
  return tryQuery(url);
}

async function probeFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const error = await probe(url);
    if (!error || Date.now() > deadline) return error;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** true when a cluster of the machine's was started (not when all were running already). */
function startMachineClusters() {
  if (!existsSync("/etc/postgresql")) return false;
  let started = false;
  for (const version of readdirSync("/etc/postgresql")) {
    if (!existsSync(`/etc/postgresql/${version}/main`)) continue;
    const args = ["--skip-systemctl-redirect", version, "main", "start"];
    console.log(`$ pg_ctlcluster ${args.join(" ")}`);
    // Exit code 2: "Cluster is already running".
    if (spawnSync("pg_ctlcluster", args, { stdio: "inherit" }).status === 0) started = true;
  }
  return started;
}

/** The folder holding initdb and pg_ctl: the newest /usr/lib/postgresql/N/bin, else PATH. */
function findBinDir() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(`${root}/${v}/bin/initdb`) && existsSync(`${root}/${v}/bin/pg_ctl`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return `${root}/${versions[0]}/bin`;
  return (process.env.PATH ?? "")
    .split(":")
    .find((dir) => dir && existsSync(`${dir}/initdb`) && existsSync(`${dir}/pg_ctl`));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function idOf(user, flag) {
  const result = spawnSync("id", [flag, user], { encoding: "utf8" });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** initdb refuses to run as root: as root, the cluster belongs to the OS user postgres. */
function clusterOwner() {
  if (process.getuid?.() !== 0) return {};
  if (idOf("postgres", "-u") === undefined) {
    console.log("$ useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres");
    const added = spawnSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"],
      { stdio: "inherit" },
    );
    if (added.status !== 0) throw new Error("useradd postgres failed");
  }
  return { uid: idOf("postgres", "-u"), gid: idOf("postgres", "-g") };
}

async function startThrowawayCluster(originalUrl) {
  let binDir = findBinDir();
  if (!binDir) {
    console.log("No PostgreSQL server binaries found: installing Debian's postgresql.");
    aptInstall(["postgresql"]);
    binDir = findBinDir();
    if (!binDir) throw new Error("initdb/pg_ctl still not found after installing postgresql");
  }
  const owner = clusterOwner();
  // As root use /tmp: a TMPDIR under /root would not be reachable by the postgres user.
  const base = owner.uid === undefined ? os.tmpdir() : "/tmp";
  const dir = mkdtempSync(path.join(base, "mc-pg-"));
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const pgRun = (tool, args) => {
    console.log(`$ ${tool} ${args.join(" ")}`);
    return spawnSync(path.join(binDir, tool), args, { stdio: "inherit", cwd: dir, ...owner }).status;
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (existsSync(path.join(dataDir, "postmaster.pid"))) pgRun("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w"]);
    rmSync(dir, { recursive: true, force: true });
    console.log(`Stopped the throwaway PostgreSQL cluster and removed ${dir}.`);
  };

  try {
    if (pgRun("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "-N"]) !== 0) {
      throw new Error("initdb failed");
    }
    const port = await freePort();
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    if (pgRun("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", serverOptions]) !== 0) {
      if (existsSync(logFile)) console.error(readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n"));
      throw new Error("pg_ctl start failed");
    }
    const url = new URL(originalUrl);
    url.username = "postgres";
    url.password = "";
    url.host = `127.0.0.1:${port}`;
    if (url.pathname.length <= 1) url.pathname = "/test";
    const error = await probe(url.toString()); // creates the database
    if (error) throw new Error(`the throwaway cluster does not answer: ${error.message}`);
    console.log(`Started a throwaway PostgreSQL cluster in ${dir}: ${url}`);
    return { url: url.toString(), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export async function ensurePostgres(url = process.env.TEST_DATABASE_URL || DEFAULT_URL) {
  const firstError = await probe(url);
  if (!firstError) {
    console.log(`PostgreSQL answers at ${url}`);
    return { url, stop: () => {} };
  }
  console.log(`PostgreSQL does not answer at ${url}: ${firstError.message || firstError.code}`);
  if (LOCAL_HOSTS.has(new URL(url).hostname) && startMachineClusters()) {
    const error = await probeFor(url, 15);
    if (!error) {
      console.log(`PostgreSQL answers at ${url} after starting the machine's cluster`);
      return { url, stop: () => {} };
    }
    console.log(`Still no answer (${error.message || error.code}).`);
  }
  console.log("Starting a throwaway cluster.");
  return startThrowawayCluster(url);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dashes = process.argv.indexOf("--");
  const command = dashes === -1 ? [] : process.argv.slice(dashes + 1);
  let server;
  try {
    server = await ensurePostgres();
    if (command.length === 0) {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query("select current_database() as db, version() as version");
      await client.end();
      console.log(`OK: database ${rows[0].db} on ${rows[0].version}`);
    } else {
      const child = spawn(command[0], command.slice(1), {
        stdio: "inherit",
        env: { ...process.env, TEST_DATABASE_URL: server.url },
      });
      const [code, signal] = await new Promise((resolve) => child.on("close", (...args) => resolve(args)));
      process.exitCode = code ?? (signal ? 1 : 0);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    server?.stop();
  }
}
