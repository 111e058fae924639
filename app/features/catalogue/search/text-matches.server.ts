import { and, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { siteScope, type TextTests } from "./conditions.server";
import type { SiteValues } from "./site-values.server";

/**
 * The site's rows the search text matches: `strict` every word and spec word, `relaxed` every
 * word and each spec word unless its fact is not specified, with a bit per spec word that failed
 * (its index in `tests.conditions`). All rows when there is no text; else one statement, whose
 * answer is one "id" / "id:bits" text value (far cheaper to carry out of the database than one
 * row per model).
 */
export type TextMatches = { strict: Iterable<number>; relaxed: Array<[row: number, failed: number]> };

const bitOf = (test: SQL, index: number) => sql`(case when ${test} then 0 else ${1 << index} end)`;

export async function textMatches(db: Database, site: "work" | "home", tests: TextTests | null, values: SiteValues): Promise<TextMatches> {
  if (!tests) return { strict: values.ids.keys(), relaxed: [] };
  // Spec words beyond 30 would overflow the bits; the search reads at most a handful (synonyms.ts).
  const conditions = tests.conditions.slice(0, 30);
  const failed = conditions.length === 0 ? sql`0` : sql.join(conditions.map((condition, index) => bitOf(condition.test, index)), sql` + `);
  const holds = [...tests.words, ...conditions.map((condition) => sql`(${condition.test} or not ${condition.known})`)];
  const statement = sql`select coalesce(string_agg(case when failed = 0 then id::text else id::text || ':' || failed::text end, ','), '') as matched
    from (select ${monitors.id} as id, ${failed} as failed from ${monitors} where ${and(siteScope(site), ...holds)}) as matches`;
  const result = (await db.execute(statement)) as unknown as { rows: Array<{ matched: string }> };
  const text = result.rows[0]?.matched ?? "";
  const strict: number[] = [];
  const relaxed: Array<[number, number]> = [];
  if (text === "") return { strict, relaxed };
  for (const entry of text.split(",")) {
    const [id, bits] = entry.split(":");
    const row = values.indexOf.get(Number(id));
    if (row === undefined) continue;
    if (bits === undefined) strict.push(row);
    else relaxed.push([row, Number(bits)]);
  }
  return { strict, relaxed };
}
