/**
 * The HTTPS and HTTP/2 front Lighthouse reaches the server through (decision 025): in production
 * a CDN or load balancer terminates TLS and speaks HTTP/2 to browsers (docs/deploy.md), and
 * Lighthouse's simulation depends on that — over HTTP/1.1 it models six connections with a round
 * trip per request, over HTTP/2 one multiplexed connection. Node answers behind it over HTTP/1.1
 * with keep-alive, as behind a real front. The certificate is made for the run with `openssl`
 * (Chromium is told to accept it); without `openssl` the bench says so and measures plain HTTP.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export type TlsFront = {
  /** `https://127.0.0.1:<port>`: the address Lighthouse is given. */
  base: string;
  /** Asks a path through the front (a kept page is keyed by the host the browser names). */
  warm: (pathAndQuery: string) => Promise<number>;
  stop: () => Promise<void>;
};

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids (RFC 9113 §8.2.2). */
const hopHeaders = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings"]);

/** A header list without the pseudo-headers and hop-by-hop headers: what passes through the front. */
export function passedHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const passed: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(":") || hopHeaders.has(name)) continue;
    passed[name] = value;
  }
  return passed;
}

/** A self-signed certificate for 127.0.0.1, valid for a day; undefined when openssl is missing or fails. */
function certificate(): { key: Buffer; cert: Buffer } | undefined {
  const folder = mkdtempSync(path.join(os.tmpdir(), "monitor-chooser-tls-"));
  try {
    const key = path.join(folder, "key.pem");
    const cert = path.join(folder, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      { stdio: "ignore", timeout: 20_000 },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return undefined;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Starts the front for a server at `upstream` (`http://127.0.0.1:<port>`) on `port` (0: any); a reason when it cannot. */
export async function startTlsFront(upstream: string, port: number): Promise<TlsFront | { unavailable: string }> {
  const credentials = certificate();
  if (!credentials) return { unavailable: "openssl could not make a certificate" };
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = http2.createSecureServer({ ...credentials, allowHTTP1: true }, (request, response) => {
    const headers = passedHeaders(request.headers);
    // The host the browser named (HTTP/2 carries it as :authority): the page cache keys on it.
    headers.host = request.headers[":authority"] ?? request.headers.host;
    const forwarded = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, passedHeaders(answer.headers));
      answer.pipe(response);
    });
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.on("session", (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const warm = (pathAndQuery: string) =>
    new Promise<number>((resolve, reject) => {
      https
        .get(`${base}${pathAndQuery}`, { ca: credentials.cert, agent: false }, (answer) => {
          answer.resume();
          answer.once("end", () => resolve(answer.statusCode ?? 0));
        })
        .once("error", reject);
    });
  const stop = async () => {
    agent.destroy();
    // A browser that is gone may leave its session open: close() alone would wait for it.
    for (const session of sessions) session.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { base, warm, stop };
}
