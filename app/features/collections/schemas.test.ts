import { describe, expect, it } from "vitest";
import { DEFAULT_FOLDER_ID } from "./model";
import {
  collectionDescriptionSchema,
  collectionNameSchema,
  folderTitleSchema,
  foldersToWire,
  isSafeRelativePath,
  itemTargetSchema,
  normalizePagePath,
  storedFoldersSchema,
  versionSchema,
  wireFoldersSchema,
} from "./schemas";

function counter() {
  let next = 0;
  return () => `id${++next}`;
}

describe("collection name and description", () => {
  it("needs a name that is not blank", () => {
    expect(collectionNameSchema.safeParse("  Desk  ").data).toBe("Desk");
    for (const blank of ["", "   ", undefined]) {
      const result = collectionNameSchema.safeParse(blank);
      expect(result.error?.issues[0]?.message).toBe("collections.error.nameRequired");
    }
    expect(collectionNameSchema.safeParse("x".repeat(121)).error?.issues[0]?.message).toBe("collections.error.nameTooLong");
  });

  it("refuses U+0000, which PostgreSQL cannot store, with a message (a name, a description, a folder)", () => {
    for (const schema of [collectionNameSchema, collectionDescriptionSchema, folderTitleSchema]) {
      expect(schema.safeParse("\u0000").error?.issues[0]?.message).toBe("collections.error.invisibleCharacter");
      expect(schema.safeParse("Desk\u0000 2").error?.issues[0]?.message).toBe("collections.error.invisibleCharacter");
    }
    // Other control characters are text PostgreSQL keeps.
    expect(collectionNameSchema.safeParse("Desk\u0001").success).toBe(true);
  });

  it("keeps a multi-line description with plain newlines, and allows none", () => {
    expect(collectionDescriptionSchema.parse("line one\r\nline two\r\n")).toBe("line one\nline two");
    expect(collectionDescriptionSchema.parse(undefined)).toBe("");
    expect(collectionDescriptionSchema.safeParse("x".repeat(2001)).success).toBe(false);
  });
});

describe("isSafeRelativePath", () => {
  it("accepts a page path", () => {
    expect(isSafeRelativePath("/use-case/hybrid-work")).toBe(true);
    expect(isSafeRelativePath("/products?series=ultrasharp")).toBe(true);
  });

  it("refuses paths that leave the site or smuggle characters", () => {
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "evil", "/a b", "/a\u0000b", "/a\\b", ""]) {
      expect(isSafeRelativePath(path), path).toBe(false);
    }
  });
});

describe("bookmark paths with dot segments (issue 11 #13)", () => {
  it("resolves them as a browser would, keeping query and hash", () => {
    expect(normalizePagePath("/en-us/./products")).toBe("/en-us/products");
    expect(normalizePagePath("/en-us/a/../products")).toBe("/en-us/products");
    expect(normalizePagePath("/en-us/%2e%2e/zh-cn/%2E/products?series=ultrasharp#top")).toBe("/zh-cn/products?series=ultrasharp#top");
    expect(normalizePagePath("/../../products")).toBe("/products");
    expect(normalizePagePath("/use-case/hybrid-work")).toBe("/use-case/hybrid-work");
  });

  it("stores the resolved path from the add form and from the data API", () => {
    const added = itemTargetSchema.parse({ type: "bookmark", urlTitle: "/en-us/a/../products", title: "Products" });
    expect(added).toMatchObject({ urlTitle: "/en-us/products" });
    const wire = wireFoldersSchema(counter()).parse([
      { title: "Uncategorized Folder", items: [{ type: "bookmark", url_title: "/en-us/./products", title: "Products" }] },
    ]);
    expect(wire[0]!.items[0]).toMatchObject({ urlTitle: "/en-us/products" });
  });

  it("refuses a path that leaves the site once resolved", () => {
    const result = itemTargetSchema.safeParse({ type: "bookmark", urlTitle: "/..//evil.example", title: "Evil" });
    expect(result.error?.issues[0]?.message).toBe("collections.error.invalidUrl");
  });
});

describe("itemTargetSchema", () => {
  it("reads a monitor from form strings", () => {
    expect(itemTargetSchema.parse({ type: "monitor", monitorId: "42" })).toEqual({ type: "monitor", monitorId: 42 });
  });

  it("fills a bookmark's optional fields", () => {
    expect(itemTargetSchema.parse({ type: "bookmark", urlTitle: "/use-case/x", title: "X" })).toEqual({
      type: "bookmark",
      urlTitle: "/use-case/x",
      title: "X",
      description: "",
      genre: "",
      target: "_self",
    });
  });

  it("refuses an outside link and an unknown target", () => {
    expect(itemTargetSchema.safeParse({ type: "bookmark", urlTitle: "https://evil.example", title: "X" }).success).toBe(false);
    expect(itemTargetSchema.safeParse({ type: "bookmark", urlTitle: "/x", title: "X", target: "_top" }).success).toBe(false);
    expect(itemTargetSchema.safeParse({ type: "monitor", monitorId: "-1" }).success).toBe(false);
  });
});

describe("wire format of collection_data", () => {
  it("gives ids to folders and items that arrive without, and adds the default folder", () => {
    const folders = wireFoldersSchema(counter()).parse([
      { title: "Desk", items: [{ type: "monitor", monitor_id: 7 }, { type: "bookmark", url_title: "/use-case/x", title: "X" }] },
    ]);
    expect(folders).toEqual([
      { id: DEFAULT_FOLDER_ID, title: "Uncategorized Folder", items: [] },
      {
        id: "id1",
        title: "Desk",
        items: [
          { id: "id2", type: "monitor", monitorId: 7 },
          { id: "id3", type: "bookmark", urlTitle: "/use-case/x", title: "X", description: "", genre: "", target: "_self" },
        ],
      },
    ]);
  });

  it("recognises the default folder by its title", () => {
    const [first] = wireFoldersSchema(counter()).parse([{ title: "Uncategorized Folder", items: [{ type: "monitor", monitor_id: 1 }] }]);
    expect(first?.id).toBe(DEFAULT_FOLDER_ID);
    expect(first?.items).toHaveLength(1);
  });

  it("round-trips through foldersToWire", () => {
    const folders = wireFoldersSchema(counter()).parse([{ title: "Desk", items: [{ type: "monitor", monitor_id: 7 }] }]);
    expect(wireFoldersSchema(counter()).parse(foldersToWire(folders))).toEqual(folders);
  });

  it("refuses unsafe bookmarks, duplicate folder ids and non-lists", () => {
    const schema = wireFoldersSchema(counter());
    expect(schema.safeParse([{ title: "A", items: [{ type: "bookmark", url_title: "//evil.example", title: "X" }] }]).success).toBe(false);
    expect(schema.safeParse([{ id: "a", title: "A" }, { id: "a", title: "B" }]).success).toBe(false);
    expect(schema.safeParse({ title: "A" }).success).toBe(false);
    expect(schema.safeParse([{ title: "" }]).success).toBe(false);
  });
});

describe("storedFoldersSchema", () => {
  it("refuses a damaged document", () => {
    expect(storedFoldersSchema.safeParse([{ id: "x", title: "X", items: [{ type: "monitor" }] }]).success).toBe(false);
    expect(storedFoldersSchema.safeParse("nope").success).toBe(false);
  });
});

describe("whole numbers by the decimal rule (issue 50)", () => {
  it("refuses hex, binary, exponents and spaces in a version and a monitor id", () => {
    for (const text of ["0x1", "0b1", "1e0", " 1", "", "1.5"]) {
      expect(versionSchema.safeParse(text).success).toBe(false);
      expect(itemTargetSchema.safeParse({ type: "monitor", monitorId: text }).success).toBe(false);
    }
    expect(versionSchema.parse("12")).toBe(12);
    expect(itemTargetSchema.parse({ type: "monitor", monitorId: "7" })).toEqual({ type: "monitor", monitorId: 7 });
  });

  it("refuses a monitor_id sent as a hex text in collection_data", () => {
    const schema = wireFoldersSchema(() => "new-id");
    const folders = (monitorId: unknown) => [{ title: "A", items: [{ type: "monitor", monitor_id: monitorId }] }];
    expect(schema.safeParse(folders("0x10")).error?.issues[0]?.message).toBe("collections.error.invalidMonitorId");
    expect(schema.safeParse(folders(16)).success).toBe(true);
    expect(schema.safeParse(folders("16")).success).toBe(true);
  });
});
