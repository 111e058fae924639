import { isRouteErrorResponse } from "react-router";

/**
 * A client's mistake React Router answered itself (405: a method the route has no action for;
 * 404: no such route): answered with its status, not a server error whose stack is logged.
 */
export function isClientMistake(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
}
