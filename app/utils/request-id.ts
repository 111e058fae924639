import { createContext, useContext } from "react";

/**
 * The id of the request that rendered the page (X-Request-Id), shown on error pages so a
 * visitor's report leads to the server's log line. In the browser it is the id printed in the
 * server-rendered error page, read before hydration; empty otherwise.
 */
export const RequestIdContext = createContext("");
export const useRequestId = () => useContext(RequestIdContext);

/** The element the error page prints the id in. */
export const REQUEST_ID_ELEMENT = "request-id";
