// The part of negotiator 1.x used here. Its @types (0.6) predate the `preferred` option, with
// which the server's order breaks ties between equal q-weights.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** Languages the client accepts, highest q first, q=0 left out. */
    languages(): string[];
    /** Of `available`, those the client accepts (directly or by `*`), highest q first. */
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
}
