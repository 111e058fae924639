import type { Duplex } from "node:stream";
import { renderAnswer } from "../answers";

/**
 * Node's HTTP parser refuses some requests before any handler runs (an address or headers
 * larger than maxHeaderSize, a method it does not know, a malformed request line). Left to
 * Node the client gets a bare `431`/`400` with no text, or a reset when its unread bytes are
 * still arriving as the socket is destroyed. This answers each with the site's message page.
 */
type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** The status for a parser error: 414 when the request line alone overflowed, 431 for headers, 501 for an unknown method. */
export function clientErrorStatus(error: ParserError): number {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    // The request line ends at the first line break; none within what was read: the address is too long.
    const raw = error.rawPacket;
    return raw && raw.includes("\r\n") ? 431 : 414;
  }
  if (error.code === "HPE_INVALID_METHOD") return 501;
  return 400;
}

/** The path at the start of the refused request line, for the answer's language ("/" when none can be read). */
function pathOfRawRequest(raw: Buffer | undefined): string {
  return /^[A-Z]+ (\/[^\s?#]{0,200})/.exec(raw?.subarray(0, 256).toString("latin1") ?? "")?.[1] ?? "/";
}

/** The raw HTTP/1.1 answer for a parser error, in the language of the address's prefix when it can be read. */
export function clientErrorResponse(error: ParserError): string {
  const status = clientErrorStatus(error);
  const answer = renderAnswer(status, pathOfRawRequest(error.rawPacket), "text/html");
  const reasons: Record<number, string> = { 400: "Bad Request", 414: "URI Too Long", 431: "Request Header Fields Too Large", 501: "Not Implemented" };
  const headers = { ...answer.headers, "Content-Length": String(Buffer.byteLength(answer.body)), Connection: "close" };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  // An answer to HEAD has no body: a client reads bytes after the head as a broken next answer.
  const body = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD " ? "" : answer.body;
  return [`HTTP/1.1 ${status} ${reasons[status] ?? "Bad Request"}`, ...head, "", body].join("\r\n");
}

/** For the server's 'clientError' event. */
export function answerClientError(error: ParserError, socket: Duplex): void {
  // A reset or a timeout: there is no one to answer.
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error));
  // Read (and drop) what the client is still sending, so closing does not reset the connection
  // before it has read the answer; then give up on it after a few seconds.
  socket.on("data", () => {});
  socket.on("error", () => {});
  setTimeout(() => socket.destroy(), 5000).unref();
}
