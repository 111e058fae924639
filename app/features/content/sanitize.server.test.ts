import { describe, expect, it } from "vitest";
import { prepareBanners } from "./banners.server";
import { markupText, sanitizeContentMarkup } from "./sanitize.server";

describe("content markup sanitising", () => {
  it("keeps the allowed tags", () => {
    expect(sanitizeContentMarkup("<b>a</b> <strong>b</strong> <i>c</i> <em>d</em><br>")).toBe("<b>a</b> <strong>b</strong> <i>c</i> <em>d</em><br />");
  });

  it("keeps http(s) and relative links with only their href", () => {
    expect(sanitizeContentMarkup('<a href="https://www.energystar.gov/" class="x" target="_top">E</a>')).toBe('<a href="https://www.energystar.gov/">E</a>');
    expect(sanitizeContentMarkup('<a href="/comparison">C</a>')).toBe('<a href="/comparison">C</a>');
  });

  it("removes <img onerror>", () => {
    const clean = sanitizeContentMarkup('Hi <img src=x onerror="alert(1)">there');
    expect(clean).toBe("Hi there");
  });

  it("removes javascript: links, however they are spelled", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)"]) {
      const clean = sanitizeContentMarkup(`<a href="${href}">click</a>`);
      expect(clean).not.toMatch(/javascript/i);
      expect(clean).toContain("click");
    }
  });

  it("removes <svg onload>", () => {
    expect(sanitizeContentMarkup('<svg onload="alert(1)"><circle r="1"/></svg>ok')).toBe("ok");
  });

  it("removes <script> with its content", () => {
    expect(sanitizeContentMarkup("before<script>alert(1)</script>after")).toBe("beforeafter");
  });

  it("removes protocol-relative and data links", () => {
    expect(sanitizeContentMarkup('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeContentMarkup('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
  });

  it("gives plain text for alt text", () => {
    expect(markupText("Compare <strong>three</strong> &amp; more")).toBe("Compare three & more");
  });
});

describe("prepareBanners", () => {
  it("decodes, then sanitises, a description carrying XSS vectors", () => {
    const description = encodeURIComponent('<em>Fast</em><img src=x onerror=alert(1)><svg onload=alert(1)></svg><script>alert(1)</script><a href="javascript:alert(1)">x</a>');
    const [banner] = prepareBanners({
      one: { environment: "production", title: "<strong>Hi</strong><script>alert(1)</script>", description, background_color: "plum", external_link: "https://www.energystar.gov/", call_to_action: "Go" },
    });
    expect(banner?.titleHtml).toBe("<strong>Hi</strong>");
    expect(banner?.titleText).toBe("Hi");
    expect(banner?.descriptionHtml).toBe("<em>Fast</em><a>x</a>");
    expect(banner?.link).toEqual({ kind: "external", href: "https://www.energystar.gov/" });
    expect(banner?.color).toBe("plum");
  });

  it("drops an image that is neither a site path nor https", () => {
    const [banner] = prepareBanners({ one: { environment: "production", title: "T", image: "javascript:alert(1)" } });
    expect(banner?.image).toBeNull();
  });
});
