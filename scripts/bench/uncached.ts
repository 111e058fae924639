/**
 * Uncached server rendering for `npm run bench` (issue 16): requests no cache can answer — a
 * catalogue search never asked before, a signed-in page — and the CPU each one costs the server
 * (its processes and, on PostgreSQL, the database's), read from /proc around the load.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { createToken, hashToken } from "~/features/auth/auth-cookies.server";
import { seriesKeys } from "~/features/catalogue/series";
import { sortKeys } from "~/features/catalogue/search/query";

/**
 * Searches that are all different: language × sort × series × screen × feature × adaptive sync
 * × page, 2 × 9 × 11 × 3 × 3 × 2 × 2 = 7,128 addresses, enough for a 10 s line at 700/s. Each
 * misses the kept pages and the result cache, so each is filtered, counted and rendered anew.
 */
export function uncachedSearchPaths(): string[] {
  const paths: string[] = [];
  for (const currentPage of ["1", "2"])
    for (const adaptiveSync of [null, "variable-refresh-rate"])
      for (const features of [null, "hdr", "10-bit"])
        for (const screenTypes of [null, "flat", "curved"])
          for (const series of [null, ...seriesKeys])
            for (const sortby of sortKeys)
              for (const language of ["en-us", "zh-cn"]) {
                const query = new URLSearchParams();
                if (series) query.set("series", series);
                if (screenTypes) query.set("screenTypes", screenTypes);
                if (features) query.set("features", features);
                if (adaptiveSync) query.set("adaptiveSync", adaptiveSync);
                query.set("sortby", sortby);
                if (currentPage !== "1") query.set("currentPage", currentPage);
                paths.push(`/${language}/products?${query}`);
              }
  return paths;
}

/** Each call the next address of the list, from the start again after the last. */
export function cycle(paths: readonly string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds a process has used (Linux /proc; 0 once it has gone). */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), counted from field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
}

/** A process and its children (the cluster's workers). */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
  } catch {
    return [pid];
  }
}

/** Every PostgreSQL server process on the machine (its backends do the queries' work). */
export function postgresProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * CPU seconds used by these processes from now until the returned function is called. The
 * list is read again at the end, so backends started during the load count from their start.
 */
export function cpuMeter(processes: () => number[]): () => number {
  const before = new Map(processes().map((pid) => [pid, processCpuSeconds(pid)]));
  return () => processes().reduce((sum, pid) => sum + processCpuSeconds(pid) - (before.get(pid) ?? 0), 0);
}

type Jar = Map<string, string>;

function remember(jar: Jar, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const equals = pair.indexOf("=");
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (/max-age=0\b/i.test(cookie) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * Signs in through the local test provider as a visitor would (sign-in form, the provider's
 * account page, the callback) and returns the Cookie header of the signed-in visitor. The app,
 * the provider and the callback share one host and port here, so one jar serves them all.
 */
export async function signInLocally(base: string, account = "employee-1"): Promise<string> {
  const jar: Jar = new Map();
  const origin = new URL(base).origin;
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    let response = await fetch(new URL(url, base), { ...init, redirect: "manual", headers: { ...init.headers, Cookie: cookieHeader(jar) } });
    remember(jar, response);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 10; hops++) {
      const location = new URL(response.headers.get("location") ?? "/", response.url || base);
      if (process.env.BENCH_DEBUG) console.log(response.status, location.href);
      response = await fetch(location, { redirect: "manual", headers: { Cookie: cookieHeader(jar) } });
      remember(jar, response);
    }
    return response;
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
  });
  const accountPage = await go("/en-us/auth/sign-in", form({ returnTo: "/en-us/collections" }));
  const html = await accountPage.text();
  const action = html.match(/<form method="post" action="([^"]+)"><fieldset>/)?.[1];
  if (!action) throw new Error(`the local provider showed no account form (HTTP ${accountPage.status})`);
  const landed = await go(action.replace(/&amp;/g, "&"), form({ account }));
  await landed.arrayBuffer();
  if (!jar.has("mc_session")) throw new Error(`no session after signing in (HTTP ${landed.status} at ${landed.url})`);
  return `mc_session=${jar.get("mc_session")}`;
}

/**
 * A session for a server whose sign-in provider the bench cannot reach (PostgreSQL runs name an
 * issuer that is never contacted): stored as the app stores one after a sign-in. Returns the Cookie header.
 */
export async function sessionInDatabase(databaseUrl: string): Promise<string> {
  const token = createToken();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into sessions (id, sub, name, email, is_partner, created_at, expires_at, last_seen_at)
       values ($1, 'auth0|bench-employee', 'Bench Employee', 'bench@example.com', false, now(), now() + interval '1 hour', now())`,
      [hashToken(token)],
    );
  } finally {
    await client.end();
  }
  return `mc_session=${token}`;
}
