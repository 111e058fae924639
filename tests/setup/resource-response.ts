/**
 * A resource route's result as React Router answers it (its resource-request path): a Response
 * as it is, a string as text, anything else as JSON (`Response.json`). Route tests call a loader
 * directly and read the answer a visitor would get.
 */
export async function resourceResponse(result: unknown): Promise<Response> {
  const value = await result;
  if (value instanceof Response) return value;
  if (typeof value === "string") return new Response(value);
  return Response.json(value);
}
