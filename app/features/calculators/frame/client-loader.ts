/**
 * A calculator route's `clientLoader` (issue 49): in the browser a new address is computed from
 * the data the page already holds (browser-page.ts); only a context it lacks travels, as JSON from
 * `<name>.context`, and only what it cannot draw at all (a saved entry, a row button, a blank
 * page) asks the server for the page. React Router's public clientLoader/serverLoader do the rest:
 * the address, Back and Forward, and the form's own submit all come through here.
 */
import type { CalculatorDefinition } from "./definition";
import { browserPage, type HeldAnswer } from "./browser-page";
import { calculatorApiHref } from "./page-address";
import type { CalculatorPageData } from "./page-data";

type RouteData = { page: CalculatorPageData<unknown> };

/** What the browser holds per calculator (its API name): the latest page's data and every context it was given. */
type Store = { last: RouteData | null; held: Map<string, HeldAnswer> };
const stores = new Map<string, Store>();

/** Contexts kept per calculator: a visitor trying countries and monitors back and forth. */
const MAX_HELD = 50;

function storeOf(name: string): Store {
  let store = stores.get(name);
  if (!store) stores.set(name, (store = { last: null, held: new Map() }));
  return store;
}

function hold(store: Store, answer: HeldAnswer): void {
  store.held.delete(answer.key);
  store.held.set(answer.key, answer);
  if (store.held.size > MAX_HELD) store.held.delete(store.held.keys().next().value!);
}

function remember(store: Store, data: RouteData): void {
  store.last = data;
  if (data.page.held) hold(store, data.page.held);
}

/** The context for the query's inputs as the server gives it, or their issues; null when the server cannot be reached or refuses them. */
async function fetchContext(page: CalculatorPageData<unknown>, query: string): Promise<HeldAnswer | null> {
  try {
    const response = await fetch(calculatorApiHref(page.api.language, page.api.site, page.name, "context", query), { headers: { Accept: "application/json" } });
    if (response.ok) return (await response.json()) as HeldAnswer;
    return null;
  } catch {
    return null;
  }
}

type LoaderArgs<D> = { request: Request; serverLoader: () => Promise<D> };

/**
 * `name`: the calculator's API name (its pages share what they hold). `finish` turns a computed
 * page into the route's data, from the latest data any of its pages had (the two-step tools' step).
 */
// Any calculator's definition: the route names its data's type, so the definition's own cannot be inferred beside it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition = CalculatorDefinition<any, any, any>;

export function calculatorClientLoader<D extends RouteData>(
  name: string,
  definition: AnyDefinition,
  // The same function as the server loader's last step, so the data has the loader's shape (serialised types aside).
  finish: (page: CalculatorPageData<unknown>, last: D) => unknown = (page, last) => ({ ...last, page }),
) {
  async function clientLoader({ request, serverLoader }: LoaderArgs<D>): Promise<D> {
    const store = storeOf(name);
    const url = new URL(request.url);
    const fromServer = async () => {
      const data = await serverLoader();
      remember(store, data);
      return data;
    };
    if (store.last === null) {
      // Hydration: the page's own data, no request. A copy served for another address (offline) is computed below.
      const data = await fromServer();
      if (data.page.requested === url.search) return data;
    }
    const last = store.last! as D;
    let computed = browserPage(definition, last.page, url.searchParams, store.held);
    if (computed.status === "context") {
      const answer = await fetchContext(last.page, computed.query);
      if (answer === null) return fromServer();
      hold(store, { ...answer, key: computed.key });
      computed = browserPage(definition, last.page, url.searchParams, store.held);
    }
    if (computed.status !== "page") return fromServer();
    const data = finish(computed.page, last) as D;
    store.last = data;
    return data;
  }
  clientLoader.hydrate = true as const;
  return clientLoader;
}
