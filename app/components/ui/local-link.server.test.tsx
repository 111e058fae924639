import { renderToString } from "react-dom/server";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { hrefOf, LocalLink, PathLink, splitTarget } from "./local-link";

/** The markup of an element rendered on /zh-cn/products (this file runs without a document: the server's branch). */
function markup(element: React.ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/zh-cn/products"] });
  return renderToString(<RouterProvider router={router} />);
}

/** An anchor's attributes, in a fixed order (React may order them differently, the browser does not care). */
function attributes(html: string): string[] {
  const tag = /<a\b([^>]*)>/.exec(html)?.[1] ?? "";
  return [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => `${name}=${value ?? ""}`).sort();
}

describe("LocalLink on the server", () => {
  it.each(["/products", "/products?series=p&series=e", "/product/U2724D#specs", "/products?q=a b#top", "/", "/collections?", "/use-case/x/../y"])(
    "renders the anchor <Link> renders for %s",
    (to) => {
      const [path, rest] = splitTarget(to);
      const full = `/zh-cn${path === "/" ? "" : path}${rest}`;
      const reference = markup(
        <Link to={full} prefetch="intent" className="underline" aria-label="Go">
          text
        </Link>,
      );
      const ours = markup(
        <LocalLink to={to} className="underline" aria-label="Go" onClick={() => undefined} replace state={{ a: 1 }}>
          text
        </LocalLink>,
      );
      expect(attributes(ours)).toEqual(attributes(reference));
      expect(ours).toContain(">text</a>");
      expect(attributes(ours)).toContain("data-discover=true");
    },
  );

  it("leaves out data-discover when discovery is off, as <Link> does", () => {
    expect(attributes(markup(<LocalLink to="/products" discover="none">x</LocalLink>))).not.toContainEqual(expect.stringMatching(/^data-discover/));
  });
});

describe("PathLink on the server", () => {
  it.each(["/en-us/products?q=1", "/zh-cn/energy-calculator/results?view=table&period=annual", "/for-home/zh-cn/", "/en-us/product/U2724D#specs"])(
    "renders the anchor <Link> renders for the whole address %s",
    (to) => {
      const reference = markup(
        <Link to={to} hrefLang="en-us" lang="en" aria-current="true" className="block" replace preventScrollReset>
          text
        </Link>,
      );
      const ours = markup(
        <PathLink to={to} hrefLang="en-us" lang="en" aria-current="true" className="block" replace preventScrollReset onClick={() => undefined}>
          text
        </PathLink>,
      );
      expect(attributes(ours)).toEqual(attributes(reference));
      expect(ours).toContain(">text</a>");
    },
  );

  it("leaves a relative address to <Link>, which resolves it against the route", () => {
    expect(attributes(markup(<PathLink to="?q=1">x</PathLink>))).toEqual(attributes(markup(<Link to="?q=1">x</Link>)));
    expect(attributes(markup(<PathLink to="../x">x</PathLink>))).toContain("href=/x");
  });
});

describe("splitTarget and hrefOf", () => {
  it("keeps the query and the hash together", () => {
    expect(splitTarget("/a?b=1#c")).toEqual(["/a", "?b=1#c"]);
    expect(splitTarget("/a#c")).toEqual(["/a", "#c"]);
    expect(splitTarget("/a")).toEqual(["/a", ""]);
  });

  it("resolves the path as the router does", () => {
    expect(hrefOf("/en-us//products/./x/../y?")).toBe("/en-us/products/y");
    expect(hrefOf("/en-us/products?q=1#")).toBe("/en-us/products?q=1");
  });
});
