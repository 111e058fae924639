/**
 * Property-based tests (fast-check) of every input the site reads from a form, a query string,
 * a cookie or an API body: whatever arrives, a zod schema answers a result or a failure with
 * messages — it never throws — and the parse functions that turn raw addresses into state never
 * throw either. The wrappers that turn a parse failure into a 400 (the data API, the collection
 * forms, the settings form) answer with a status for any input, on PGlite and PostgreSQL.
 *
 * The last block keeps this list whole: a module under app/ that imports zod must be listed
 * here, either with its input schemas (each exported schema then needs a property) or as a
 * module whose schemas read trusted data (content files, the environment, a provider's answer).
 */
import fc from "fast-check";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseHandle } from "#db/connect";
import type { Viewer } from "~/features/auth/viewer.server";
import * as energyInputs from "~/features/calculators/energy/input-schema";
import { energyDefinition } from "~/features/calculators/energy/definition";
import { rewriteOptions } from "~/features/calculators/frame/options";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { runCalculator } from "~/features/calculators/frame/query";
import { allNumbersFinite } from "~/features/calculators/frame/response";
import * as savedQuery from "~/features/calculators/frame/saved-query";
import { servedCalculator } from "~/features/calculators/served.server";
import * as devicesQuery from "~/features/devices/query";
import { parseMonitorApiQuery } from "~/features/catalogue/compare/monitor-api-query";
import * as meetingSpaceAnswers from "~/features/configurators/meeting-space/answers";
import { configureMeetingSpace, type CatalogueDisplay } from "~/features/configurators/meeting-space/model";
import * as workspaceAnswers from "~/features/configurators/workspace/answers";
import { configureWorkspace } from "~/features/configurators/workspace/model";
import { parseComparisonHash, parseStoredSelection } from "~/features/catalogue/compare/selection";
import { parseCatalogueQuery } from "~/features/catalogue/search/parse-query.server";
import * as actionData from "~/features/collections/action-data";
import { runCollectionAction } from "~/features/collections/collection-actions.server";
import { handleDataRequest, type DataApiDeps, type DataOperation } from "~/features/collections/data-api/handle-request.server";
import * as collectionSchemas from "~/features/collections/schemas";
import * as calculatorSchemas from "~/features/collections/saved-entries/calculator-schemas";
import * as urlTitle from "~/features/collections/saved-entries/url-title";
import * as entryIntents from "~/features/collections/saved-entries/entry-intents";
import * as toasts from "~/features/collections/toasts";
import * as resourceApi from "~/features/library/resources/api";
import { parseResourceQuery } from "~/features/library/resources/query";
import { saveSettings } from "~/features/library/settings/settings-form.server";
import * as visitorSettings from "~/features/library/settings/visitor-settings";
import { tools } from "~/utils/tool-registry";
import { createTestDatabase, databaseKinds } from "../tests/setup/test-database";

const RUNS = 200;

// ---------------------------------------------------------------------------------------------
// Arbitrary input: text a browser or a script could send, and values a JSON body could hold.

/** Strings that have broken parsers before: escapes, NUL, lone surrogates, paths, huge numbers. */
const nastyText = fc.constantFrom(
  "",
  " ",
  "%",
  "%00",
  "%E0%A4%A",
  "\u0000",
  "\ud800",
  "\r\n",
  "../",
  "/..//evil.example",
  "//evil.example",
  "javascript:alert(1)",
  "null",
  "[]",
  "{}",
  '{"__proto__":{"polluted":1}}',
  "1e309",
  "-1",
  "-0",
  "NaN",
  "Infinity",
  "0x10",
  "9".repeat(400),
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "x".repeat(5000),
);
/** Text shaped like what a field expects (a page path, a number, an id), with nasty tails. */
const shapedText = fc
  .tuple(fc.constantFrom("/", "/en-us/", "/a/../", "/%", "1", "-", "energy-", "auth0|", "0b7e0000-0000-4000-8000-00000000000"), fc.oneof(fc.string(), nastyText))
  .map(([head, tail]) => `${head}${tail}`);
const text = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.json(), nastyText, shapedText);
const anyValue = fc.oneof(
  { depthSize: "small" },
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(text, { maxLength: 3 }),
  fc.anything(),
);

type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string } } };
const isZodSchema = (value: unknown): value is z.ZodType => typeof value === "object" && value !== null && "_zod" in value;

/** The object keys a schema reads (through pipes, unions and wrappers) and the literals each key takes. */
function keysOf(schema: unknown, keys = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (!isZodSchema(schema)) return keys;
  const def = (schema as unknown as ZodInternals)._zod.def;
  const visit = (inner: unknown) => keysOf(inner, keys);
  switch (def.type) {
    case "object":
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const literals = keys.get(key) ?? [];
        const fieldDef = isZodSchema(field) ? (field as unknown as ZodInternals)._zod.def : undefined;
        if (fieldDef?.type === "literal") literals.push(...(fieldDef.values as unknown[]));
        if (fieldDef?.type === "enum") literals.push(...Object.values(fieldDef.entries as Record<string, unknown>));
        keys.set(key, literals);
        visit(field);
      }
      break;
    case "union":
      (def.options as unknown[]).forEach(visit);
      break;
    case "pipe":
      visit(def.in);
      visit(def.out);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "catch":
    case "readonly":
      visit(def.innerType);
      break;
    case "array":
      visit(def.element);
      break;
  }
  return keys;
}

/** Input for a schema: anything at all, or an object with the schema's own keys holding anything. */
function inputFor(schema: z.ZodType) {
  const keys = keysOf(schema);
  if (keys.size === 0) return fc.oneof(text, anyValue);
  const fields = Object.fromEntries(
    [...keys].map(([key, literals]) => [key, literals.length > 0 ? fc.oneof(fc.constantFrom(...literals), anyValue) : anyValue]),
  );
  const shaped = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(shaped, shaped.map((value) => [value]), anyValue);
}

/** Never throws; a failure names at least one problem, each with a message. */
function expectParsesOrExplains(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (!result.success) {
    expect(result.error.issues.length).toBeGreaterThan(0);
    for (const issue of result.error.issues) expect(typeof issue.message === "string" && issue.message.length > 0).toBe(true);
  }
}

// ---------------------------------------------------------------------------------------------
// The input schemas, by module. Every zod schema a module exports is listed with its module.

const noId = () => "generated-id";

/**
 * The calculators' definition modules, found by file name (`features/calculators/<tool>/definition.ts`):
 * every zod schema each exports is an input schema. The frame's own definition.ts is its type.
 */
const calculatorDefinitionModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>("./features/calculators/*/definition.ts", { eager: true }))
    .filter(([file]) => !file.startsWith("./features/calculators/frame/"))
    .map(([file, module]) => [file.slice(2), module]),
);

/** Schema values and factories of the input modules; a factory is listed as the schema it makes. */
const inputSchemas: Record<string, Record<string, z.ZodType>> = {
  "features/collections/schemas.ts": {
    pagePathSchema: collectionSchemas.pagePathSchema,
    collectionNameSchema: collectionSchemas.collectionNameSchema,
    descriptionTextSchema: collectionSchemas.descriptionTextSchema,
    collectionDescriptionSchema: collectionSchemas.collectionDescriptionSchema,
    folderTitleSchema: collectionSchemas.folderTitleSchema,
    idSchema: collectionSchemas.idSchema,
    entryIdSchema: collectionSchemas.entryIdSchema,
    versionSchema: collectionSchemas.versionSchema,
    itemTargetSchema: collectionSchemas.itemTargetSchema,
    storedItemSchema: collectionSchemas.storedItemSchema,
    storedFoldersSchema: collectionSchemas.storedFoldersSchema,
    wireFoldersSchema: collectionSchemas.wireFoldersSchema(noId),
    "jsonField(itemTargetSchema)": collectionSchemas.jsonField(collectionSchemas.itemTargetSchema),
  },
  "features/collections/action-data.ts": {
    createCollectionSchema: actionData.createCollectionSchema,
    collectionDetailsSchema: actionData.collectionDetailsSchema,
    collectionIntentSchema: actionData.collectionIntentSchema,
  },
  "features/collections/saved-entries/url-title.ts": {
    calculatorNameSchema: urlTitle.calculatorNameSchema,
    urlTitleSchema: urlTitle.urlTitleSchema,
  },
  "features/collections/saved-entries/calculator-schemas.ts": {
    genericCalculatorDataSchema: calculatorSchemas.genericCalculatorDataSchema(),
  },
  // The saved-entry intents themselves are members of collectionIntentSchema above.
  "features/collections/saved-entries/entry-intents.ts": { entryNameSchema: entryIntents.entryNameSchema },
  "features/collections/toasts.ts": { toastKeySchema: toasts.toastKeySchema },
  "features/library/settings/visitor-settings.ts": { visitorSettingsSchema: visitorSettings.visitorSettingsSchema },
  "features/library/resources/api.ts": { resourceApiParams: resourceApi.resourceApiParams },
  "features/calculators/energy/input-schema.ts": {
    energyStateSchema: energyInputs.energyStateSchema,
    energyInputSchema: energyInputs.energyInputSchema,
    savedEnergySchema: energyInputs.savedEnergySchema,
  },
  "features/calculators/frame/saved-query.ts": { savedQuerySchema: savedQuery.savedQuerySchema },
  ...Object.fromEntries(
    Object.entries(calculatorDefinitionModules).map(([file, module]) => [file, Object.fromEntries(Object.entries(module).filter(([, value]) => isZodSchema(value))) as Record<string, z.ZodType>]),
  ),
  "features/configurators/meeting-space/answers.ts": { meetingSpaceQuerySchema: meetingSpaceAnswers.meetingSpaceQuerySchema },
  "features/configurators/workspace/answers.ts": { workspaceQuerySchema: workspaceAnswers.workspaceQuerySchema },
  "features/devices/query.ts": { recommendationQuerySchema: devicesQuery.recommendationQuerySchema },
};

/**
 * Modules whose schemas are private: each is reached through the function named here, which
 * has its own property below.
 */
const reachedThroughWrappers: Record<string, string> = {
  "features/collections/data-api/handle-request.server.ts": "handleDataRequest",
  "features/collections/data-api/entries-channel.server.ts": "handleDataRequest",
  "features/collections/data-api/collections-channel.server.ts": "handleDataRequest",
  "features/collections/data-api/notifications-channel.server.ts": "handleDataRequest",
  "features/collections/data-api/devices-channel.server.ts": "handleDataRequest",
  "features/collections/data-api/authenticate.server.ts": "handleDataRequest",
  "features/collections/data-api/channel-context.ts": "handleDataRequest",
  "features/library/settings/settings-form.server.ts": "saveSettings",
  "features/catalogue/search/parse-query.server.ts": "parseCatalogueQuery",
  "features/catalogue/compare/monitor-api-query.ts": "parseMonitorApiQuery",
  "routes/energy-calculator.monitor-search.tsx": "the route's searchText (a trimmed string of 2 to 60 characters, safeParse)",
};

/** Modules whose schemas read trusted data, not visitors' input. */
const notInput: Record<string, string> = {
  "features/calculators/frame/definition.ts": "the calculator definition type (zod types only; each calculator's schema is its own module)",
  "features/calculators/frame/fields.ts": "builds the calculators' input schemas (each calculator's schema has its property, and runCalculator below)",
  "features/calculators/frame/field-defaults.ts": "reads each calculator's schema with nothing, for the form's \"Default: …\" (zod types only)",
  "features/configurators/shared/answer-fields.ts": "builds the configurators' answer schemas (each configurator's schema has its property, and its parse below)",
  "utils/env.server.ts": "the environment, checked once at start",
  "features/auth/oidc-client.server.ts": "the identity provider's signed ID token claims",
  "features/calculators/shared/exchange-rates.server.ts": "the exchange-rate service's answer (a size-capped fetch)",
  "features/content/home-links.server.ts": "the site's own content API answer",
  "features/content/home-data.ts": "the committed home content",
  "features/content/content-api.server.ts": "the site's own content API answer",
  "features/knowledge/content-schema.ts": "the committed e-guides and glossary",
  "features/library/resources/vocabulary.ts": "the committed resource library",
  "features/collections/data-api/field-errors.ts": "turns zod issues into messages; no schema of its own",
  "features/collections/saved-entries/saved-entries.server.ts": "uses zod's issue type only",
};

// A definition module that takes its schemas from another (energy's, from input-schema.ts) exports none.
const modulesWithSchemas = Object.entries(inputSchemas).filter(([, schemas]) => Object.keys(schemas).length > 0);

describe.each(modulesWithSchemas)("the input schemas of %s never throw", (_module, schemas) => {
  it.each(Object.entries(schemas))("%s: any input parses or fails with messages", (_name, schema) => {
    fc.assert(
      fc.property(inputFor(schema), (input) => expectParsesOrExplains(schema, input)),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Parse functions of addresses and stored values: any text gives a state, never an exception.

const params = fc
  .array(fc.tuple(fc.oneof(text, fc.constantFrom("search", "sortby", "currentPage", "series", "sizes", "models", "ids", "site", "c1m", "c1q", "hours", "days", "price", "layout", "country", "intent")), text), { maxLength: 8 })
  .map((entries) => new URLSearchParams(entries.map(([name, value]) => [name, value] as [string, string])));
const rawQuery = fc.oneof(text, text.map((value) => `?${value}`)).map((value) => {
  try {
    return new URLSearchParams(value);
  } catch {
    return new URLSearchParams();
  }
});

/**
 * Every calculator the frame serves, from the list of tools, each once (TEI serves productivity's
 * definition) with the context of its folder's `property-context.fixture.ts`, which needs no server.
 */
const propertyContexts: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<{ propertyContext: unknown }>("./features/calculators/*/property-context.fixture.ts", { eager: true })).map(([file, module]) => [
    file.split("/").at(-2)!,
    module.propertyContext,
  ]),
);
const servedDefinitions = tools.flatMap((tool) => {
  const served = tool.api === undefined ? undefined : servedCalculator(tool.api);
  return served ? [{ tool: tool.id, definition: served.definition }] : [];
});
const frameCalculators: [string, { name: string }, unknown][] = servedDefinitions
  .filter((entry, index) => servedDefinitions.findIndex((other) => other.definition === entry.definition) === index)
  .map(({ tool, definition }) => [tool, definition, propertyContexts[tool]]);
const calculatorParams = fc
  .array(
    fc.tuple(
      fc.oneof(
        text,
        fc.constantFrom("monitors", "series", "record", "country", "salary", "proSupport", "gainSource", "staff", "monitorsPerPerson", "price", "discount", "mounting", "deploymentPlan"),
        fc.constantFrom("legacyCount", "legacySize", "monitor", "hoursPerDay", "daysPerYear", "pricePerKWh", "a.makerAfr", "a.gain", "a.usdRate", "a.riskAdjustment", "a.discountRate", "a.hoursPerYear", "a.legacyPowerOnW"),
        fc.constantFrom("heightCm", "heightIn", "posture", "count", "arrangement", "glasses", "a.seatMinCm", "a.seatMaxCm", "a.viewingMinCm", "a.viewingMaxCm", "a.characterHeightPx", "a.preferredArcmin"),
        fc.constantFrom("distanceCm", "device", "ultrawide", "a.bezelCm", "a.deskMarginCm", "a.hoursPerDay", "a.daysPerYear"),
        fc.constantFrom("numberOfEmployees", "frequentTravelPercentage", "annualRevenue", "rooms", "roiCaseRate", "upgradingFromTechnology", "videoConferencingService", "a.availability", "a.maintenancePerRoom", "a.caseHours"),
        // Money in the buyer's currency: every money input, and the rate it converts at.
        fc.constantFrom("moneyCurrency", "averageSalary", "averageBusinessTripCost", "price", "annualRevenue", "a.usdRate"),
      ),
      fc.oneof(
        text,
        fc.constantFrom("1", "0", "-1", "1e9", "1e13", "1e309", "NaN", "0.5", "yes", "no", "p", "89", "JP", "SE", "2", "3", "22.0", "u2724de", "0.0000001", "best", "macbook-air-m1", "dell-latitude-7450", "u3425we"),
        fc.constantFrom("local", "USD", "GBP", "0.000001", "1000000", "100000"),
        fc.constantFrom("small:c8621qt:1:5000", "large:c5518qt:10000:", "medium:c8621qt:0:1", ":::", "small:c8621qt:1e309:1", "small:c5518qt:1:1000000:x"),
      ),
    ),
    { maxLength: 10 },
  )
  .map((entries) => new URLSearchParams(entries));

describe("the frame's calculators answer any query with results or field issues", () => {
  it("covers every served calculator, each with a context", () => {
    expect(frameCalculators.length).toBeGreaterThan(0);
    for (const [tool, , context] of frameCalculators) expect(context, `features/calculators/${tool}/property-context.fixture.ts`).toBeDefined();
  });

  it.each(frameCalculators)("%s", async (_name, definition, context) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(calculatorParams, rawQuery), async (query) => {
        // The definitions differ in their types; each is run with a context of its own shape.
        const run = await runCalculator(definition as never, async () => ({ ok: true, context: context as never }), parseCalculatorQuery(query, definition as never), { site: "work", language: "en-us" });
        if (run.ok) expect(allNumbersFinite(run.results)).toBe(true);
        else expect(run.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The meeting-space answers: any query gives the answers (and a finite bill) or field issues. */
const meetingSpaceParams = fc
  .array(
    fc.tuple(
      fc.oneof(text, fc.constantFrom(...meetingSpaceAnswers.answerFields)),
      fc.oneof(text, fc.constantFrom("small", "large", "teams", "basic", "yes", "no", "camera", "cart", "na", "0", "4", "60", "61", "1e309", "NaN", "2.5", "-1")),
    ),
    { maxLength: 12 },
  )
  .map((entries) => new URLSearchParams(entries));
const someDisplays: CatalogueDisplay[] = [
  { slug: "c5522qt", model: "C5522QT", title: "Dell C5522QT", sizeInches: 54.6, aspectRatio: "16:9", resolutionWidth: 3840, resolutionHeight: 2160, listPriceUsd: 3000, touch: true },
  { slug: "c8621qt", model: "C8621QT", title: "Dell C8621QT", sizeInches: 85.6, aspectRatio: null, resolutionWidth: null, resolutionHeight: null, listPriceUsd: null, touch: true },
];

describe("the meeting-space configurator answers any query with a finite bill or field issues", () => {
  it("parseAnswers and configureMeetingSpace", () =>
    fc.assert(
      fc.property(fc.oneof(meetingSpaceParams, rawQuery), (query) => {
        const parsed = meetingSpaceAnswers.parseAnswers(query);
        if (!parsed.ok) {
          expect(parsed.issues.length).toBeGreaterThan(0);
          return;
        }
        const result = configureMeetingSpace(parsed.answers, someDisplays, { categories: [], entries: [] });
        expect(allNumbersFinite(result)).toBe(true);
        expect(result.items.every((item) => item.unitPriceUsd !== 0 && item.quantity >= 1)).toBe(true);
      }),
      { numRuns: RUNS },
    ));
});

const workspaceParams = fc
  .array(
    fc.tuple(
      fc.oneof(text, fc.constantFrom(...workspaceAnswers.workspaceFields)),
      fc.oneof(text, fc.constantFrom("sharp-text", "1", "2", "3", "4", "usb-c", "hdmi", "dock", "arm", "24", "120", "121", "0", "1e309", "NaN", "-1", "emea")),
    ),
    { maxLength: 12 },
  )
  .map((entries) => new URLSearchParams(entries));

describe("the workspace configurator answers any query with a finite bill or field issues", () => {
  it("parseWorkspaceAnswers and configureWorkspace", () =>
    fc.assert(
      fc.property(fc.oneof(workspaceParams, rawQuery), (query) => {
        const parsed = workspaceAnswers.parseWorkspaceAnswers(query);
        if (!parsed.ok) {
          expect(parsed.issues.length).toBeGreaterThan(0);
          return;
        }
        const desk = someDisplays.map((display) => ({ ...display, usbCPowerDeliveryWatts: 90, hasWebcam: false }));
        const result = configureWorkspace(parsed.answers, desk, { categories: [], entries: [] });
        expect(allNumbersFinite(result)).toBe(true);
        expect(result.items.every((item) => item.unitPriceUsd !== 0 && item.quantity >= 1)).toBe(true);
      }),
      { numRuns: RUNS },
    ));
});

describe("address and storage parsers never throw", () => {
  it("parseCatalogueQuery", () => fc.assert(fc.property(fc.oneof(params, rawQuery), (input) => void parseCatalogueQuery(input)), { numRuns: RUNS }));
  it("parseMonitorApiQuery answers ok or a message", () =>
    fc.assert(
      fc.property(fc.oneof(params, rawQuery), (input) => {
        const result = parseMonitorApiQuery(input);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    ));
  it("parseRecommendationQuery answers a query or field errors with message keys", () =>
    fc.assert(
      fc.property(fc.oneof(params, rawQuery), (input) => {
        const result = devicesQuery.parseRecommendationQuery(input);
        // A name it reads given twice is the input rule's issue (api.error.repeated), not the lookup's.
        if (!result.ok) expect(result.issues.every((issue) => issue.key.startsWith("devices.error.") || issue.key === "api.error.repeated")).toBe(true);
      }),
      { numRuns: RUNS },
    ));
  it("parseResourceQuery", () => fc.assert(fc.property(fc.oneof(params, rawQuery), (input) => void parseResourceQuery(input)), { numRuns: RUNS }));
  it("parseComparisonHash and parseStoredSelection", () =>
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseComparisonHash(input);
        expect(parsed.models.length).toBeLessThanOrEqual(3);
        void parseStoredSelection(input);
      }),
      { numRuns: RUNS },
    ));
  it("the options fields' row buttons (frame/options.ts)", () =>
    fc.assert(
      fc.property(fc.oneof(params, rawQuery), (input) => {
        const rewritten = rewriteOptions(input, energyDefinition.fields);
        if (rewritten) expect(new URLSearchParams(rewritten.query).has("intent")).toBe(false);
      }),
      { numRuns: RUNS },
    ));
  it("the settings cookie", () => fc.assert(fc.property(text, (input) => void visitorSettings.parseSettingsCookie(input)), { numRuns: RUNS }));
});

// ---------------------------------------------------------------------------------------------
// The wrappers that answer a parse failure with 400: any form or body gets a status.

const origin = "http://localhost:3000";

function formBody(entries: Array<[string, string]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, value);
  return body;
}

describe("the settings form answers any post with 400 or a redirect", () => {
  const fields = fc.array(fc.tuple(fc.oneof(text, fc.constantFrom("language", "units", "country", "currency")), fc.oneof(text, fc.constantFrom("en-us", "zh-cn", "metric", "imperial", "DE", "EUR", "US", "USD"))), { maxLength: 6 });
  it("never throws", async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (entries) => {
        const request = new Request(`${origin}/en-us/settings`, {
          method: "POST",
          body: formBody(entries),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        });
        const answer = (await saveSettings(request)) as Response | { init: ResponseInit | null };
        const status = answer instanceof Response ? answer.status : answer.init?.status;
        expect([302, 400]).toContain(status);
      }),
      { numRuns: RUNS },
    );
  });
});

const collectionIntents = actionData.collectionIntentSchema.options.map((option) => option.shape.intent.value);
const collectionFieldNames = [...keysOf(actionData.collectionIntentSchema).keys()];

const viewer = (sub: string): Viewer => ({ userId: sub.replaceAll("|", "-"), sub, name: null, email: null, isPartner: false });
const propertyUser = viewer("auth0|property");
const SERVICE_KEY = "p".repeat(40);

describe.each(databaseKinds)("the wrappers on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("the collection forms answer any post with a status (or a redirect), never an exception", async () => {
    const entries = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...collectionFieldNames), text), fc.oneof(text, fc.constantFrom(...collectionIntents), fc.uuid())),
      { maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...collectionIntents, "nonsense"), entries, async (intent, fields) => {
        const form = new FormData();
        form.set("intent", intent);
        for (const [name, value] of fields) form.append(name, value);
        const outcome = await runCollectionAction(handle.db, propertyUser.userId, form);
        if (outcome.kind === "data") expect([200, 400, 404, 409]).toContain(outcome.status);
        else expect(["list", "object"]).toContain(outcome.to === "list" ? "list" : typeof outcome.to);
      }),
      { numRuns: 100 },
    );
  });

  it("the data API answers any call with a known status and a JSON body without NaN", async () => {
    const deps: DataApiDeps = {
      db: handle.db,
      getViewer: async (request) => (request.headers.get("X-Test-Viewer") ? propertyUser : null),
      serviceKey: SERVICE_KEY,
      notificationsEnabled: true,
      allowWrite: async () => ({ allowed: true }),
    };
    const fieldNames = fc.constantFrom(
      "channel_name",
      "entry_id",
      "title",
      "version",
      "collection_name",
      "collection_description",
      "collection_data",
      "calculator_name",
      "calculator_data",
      "url_title",
      "auth0_unique_id",
      "read",
      "unread",
      "body",
      "link",
    );
    const call = fc.record({
      operation: fc.constantFrom<DataOperation>("search", "create", "update", "delete"),
      auth: fc.constantFrom("session", "key", "wrong-key", "none"),
      fields: fc.array(fc.tuple(fc.oneof(fieldNames, text), fc.oneof(text, fc.constantFrom("collections", "calculator_entries", "notifications", "energy", "1", "all"), fc.uuid())), { maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ operation, auth, fields }) => {
        const body = formBody(fields.map(([name, value]) => [`data[${name}]`, value]));
        const headers = new Headers({ Origin: origin });
        if (auth === "session") headers.set("X-Test-Viewer", "yes");
        if (auth === "key") headers.set("Authorization", `Bearer ${SERVICE_KEY}`);
        if (auth === "wrong-key") headers.set("Authorization", "Bearer wrong");
        const request =
          operation === "search"
            ? new Request(`${origin}/api/data/search_entry?${body}`, { headers })
            : new Request(`${origin}/api/data/${operation}_entry`, {
                method: "POST",
                body,
                headers: { ...Object.fromEntries(headers), "Content-Type": "application/x-www-form-urlencoded" },
              });
        const response = await handleDataRequest(operation, request, deps);
        expect([200, 201, 400, 401, 403, 404, 409]).toContain(response.status);
        const text = await response.text();
        // Strings are the visitor's own text (a collection may be called "Infinity"): look for
        // NaN/Infinity only outside them, and for numbers that overflow to Infinity when read.
        expect(text.replace(/"(?:[^"\\]|\\.)*"/g, '""')).not.toMatch(/\bNaN\b|Infinity/);
        expect(everyNumberFinite(JSON.parse(text))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Every module that imports zod is in one of the three lists above.

const appFolder = path.resolve(__dirname);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "+types" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the list of input schemas is whole", () => {
  it("names every module under app/ that imports zod", () => {
    const known = new Set([...Object.keys(inputSchemas), ...Object.keys(reachedThroughWrappers), ...Object.keys(notInput)]);
    const unlisted = sourceFiles(appFolder)
      .filter((file) => /from "zod"/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(appFolder, file))
      .filter((file) => !known.has(file));
    expect(unlisted, "add the module to inputSchemas (with a property), reachedThroughWrappers or notInput").toEqual([]);
  });

  it("lists every zod schema an input module exports", async () => {
    const modules: Record<string, Record<string, unknown>> = {
      "features/collections/schemas.ts": collectionSchemas,
      "features/collections/action-data.ts": actionData,
      "features/collections/saved-entries/url-title.ts": urlTitle,
      "features/collections/saved-entries/calculator-schemas.ts": calculatorSchemas,
      "features/collections/saved-entries/entry-intents.ts": entryIntents,
      "features/collections/toasts.ts": toasts,
      "features/library/settings/visitor-settings.ts": visitorSettings,
      "features/library/resources/api.ts": resourceApi,
      "features/calculators/energy/input-schema.ts": energyInputs,
      "features/calculators/frame/saved-query.ts": savedQuery,
      ...calculatorDefinitionModules,
      "features/configurators/meeting-space/answers.ts": meetingSpaceAnswers,
      "features/configurators/workspace/answers.ts": workspaceAnswers,
      "features/devices/query.ts": devicesQuery,
    };
    expect(Object.keys(modules).sort()).toEqual(Object.keys(inputSchemas).sort());
    for (const [module, exports] of Object.entries(modules)) {
      const listed = Object.keys(inputSchemas[module]!);
      const exportedSchemas = Object.entries(exports)
        .filter(([, value]) => isZodSchema(value))
        .map(([name]) => name);
      expect(exportedSchemas.filter((name) => !listed.includes(name)), module).toEqual([]);
    }
  });
});

function everyNumberFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(everyNumberFinite);
  if (value !== null && typeof value === "object") return Object.values(value).every(everyNumberFinite);
  return true;
}
