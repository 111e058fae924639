import { useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PhraseContext } from "~/i18n/phrase-context";
import { KeptMarkup, KeptMarkupContext, KEPT_MARKER_ATTRIBUTE, type KeptMarkupRender } from "./kept-markup";
import { closingTagAt, keptMarkupPass } from "./kept-markup.server";

/** A page as the server renders it: root data for the language, the phrases, and the kept-markup pass (none: the browser's render). */
async function renderPage(body: ReactNode, options: { pass?: KeptMarkupRender; phrases?: object; language?: string } = {}) {
  const language = options.language ?? "en-us";
  const routes = [{ id: "root", path: "/:lang/page", loader: () => ({ language, site: "work", hostSite: null, config: { siteHosts: {} } }), Component: () => <>{body}</> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost/${language}/page`));
  if (context instanceof Response) throw new Error("the stub route answered with a Response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <KeptMarkupContext.Provider value={options.pass ?? null}>
      <PhraseContext.Provider value={(options.phrases ?? {}) as Record<string, string>}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PhraseContext.Provider>
    </KeptMarkupContext.Provider>,
  );
}

function Labelled({ items }: { items: string[] }) {
  const id = useId();
  return (
    <>
      <span id={id}>{items.length} items</span>
      {items.map((item) => (
        <span key={item} aria-describedby={id}>
          {item} &amp; more
        </span>
      ))}
    </>
  );
}

function Menu({ items, extra = "" }: { items: string[]; extra?: string }) {
  return (
    <div className="page">
      <p>before</p>
      <KeptMarkup as="nav" props={{ "aria-label": "Main", className: "menu" }} deps={[items]}>
        <Labelled items={items} />
        {extra ? <span>{extra}</span> : null}
        <nav aria-label="inner">nested</nav>
      </KeptMarkup>
      <p>after</p>
    </div>
  );
}

const phrases = { "nav.main": "Main menu" };
/** A nonce as the server makes them: 16 random bytes in base64. */
const NONCE = "q2VyaW5nLW5vbmNlLTE2Yg==";

describe("kept markup", () => {
  it("renders a part once, then sends the same bytes without rendering it, as the browser's render writes them", async () => {
    const plain = await renderPage(<Menu items={["a", "b"]} />, { phrases });
    const first = keptMarkupPass({ check: false, nonce: "n0nce" });
    const missed = await renderPage(<Menu items={["a", "b"]} />, { pass: first, phrases });
    expect(first.misses).toBe(1);
    expect(missed).toContain(KEPT_MARKER_ATTRIBUTE);
    expect(first.settle(missed)).toBe(plain);

    const second = keptMarkupPass({ check: false, nonce: "n0nce" });
    // `extra` is not among the deps: the kept markup is sent, proving the part did not render again.
    const kept = await renderPage(<Menu items={["a", "b"]} extra="not rendered" />, { pass: second, phrases });
    expect(second.misses).toBe(0);
    expect(second.settle(kept)).toBe(plain);
  });

  it("renders again for other deps, another language or another phrase catalogue", async () => {
    const phraseBook = { "nav.main": "Main menu" };
    const warm = keptMarkupPass({ check: false, nonce: NONCE });
    warm.settle(await renderPage(<Menu items={["a"]} />, { pass: warm, phrases: phraseBook }));
    for (const [body, options] of [
      [<Menu key="deps" items={["a", "c"]} />, { phrases: phraseBook }],
      [<Menu key="language" items={["a"]} />, { phrases: phraseBook, language: "zh-cn" }],
      [<Menu key="phrases" items={["a"]} />, { phrases: { ...phraseBook } }],
    ] as const) {
      const pass = keptMarkupPass({ check: false, nonce: NONCE });
      const html = await renderPage(body, { ...options, pass });
      expect(pass.misses).toBe(1);
      expect(pass.settle(html)).toBe(await renderPage(body, options));
    }
  });

  it("in check mode renders every part, and fails a page whose part differs from the markup kept under the same key", async () => {
    const book = { "nav.main": "Main" };
    const first = keptMarkupPass({ check: true, nonce: NONCE });
    first.settle(await renderPage(<Menu items={["x"]} />, { pass: first, phrases: book }));
    const same = keptMarkupPass({ check: true, nonce: NONCE });
    const again = await renderPage(<Menu items={["x"]} />, { pass: same, phrases: book });
    expect(same.misses).toBe(1);
    expect(same.settle(again)).toBe(await renderPage(<Menu items={["x"]} />, { phrases: book }));
    const differs = keptMarkupPass({ check: true, nonce: NONCE });
    const html = await renderPage(<Menu items={["x"]} extra="missing from deps" />, { pass: differs, phrases: book });
    expect(() => differs.settle(html)).toThrow(/deps miss something/);
  });

  it("never keeps markup that holds the request's nonce", async () => {
    const book = {};
    const Nonced = ({ nonce }: { nonce: string }) => (
      <KeptMarkup as="div" deps={[]}>
        <span data-nonce={nonce}>x</span>
      </KeptMarkup>
    );
    const first = keptMarkupPass({ check: false, nonce: "secret-1" });
    first.settle(await renderPage(<Nonced nonce="secret-1" />, { pass: first, phrases: book }));
    const second = keptMarkupPass({ check: false, nonce: "secret-2" });
    await renderPage(<Nonced nonce="secret-2" />, { pass: second, phrases: book });
    expect(second.misses).toBe(1);
  });

  it("keeps the least recently used markup out when a catalogue's markup passes its bound", async () => {
    const book = {};
    const Big = ({ n }: { n: number }) => (
      <KeptMarkup as="div" deps={[n]}>
        {"x".repeat(400)}
      </KeptMarkup>
    );
    const keep = async (n: number) => {
      const pass = keptMarkupPass({ check: false, nonce: NONCE, maxBytes: 1000 });
      pass.settle(await renderPage(<Big n={n} />, { pass, phrases: book }));
      return pass.misses;
    };
    expect(await keep(1)).toBe(1);
    expect(await keep(2)).toBe(1);
    expect(await keep(1)).toBe(0); // kept, and now the most recently used
    expect(await keep(3)).toBe(1); // 1,200 bytes: 2 goes
    expect(await keep(1)).toBe(0);
    expect(await keep(2)).toBe(1);
  });
});

describe("closingTagAt", () => {
  it("finds the balanced closing tag, past nested elements of the same name and longer names", () => {
    const html = '<select id="s"><option>a</option><selected-x></selected-x><select><option>b</option></select></select><p>';
    const start = html.indexOf(">") + 1;
    expect(html.slice(closingTagAt(html, "select", start))).toBe("</select><p>");
  });

  it("is -1 when the element does not close", () => {
    expect(closingTagAt("<nav><a>x</a>", "nav", 5)).toBe(-1);
  });
});
