/**
 * The shape of a tool's declaration (`app/features/…/<tool>/tool.ts`): everything the rest of
 * the site needs to know about a tool, in one client-safe object. The tools are listed once, in
 * `app/tool-declarations.ts` (docs/decisions/012-tool-declarations.md). A declaration is written
 * `{ … } satisfies ToolDeclaration<typeof itsEnglishPhrases>`, so its title and page keys must be
 * among its own phrases (exported beside it as `ToolPhrases`), and it imports this file as a type only: routes.ts reads the page table,
 * hence the declarations, before the app's `~/` paths exist.
 */

type PhraseTable = Readonly<Record<string, string>>;

/** One page of a tool for the page table: its URL pattern (no language or site prefix) and route module. */
export type ToolPage<Key extends string = string> = {
  /** Absent for the tool's first page (page id: the tool's name), else joined to the name (`results` → `<name>-results`). */
  id?: string;
  path: string;
  file: string;
  titleKey: Key;
};

export type ToolDeclaration<Phrases extends PhraseTable = PhraseTable> = {
  /** The one name of the tool in code: its folder, its tool id; its phrase prefix is the camelCase of it. */
  name: string;
  /** Published addresses (the specification's), kept as they are whatever the tool is called. */
  urls: {
    /** The page menus link to, without language or site prefix (`/ecosystem-roi-calculator/input`). */
    entry: string;
    /** Where a saved entry opens, when the entry page is an input form that never shows results. */
    results?: string;
    /** Every page of the tool, for the page table (app/page-table.ts) and so the route tree. */
    pages: readonly ToolPage<keyof Phrases & string>[];
  };
  /** Published: the tool's API name (`/{lang}/api/calculators/<api>`, `/{lang}/api/configurators/<api>`). */
  api?: string;
  /** Stored: the calculator name its saved entries carry (collections' `calculator_name`); else `api`, else `name`. */
  savedAs?: string;
  /** Who may use it: partners never see `partners: false` tools; `needsTei` tools exist only while FEATURE_TEI is on. */
  audience: { partners: boolean; needsTei?: boolean };
  /** Calculators with the same `tabs` link each other by tabs on their pages (the business case). */
  tabs?: string;
  /** A tool still being built has its pages, but no menu entry. */
  status: "building" | "ready";
  titleKey: keyof Phrases & string;
  summaryKey: keyof Phrases & string;
};

/**
 * A tool's phrases in both languages, exported beside its declaration (`<camelName>Phrases`) for
 * the phrase catalogues. Not part of the declaration: the browser reads the list of declarations
 * (the page table decides which paths are pages) and must not carry every tool's phrases.
 */
export type ToolPhrases<Phrases extends PhraseTable = PhraseTable> = { "en-us": Phrases; "zh-cn": Record<keyof Phrases, string> };

/** The name saved entries of this tool are stored under. */
export function savedName(tool: Pick<ToolDeclaration, "name" | "api" | "savedAs">): string {
  return tool.savedAs ?? tool.api ?? tool.name;
}

