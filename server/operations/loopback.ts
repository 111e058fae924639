import type { RequestHandler } from "express";

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The passwordless development sign-in provider signs anyone in as anyone: only the machine
 * itself may use it. The socket's address, not X-Forwarded-For, which any client can write.
 */
export const loopbackOnly: RequestHandler = (request, response, next) => {
  if (isLoopback(request.socket.remoteAddress)) return next();
  response.status(403).type("text").send("The development sign-in provider answers only this machine (loopback).");
};
