import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { siteScope } from "./conditions.server";
import type { SiteValues } from "./site-values.server";
import type { SortKey } from "./query";

const marketDate = sql`coalesce(${monitors.releasedOn}, ${monitors.certifiedOn})`;
/** Byte order, so both engines (and any server locale) give the same order. */
const model = sql`${monitors.model} collate "C"`;
const title = sql`${monitors.title} collate "C"`;

/** Unknown values last in either direction; the model breaks ties so pages never overlap. */
export const orderings: Record<SortKey, SQL[]> = {
  date_desc: [sql`${marketDate} desc nulls last`, model],
  date_asc: [sql`${marketDate} asc nulls last`, model],
  price_asc: [sql`${monitors.listPriceUsd} asc nulls last`, model],
  price_desc: [sql`${monitors.listPriceUsd} desc nulls last`, model],
  size_asc: [sql`${monitors.sizeInches} asc nulls last`, model],
  size_desc: [sql`${monitors.sizeInches} desc nulls last`, model],
  name_asc: [asc(title), model],
  name_desc: [desc(title), model],
  refresh_desc: [sql`${monitors.refreshRateHz} desc nulls last`, model],
};

async function loadOrder(db: Database, site: "work" | "home", sortby: SortKey, indexOf: ReadonlyMap<number, number>): Promise<Int32Array> {
  const rows = await db.select({ id: monitors.id }).from(monitors).where(siteScope(site)).orderBy(...orderings[sortby]);
  // A model imported after the site's rows were read is not in them: it shows from the next version.
  const positions = rows.map((row) => indexOf.get(row.id)).filter((position): position is number => position !== undefined);
  return Int32Array.from(positions);
}

/**
 * A site's models in one sort order, as positions into the site's rows, sorted by the database
 * once per catalogue version and sort key: a search then takes its page by walking this order
 * past the rows it matched, instead of the database filtering and sorting the catalogue again
 * for every page asked. Kept with the rows whose positions it holds, so it goes when they do;
 * concurrent searches share one read.
 */
export function sortOrder(db: Database, site: "work" | "home", rows: SiteValues, sortby: SortKey): Promise<Int32Array> {
  let pending = rows.orders.get(sortby);
  if (!pending) {
    pending = loadOrder(db, site, sortby, rows.indexOf);
    rows.orders.set(sortby, pending);
    pending.catch(() => rows.orders.delete(sortby));
  }
  return pending;
}

/**
 * The positions of one page: the order walked from the start, keeping the rows that pass the
 * search (`passing[position]` is 1), skipping the pages before.
 */
export function pagePositions(order: Int32Array, passing: Uint8Array, page: number, pageSize: number): number[] {
  let skip = (page - 1) * pageSize;
  const taken: number[] = [];
  for (let index = 0; index < order.length && taken.length < pageSize; index++) {
    const position = order[index]!;
    if (passing[position] !== 1) continue;
    if (skip > 0) skip--;
    else taken.push(position);
  }
  return taken;
}
