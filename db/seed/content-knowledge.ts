import { and, eq, notInArray } from "drizzle-orm";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../connect";
import { content } from "../schema";
import { glossaryFileSchema, guideSchema } from "../../app/features/knowledge/content-schema";

/** The knowledge base's versioned content files: <language>/glossary.json and <language>/guides/*.json. */
const knowledgeFolder = path.resolve(process.cwd(), "db/seed-data/content/knowledge");

type ContentRow = { kind: "guide" | "definition"; language: string; slug: string; data: unknown };

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8"));
}

/** Every row the files describe, validated; a malformed file stops the import with its name. */
export async function readKnowledgeContent(folder = knowledgeFolder): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  const languages = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  for (const language of languages) {
    const glossaryFile = path.join(folder, language, "glossary.json");
    const glossary = glossaryFileSchema.safeParse(await readJson(glossaryFile));
    if (!glossary.success) throw new Error(`${glossaryFile}: ${glossary.error.message}`);
    for (const term of glossary.data.terms) rows.push({ kind: "definition", language, slug: term.slug, data: term });
    const guideFolder = path.join(folder, language, "guides");
    for (const name of (await readdir(guideFolder)).filter((file) => file.endsWith(".json")).sort()) {
      const file = path.join(guideFolder, name);
      const guide = guideSchema.safeParse(await readJson(file));
      if (!guide.success) throw new Error(`${file}: ${guide.error.message}`);
      rows.push({ kind: "guide", language, slug: guide.data.slug, data: guide.data });
    }
  }
  return rows;
}

/**
 * Imports the guides and glossary into `content` (site "all", production): upserts every item
 * and removes items whose file is gone, so running it again changes nothing.
 */
export async function seedKnowledgeContent(db: Database): Promise<{ guides: number; definitions: number }> {
  const rows = await readKnowledgeContent();
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(content)
        .values({ ...row, site: "all", environment: "production", published: true })
        .onConflictDoUpdate({
          target: [content.kind, content.site, content.language, content.environment, content.slug],
          set: { data: row.data, published: true, updatedAt: new Date() },
        });
    }
    for (const kind of ["guide", "definition"] as const) {
      for (const language of new Set(rows.map((row) => row.language))) {
        const slugs = rows.filter((row) => row.kind === kind && row.language === language).map((row) => row.slug);
        const scope = and(eq(content.kind, kind), eq(content.site, "all"), eq(content.environment, "production"), eq(content.language, language));
        await tx.delete(content).where(slugs.length ? and(scope, notInArray(content.slug, slugs)) : scope);
      }
    }
  });
  return {
    guides: rows.filter((row) => row.kind === "guide").length,
    definitions: rows.filter((row) => row.kind === "definition").length,
  };
}

