import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataLayerScripts } from "./data-layer-scripts";

describe("DataLayerScripts", () => {
  it("creates the data layer and pushes the user type with the page's nonce", () => {
    const html = renderToStaticMarkup(<DataLayerScripts events={[{ event: "userType", userTypeName: "partner" }]} tagManagerId={null} nonce="abc" />);
    expect(html).toBe(
      '<script nonce="abc">window.dataLayer=window.dataLayer||[];window.dataLayer.push({"event":"userType","userTypeName":"partner"});</script>',
    );
  });

  it("loads Tag Manager only when an id is configured", () => {
    expect(renderToStaticMarkup(<DataLayerScripts events={[]} tagManagerId={null} nonce="n" />)).not.toContain("googletagmanager");
    const html = renderToStaticMarkup(<DataLayerScripts events={[]} tagManagerId="GTM-AB12CD" nonce="n" />);
    expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=');
    expect(html).toContain('"GTM-AB12CD"');
    expect(html.match(/nonce="n"/g)).toHaveLength(2);
  });
});
