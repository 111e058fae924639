import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, arrayContains, eq, isNotNull, isNull, ne, not } from "drizzle-orm";
import type { DatabaseHandle } from "#db/connect";
import { monitors } from "#db/schema";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { createProductivityContextLoader, listProductivityMonitors } from "./context.server";
import type { ProductivityInputs } from "./definition";

const us: BusinessContext = { country: "US", currency: "USD", rate: { currency: "USD", ratePerUsd: 1, source: "specification" } };

const inputs = (extra: Partial<ProductivityInputs>): ProductivityInputs => ({
  country: "US",
  staff: 100,
  monitorsPerPerson: 1,
  discount: 0.1,
  mounting: false,
  gainSource: "analyst",
  deploymentPlan: 1,
  existingCustomer: true,
  proSupport: true,
  moneyCurrency: "USD",
  legacyUsbC: false,
  ...extra,
});

describe.each(databaseKinds)("the productivity context (%s)", (kind) => {
  let handle: DatabaseHandle;
  let load: ReturnType<typeof createProductivityContextLoader>;
  const work = { site: "work", language: "en-us" } as const;

  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
    load = createProductivityContextLoader({ db: async () => handle.db, business: async () => us });
  });
  afterAll(() => handle.close());

  const dellOnWork = and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, ["work"]));

  it("takes a priced monitor's catalogue price, series, size, resolution and port list", async () => {
    const [priced] = await handle.db
      .select({
        slug: monitors.slug,
        title: monitors.title,
        series: monitors.series,
        listPriceUsd: monitors.listPriceUsd,
        sizeInches: monitors.sizeInches,
        widthPx: monitors.resolutionWidth,
        heightPx: monitors.resolutionHeight,
        ports: monitors.ports,
      })
      .from(monitors)
      .where(and(dellOnWork, isNotNull(monitors.listPriceUsd)))
      .limit(1);
    const loaded = await load(inputs({ monitor: priced!.slug }), work);
    expect(loaded).toEqual({ ok: true, context: { ...us, monitor: priced, priceUsd: priced!.listPriceUsd } });
  });

  it("lets an entered price win, and asks for one when the catalogue has none", async () => {
    const [unpriced] = await handle.db.select({ slug: monitors.slug, title: monitors.title }).from(monitors).where(and(dellOnWork, isNull(monitors.listPriceUsd))).limit(1);
    expect(await load(inputs({ monitor: unpriced!.slug }), work)).toEqual({
      ok: false,
      issues: [{ field: "price", message: "productivity.error.priceRequired", values: { monitor: unpriced!.title } }],
    });
    expect(await load(inputs({ monitor: unpriced!.slug, price: 320 }), work)).toMatchObject({ ok: true, context: { priceUsd: 320, monitor: { slug: unpriced!.slug } } });
  });

  it("knows only the maker's monitors on the visitor's site", async () => {
    const unknown = { ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] };
    expect(await load(inputs({ monitor: "nope", price: 300 }), work)).toEqual(unknown);
    const [homeOnly] = await handle.db
      .select({ slug: monitors.slug })
      .from(monitors)
      .where(and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, ["home"]), not(arrayContains(monitors.sites, ["work"]))))
      .limit(1);
    expect(await load(inputs({ monitor: homeOnly!.slug, price: 300 }), work)).toEqual(unknown);
    expect(await load(inputs({ monitor: homeOnly!.slug, price: 300 }), { site: "home", language: "en-us" })).toMatchObject({ ok: true });
    const [other] = await handle.db.select({ slug: monitors.slug }).from(monitors).where(ne(monitors.vendor, "Dell")).limit(1);
    expect(await load(inputs({ monitor: other!.slug, price: 300 }), work)).toEqual(unknown);
  });

  it("lists the site's monitors by title for the monitor select", async () => {
    const list = await listProductivityMonitors(handle.db, "work");
    expect(list.length).toBeGreaterThan(10);
    expect(Object.keys(list[0]!).sort()).toEqual(["series", "slug", "title"]);
    const titles = list.map((monitor) => monitor.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.some((monitor) => monitor.series === "alienware")).toBe(false);
  });
});
