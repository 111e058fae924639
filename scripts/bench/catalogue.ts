import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors, type MonitorRow, type NewMonitor } from "#db/schema";
import { seedMonitors } from "#db/seed/monitors";
import { searchTextOf } from "~/features/catalogue/search/search-text";
import { seededRandom } from "./random";

export const BENCH_MODELS = 10_000;

/**
 * Benchmark data only, never seeded into the app: the real import, then copies of the real
 * Dell rows under new model names until the catalogue holds 10,000 Dell models. Each copy
 * takes its size, price and refresh rate from the values real rows have (nulls included, in
 * their real proportion), so the filters and sorts see realistic spreads.
 */
export async function fillBenchCatalogue(db: Database): Promise<{ models: number; real: MonitorRow[] }> {
  await seedMonitors(db);
  const dell = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.vendor, "Dell"), sql`cardinality(${monitors.sites}) > 0`))
    .orderBy(monitors.id);
  const random = seededRandom(2026);
  const sizes = dell.map((row) => row.sizeInches);
  const prices = dell.map((row) => row.listPriceUsd);
  const refreshRates = dell.map((row) => row.refreshRateHz);
  const copies: NewMonitor[] = [];
  for (let index = 0; dell.length + copies.length < BENCH_MODELS; index += 1) {
    const base = dell[index % dell.length]!;
    copies.push(copyOf(base, index, random.pick(sizes), random.pick(prices), random.pick(refreshRates)));
  }
  for (let start = 0; start < copies.length; start += 500) {
    await db.insert(monitors).values(copies.slice(start, start + 500));
  }
  // Fresh statistics, as autovacuum would gather on a real server before the first visitors.
  await db.execute(sql`analyze monitors`);
  return { models: dell.length + copies.length, real: dell };
}

function copyOf(
  base: MonitorRow,
  index: number,
  sizeInches: number | null,
  listPriceUsd: number | null,
  refreshRateHz: number | null,
): NewMonitor {
  const { id: _id, updatedAt: _updatedAt, ppi: _ppi, searchText: _searchText, ...columns } = base;
  const model = `${base.model}B${index.toString(36).toUpperCase()}`;
  const row = {
    ...columns,
    model,
    slug: `bench-${model.toLowerCase()}`,
    title: base.title.replace(base.model, model),
    sizeInches,
    listPriceUsd,
    refreshRateHz,
  };
  return { ...row, searchText: searchTextOf(row) };
}
