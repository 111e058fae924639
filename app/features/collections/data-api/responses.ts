/** The data service's answers: `{ success, data }`, never cached. */
const noStore = { "Cache-Control": "no-store" };

export function success(data: unknown, status = 200, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: true, data, ...extra }, { status, headers: noStore });
}

export type FailureCode = "unauthorized" | "forbidden" | "invalid" | "not-found" | "conflict" | "limit" | "method-not-allowed" | "too-many-requests";

export function failure(status: number, error: FailureCode, extra: Record<string, unknown> = {}): Response {
  const headers: Record<string, string> = { ...noStore };
  if (status === 401) headers["WWW-Authenticate"] = 'Bearer realm="data-service"';
  if (status === 405) headers.Allow = extra.allow === "GET" ? "GET" : "POST";
  if (status === 429 && typeof extra.retryAfterSeconds === "number") headers["Retry-After"] = String(extra.retryAfterSeconds);
  return Response.json({ success: false, error, ...extra }, { status, headers });
}

export const invalid = (errors: Record<string, string[]>) => failure(400, "invalid", { errors });
export const notFound = () => failure(404, "not-found");
export const conflict = (currentVersion: number) => failure(409, "conflict", { data: { version: currentVersion } });
