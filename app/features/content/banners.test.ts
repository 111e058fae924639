import { describe, expect, it } from "vitest";
import { bannerColor, bannerLink, decodeDescription, showsIndicators } from "./banners";
import { prepareBanners, selectProductionBanners } from "./banners.server";

const banner = (overrides: Record<string, unknown> = {}) => ({
  environment: "production",
  title: "Compare monitors",
  description: "Side%20by%20side",
  background_color: "royal",
  internal_link: "/comparison",
  call_to_action: "Compare",
  ...overrides,
});

describe("banner selection", () => {
  it("keeps only production banners, in the collection's order", () => {
    const selected = selectProductionBanners({
      a: banner(),
      b: banner({ environment: "staging" }),
      c: banner({ environment: "Production " }),
      d: banner({ environment: "development" }),
    });
    expect(selected.map(([id]) => id)).toEqual(["a", "c"]);
  });

  it("orders by position, since stored keyed collections lose their order", () => {
    const selected = selectProductionBanners({ b: banner({ position: 2 }), a: banner({ position: 3 }), c: banner({ position: 1 }), d: banner() });
    expect(selected.map(([id]) => id)).toEqual(["c", "b", "a", "d"]);
  });

  it("skips malformed entries instead of failing", () => {
    expect(selectProductionBanners({ a: null, b: { environment: "production" }, c: banner() }).map(([id]) => id)).toEqual(["c"]);
  });

  it("gives nothing when there is no production banner", () => {
    expect(prepareBanners({ only: banner({ environment: "staging" }) })).toEqual([]);
    expect(prepareBanners({})).toEqual([]);
  });

  it("shows indicators only with more than one slide", () => {
    expect(showsIndicators(0)).toBe(false);
    expect(showsIndicators(1)).toBe(false);
    expect(showsIndicators(2)).toBe(true);
  });
});

describe("banner links", () => {
  it("prefers the internal link, a site path", () => {
    expect(bannerLink({ internal_link: "/comparison", external_link: "https://www.energystar.gov/" })).toEqual({ kind: "internal", to: "/comparison" });
  });

  it("uses an external web address otherwise", () => {
    expect(bannerLink({ internal_link: "", external_link: "https://www.energystar.gov/" })).toEqual({ kind: "external", href: "https://www.energystar.gov/" });
  });

  it("refuses other hosts as internal links and script URLs as external ones", () => {
    expect(bannerLink({ internal_link: "//evil.example/x" })).toBeNull();
    expect(bannerLink({ external_link: "javascript:alert(1)" })).toBeNull();
    expect(bannerLink({ external_link: "data:text/html,<script>alert(1)</script>" })).toBeNull();
    expect(bannerLink({})).toBeNull();
  });
});

describe("banner colours", () => {
  it("maps the seven names and falls back to blue", () => {
    for (const name of ["blue", "hunter", "plum", "royal", "scarlet", "black", "white"]) expect(bannerColor(name)).toBe(name);
    expect(bannerColor(" Scarlet ")).toBe("scarlet");
    expect(bannerColor("chartreuse")).toBe("blue");
  });
});

describe("description decoding", () => {
  it("decodes percent escapes and form-encoded spaces", () => {
    expect(decodeDescription("Up%20to%20%3Cstrong%3Ethree%3C%2Fstrong%3E+monitors")).toBe("Up to <strong>three</strong> monitors");
    expect(decodeDescription(encodeURIComponent("比较显示器"))).toBe("比较显示器");
  });

  it("keeps a description with a broken escape as it is", () => {
    expect(decodeDescription("100%+sure")).toBe("100% sure");
  });
});

describe("banner images", () => {
  const imageOf = (image: string) => prepareBanners({ a: banner({ image }) })[0]?.image;

  it("keeps site paths and https addresses", () => {
    expect(imageOf("/images/banner-compare.svg")).toBe("/images/banner-compare.svg");
    expect(imageOf(" https://cdn.example.com/slide.png ")).toBe("https://cdn.example.com/slide.png");
  });

  it("drops other hosts behind a double slash, script and plain-http addresses", () => {
    expect(imageOf("//evil.example/x.png")).toBeNull();
    expect(imageOf("javascript:alert(1)")).toBeNull();
    expect(imageOf("http://cdn.example.com/slide.png")).toBeNull();
    expect(imageOf("data:image/svg+xml,<svg onload=alert(1)>")).toBeNull();
  });
});
