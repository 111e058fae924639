import { describe, expect, it } from "vitest";
import { MAX_PAGE, parseCatalogueQuery, unknownFilterValues } from "./parse-query.server";
import { emptyCatalogueQuery, serializeCatalogueQuery, type CatalogueQuery } from "./query";

const parse = (text: string) => parseCatalogueQuery(new URLSearchParams(text));

describe("parseCatalogueQuery", () => {
  it("reads an empty query as the defaults", () => {
    expect(parse("")).toEqual(emptyCatalogueQuery);
  });

  it("accepts repeated and comma-joined values, once each, in order", () => {
    expect(parse("series=p&series=e,ultrasharp&series=p").filters).toEqual({
      series: ["e", "p", "ultrasharp"],
    });
  });

  it("drops values a filter does not have, and unknown parameters", () => {
    expect(
      parse("series=p,nope&ports=usb-c,floppy&sizes=22-24,1-2&bezels=thin&utm_source=mail").filters,
    ).toEqual({ series: ["p"], ports: ["usb-c"], sizes: ["22-24"] });
  });

  it("spells data values one way: case, trailing zeros, leading zeros", () => {
    expect(parse("ports=HDMI&exactSizes=27.0,23.80&resolutions=03840x2160&aspectRatios=16-9,0-9").filters).toEqual({
      ports: ["hdmi"],
      exactSizes: ["23.8", "27"],
      resolutions: ["3840x2160"],
      aspectRatios: ["16-9"],
    });
  });

  it("rejects sizes outside 10-120 inches and malformed resolutions", () => {
    expect(parse("exactSizes=5,500,-27,27e1&resolutions=4k,1x1,3840*2160").filters).toEqual({});
  });

  it("falls back to the newest-first order for an unknown sortby", () => {
    expect(parse("sortby=price_asc").sortby).toBe("price_asc");
    expect(parse("sortby=drop table").sortby).toBe("date_desc");
  });

  it("clamps the page: negative, zero, text and huge numbers", () => {
    expect(parse("currentPage=3").currentPage).toBe(3);
    expect(parse("currentPage=-4").currentPage).toBe(1);
    expect(parse("currentPage=0").currentPage).toBe(1);
    expect(parse("currentPage=2.5").currentPage).toBe(1);
    expect(parse("currentPage=abc").currentPage).toBe(1);
    expect(parse("currentPage=1e3").currentPage).toBe(1);
    expect(parse("currentPage=99999999999999999999").currentPage).toBe(MAX_PAGE);
    expect(parse("currentPage=123456789").currentPage).toBe(MAX_PAGE);
  });

  it("trims the search, removes control characters and caps it at 200 characters", () => {
    expect(parse("search=%20%20u2724%0Ade%09%00x%20").search).toBe("u2724 de x");
    const long = parse(`search=${"a".repeat(10_000)}`).search;
    expect(long).toHaveLength(200);
    // 300 Han characters: cut at 200 code points, not in the middle of one.
    expect(parse(`search=${encodeURIComponent("曲".repeat(300))}`).search).toBe("曲".repeat(200));
  });

  it("keeps markup and SQL as plain text for the search to treat as words", () => {
    expect(parse(`search=${encodeURIComponent("<script>alert(1)</script>' OR 1=1 --")}`).search).toBe(
      "<script>alert(1)</script>' OR 1=1 --",
    );
  });
});

describe("serialize and parse round trip", () => {
  // Hand-written queries covering every kind of filter value, search text and page.
  const cases: CatalogueQuery[] = [
    emptyCatalogueQuery,
    { search: "u2724", filters: {}, sortby: "date_desc", currentPage: 1 },
    { search: "27 inch 4k usb c", filters: { series: ["e", "p"] }, sortby: "price_asc", currentPage: 2 },
    {
      search: "带鱼屏 曲面",
      filters: {
        meetingSpacesBool: ["true"],
        sizes: ["22-24", "50-plus"],
        exactSizes: ["23.8", "27"],
        resolutions: ["2560x1440", "3840x2160"],
        screenTypes: ["curved"],
        aspectRatios: ["16-9", "21-9"],
        colorSpaces: ["adobe-rgb", "srgb"],
        ports: ["rj45-ethernet", "usb-c"],
        certifications: ["energy-star-most-efficient-2023"],
        features: ["hdr"],
        easeOfUse: ["touch-screen"],
        multimedia: ["speakers", "webcam"],
        powerDelivery: ["90-99"],
        panelType: ["ips-black", "qd-oled"],
        refreshRate: ["120-165"],
        ppi: ["140-179"],
        responseTime: ["1-4"],
        adaptiveSync: ["variable-refresh-rate"],
      },
      sortby: "refresh_desc",
      currentPage: 417,
    },
    { search: "a&b=c #1 100%", filters: { ports: ["hdmi"] }, sortby: "name_desc", currentPage: 1 },
  ];

  it.each(cases.map((entry) => [serializeCatalogueQuery(entry), entry] as const))(
    "reads back %s",
    (text, entry) => {
      expect(parse(text.slice(1))).toEqual(entry);
      expect(serializeCatalogueQuery(parse(text.slice(1)))).toBe(text);
    },
  );

  it("makes any parsed URL canonical: parse, serialize and parse again changes nothing", () => {
    const messy = [
      "series=p,e&series=e&ports=HDMI,usb-c&currentPage=-1&sortby=x",
      "exactSizes=27.0&search=%20%204k%20&aspectRatios=21-9,21-9",
      "currentPage=999999&bezels=thin&sizes=35-49",
    ];
    for (const text of messy) {
      const once = parse(text);
      expect(parse(serializeCatalogueQuery(once).slice(1))).toEqual(once);
    }
  });
});

describe("unknownFilterValues", () => {
  it("names each filter value that is no option, and nothing for good or empty ones", () => {
    expect(unknownFilterValues(new URLSearchParams("series=p,nope&ports=usb-c,floppy&ports=&exactSizes=27&utm_source=mail"))).toEqual([
      { field: "series", value: "nope" },
      { field: "ports", value: "floppy" },
    ]);
    expect(unknownFilterValues(new URLSearchParams("series=p&sizes=22-24&ports=not-specified&unspecified=match"))).toEqual([]);
  });

  it("knows Not specified only where a facet has a fact to leave unstated", () => {
    // ENERGY STAR's lists are the certification record: no "not specified" there.
    expect(unknownFilterValues(new URLSearchParams("certifications=not-specified&unspecified=yes"))).toEqual([
      { field: "certifications", value: "not-specified" },
      { field: "unspecified", value: "yes" },
    ]);
  });

  it("reads unspecified=match into the query, and nothing else as it", () => {
    expect(parse("unspecified=match").unspecified).toBe(true);
    expect(parse("unspecified=1").unspecified).toBeUndefined();
    expect(parse("ports=NOT-SPECIFIED").filters).toEqual({ ports: ["not-specified"] });
  });
});
