// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useLocale } from "./root-data";

afterEach(cleanup);

function Probe() {
  const { language, site, localPath } = useLocale();
  return <output>{`${language} ${site} ${localPath("/products")}`}</output>;
}

/** What useLocale says on this page, with or without the root's data. */
async function localeOn(path: string, rootData?: object): Promise<string> {
  const Stub = createRoutesStub([{ id: "root", path: "/*", loader: () => rootData ?? null, HydrateFallback: () => null, Component: Probe }]);
  const { findByRole } = render(<Stub initialEntries={[path]} />);
  const text = (await findByRole("status")).textContent ?? "";
  cleanup();
  return text;
}

describe("useLocale", () => {
  it("answers for the page it is asked on, one page after another (the last answer is reused only for the same page and data)", async () => {
    expect(await localeOn("/en-us/collections")).toBe("en-us work /en-us/products");
    expect(await localeOn("/en-us/collections")).toBe("en-us work /en-us/products");
    expect(await localeOn("/zh-cn/collections")).toBe("zh-cn work /zh-cn/products");
    expect(await localeOn("/for-home/zh-cn/collections")).toBe("zh-cn home /for-home/zh-cn/products");
    // The same address, other root data: the data's language and site.
    expect(await localeOn("/for-home/zh-cn/collections", { language: "en-us", site: "work", hostSite: null })).toBe("en-us work /en-us/products");
  });
});
