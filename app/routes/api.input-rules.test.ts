/**
 * The one input rule (app/utils/input-rules.ts, issue 30) over every API: each served calculator
 * and energy, the configurators, devices, the catalogue's monitors, the phrases, the content APIs
 * (homepage, featured banners, regions, the configurators' peripherals), resources and the energy
 * calculator's monitor search, through their route modules.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedHomeContent } from "#db/seed/content-home";
import { seedDevices } from "#db/seed/devices";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { servedNames } from "~/features/calculators/served.server";
import { createTestDatabase } from "../../tests/setup/test-database";
import { resourceResponse } from "../../tests/setup/resource-response";

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));
vi.mock("~/utils/env.server", async (original) => {
  const actual = await original<typeof import("~/utils/env.server")>();
  return { ...actual, getEnv: () => ({ ...actual.parseEnv({}), FEATURE_TEI: true }) };
});

const routes = {
  calculators: await import("./api.calculators"),
  configurators: await import("./api.configurators"),
  devices: await import("./api.devices.recommendation"),
  monitors: await import("./api.monitors"),
  phrases: await import("./api.phrases"),
  homepage: await import("./api.homepage"),
  "featured-banners": await import("./api.featured-banners"),
  regions: await import("./api.regions"),
  resources: await import("./api.resources"),
  "workspace-config-peripheral": await import("./api.workspace-config-peripheral"),
  "meeting-space-config_peripheral": await import("./api.meeting-space-config-peripheral"),
  "energy-monitors": await import("./energy-calculator.monitor-search"),
};

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
  await seedDevices(state.handle.db);
  // The workspace configurator's personas are the home content's use cases.
  await seedHomeContent(state.handle.db);
});
afterAll(() => state.handle!.close());

type Api = keyof typeof routes;

/** The path segments after `<api>/` each route names (app/routes.ts). */
const pathParams: Partial<Record<Api, string[]>> = {
  calculators: ["name"],
  configurators: ["name"],
  homepage: ["environment"],
  "featured-banners": ["environment"],
  resources: ["limit", "sortField", "sortDirection"],
};

/** `/{lang}/api/<api>/…` (or the spec's unprefixed `/api/<api>`) → the route module that serves it and its params. */
function routeOf(path: string): { api: Api; params: Record<string, string> } {
  const segments = new URL(`http://localhost${path}`).pathname.split("/").slice(1);
  const [lang, , api, ...rest] = segments[1] === "api" ? segments : [undefined, ...segments];
  const named = Object.fromEntries((pathParams[api as Api] ?? []).flatMap((name, index) => (rest[index] ? [[name, rest[index]]] : [])));
  return { api: api as Api, params: { ...(lang === undefined ? {} : { lang }), ...named } };
}

async function call(path: string, method = "GET"): Promise<Response> {
  const { api, params } = routeOf(path);
  const request = new Request(`http://localhost${path}`, { method });
  const args = { request, params, context: {} } as never;
  const route = routes[api];
  // React Router sends GET, HEAD and OPTIONS to the loader, every other method to the action.
  return resourceResponse(["GET", "HEAD", "OPTIONS"].includes(method) ? route.loader(args) : route.action(args));
}

async function issues(path: string): Promise<{ field: string; message: string }[]> {
  const response = await call(path);
  expect(response.status).toBe(400);
  return ((await response.json()) as { issues: { field: string; message: string }[] }).issues;
}

/** A query each served calculator answers with 200. */
const calculatorQueries: Record<string, string> = {
  productivity: "monitor=u2723qe&staff=100",
  "total-economic-impact": "monitor=u2723qe",
  quality: "monitors=1000&series=p",
  "why-refresh": "monitor=u2724de&legacySize=22&country=GB",
  "meeting-roi": "numberOfEmployees=500&rooms=small:c8621qt:2:5000",
  ergonomics: "heightCm=175&monitor=u2724de",
  "multi-monitor": "monitor=u2724de&count=2",
  energy: "layout=single&c1m=u2723qe&c1q=10&country=US&hours=8&days=250",
};
const calculatorPath = (name: string, extra = "") => `/en-us/api/calculators/${name}?${calculatorQueries[name]}${extra}`;

/** Energy's API reads the results page's query (rows c1m/c1q repeat), with its CSV and PDF. */
const energyPath = (extra = "", format = "") => `/en-us/api/calculators/energy${format}?layout=single&c1m=u2723qe&c1q=10&country=US&hours=8&days=250${extra}`;

/** A good query of every API under a language (one per calculator). */
const everyApi = [
  ...servedNames.map((name) => calculatorPath(name)),
  "/en-us/api/configurators/meeting-space?distanceFt=20&seats=8&platform=teams",
  "/en-us/api/configurators/workspace?persona=sharp-text",
  "/en-us/api/devices/recommendation?device=macbook-pro-m3&os=macos-15&scenario=two-monitors",
  "/en-us/api/monitors?search=u27",
  "/en-us/api/phrases",
  "/en-us/api/homepage/production",
  "/en-us/api/featured-banners/production?site=home",
  "/en-us/api/regions",
  "/en-us/api/resources/3/date/desc",
  "/en-us/api/workspace-config-peripheral",
  "/en-us/api/meeting-space-config_peripheral",
  "/en-us/api/energy-monitors?q=lg",
];

/** The spec's addresses without a language (`?lang=` picks one): no language segment to judge. */
const unprefixedApis = ["/api/regions", "/api/workspace-config-peripheral", "/api/meeting-space-config_peripheral?lang=zh-cn"];

it("has a query for each served calculator", () => {
  expect(Object.keys(calculatorQueries).sort()).toEqual([...servedNames].sort());
});

describe("a repeated scalar parameter is a 400 naming it", () => {
  const cases: [string, string][] = [
    // Each calculator: the first parameter of its query given again, then `site` and an override.
    ...servedNames.map((name): [string, string] => [calculatorPath(name, `&${calculatorQueries[name]!.split("&")[0]}`), calculatorQueries[name]!.split("=")[0]!]),
    ...servedNames.map((name): [string, string] => [calculatorPath(name, "&site=home&site=work"), "site"]),
    [calculatorPath("quality", "&a.riskAdjustment=0.1&a.riskAdjustment=0.2"), "a.riskAdjustment"],
    ["/en-us/api/configurators/meeting-space?distanceFt=20&seats=8&seats=9&platform=teams", "seats"],
    ["/en-us/api/configurators/meeting-space?distanceFt=20&seats=8&platform=teams&format=csv&format=json", "format"],
    ["/en-us/api/configurators/workspace?persona=sharp-text&persona=gamer", "persona"],
    ["/en-us/api/devices/recommendation?device=a&device=b&os=macos-15&scenario=two-monitors", "device"],
    ["/en-us/api/devices/recommendation?device=a&os=macos-15&scenario=two-monitors&site=home&site=work", "site"],
    ["/en-us/api/monitors?search=u27&site=work&site=home", "site"],
    ["/en-us/api/monitors?ids=1&ids=2", "ids"],
    // Energy: each scalar of its form, in JSON, CSV and PDF; `site` before the API takes it out.
    ...["hours=9", "days=200", "country=DE", "layout=double", "env=home&env=office", "price=0.2&price=0.3", "c1n=Today&c1n=Again", "units=imperial&units=metric", "co2=grid&co2=fixed", "site=home&site=work"].flatMap((extra) =>
      ["", ".csv", ".pdf"].map((format): [string, string] => [energyPath(`&${extra}`, format), extra.split("=")[0]!]),
    ),
    ["/en-us/api/homepage/production?site=home&site=work", "site"],
    ["/en-us/api/featured-banners/production?site=home&site=home", "site"],
    ["/api/regions?lang=zh-cn&lang=en-us", "lang"],
    ["/en-us/api/regions?lang=zh-cn&lang=zh-cn", "lang"],
    ["/api/workspace-config-peripheral?lang=zh-cn&lang=en-us", "lang"],
    ["/api/meeting-space-config_peripheral?lang=zh-cn&lang=en-us", "lang"],
    ["/en-us/api/energy-monitors?q=lg&q=asus", "q"],
    ["/en-us/api/monitors?catalogue=work&search=u27&search=p24", "search"],
  ];
  it.each(cases)("%s → %s", async (path, field) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: ({ field: string } | string)[] };
    expect(JSON.stringify(body)).toContain(field);
  });

  it.each([
    ["/en-us/api/calculators/meeting-roi?numberOfEmployees=500&rooms=small:c8621qt:2:5000&rooms=large:c7520qt:1:7000"],
    ["/en-us/api/configurators/meeting-space?distanceFt=20&seats=8&platform=teams&existing=camera&existing=audio"],
    // Energy's rows: a column's monitors and quantities, and the pre-filled monitors `m`.
    [energyPath("&c1m=p2425h&c1q=5")],
    [energyPath("&c1m=p2425h&c1q=5", ".csv")],
    ["/en-us/api/calculators/energy?m=u2723qe&m=p2425h"],
    // The catalogue's filters: repeated or comma-joined values.
    ["/en-us/api/monitors?catalogue=work&ports=hdmi&ports=usb-c,not-specified"],
  ])("a list stays repeatable: %s", async (path) => {
    expect((await call(path)).status).toBe(200);
  });

  it("says so in both languages", async () => {
    expect(await issues("/en-us/api/configurators/workspace?persona=a&persona=b")).toEqual([{ field: "persona", message: "Give this parameter only once." }]);
    expect(await issues("/zh-cn/api/calculators/multi-monitor?count=2&count=3")).toEqual([{ field: "count", message: "此参数只能给出一次。" }]);
    expect(await issues(energyPath("&hours=9&country=DE").replace("/en-us/", "/zh-cn/"))).toEqual([
      { field: "hours", message: "此参数只能给出一次。" },
      { field: "country", message: "此参数只能给出一次。" },
    ]);
    expect(await issues("/zh-cn/api/energy-monitors?q=lg&q=lg")).toEqual([{ field: "q", message: "此参数只能给出一次。" }]);
    expect(((await (await call("/zh-cn/api/homepage/production?site=home&site=home")).json()) as { message: string }).message).toBe("查询中有参数无效。");
  });

  it.each([
    ["/en-us/api/phrases?v=1&v=2"],
    ["/en-us/api/resources/3/date/desc?v=1&v=2"],
    ["/en-us/api/homepage/production?utm=a&utm=b"],
    ["/api/regions?utm=a&utm=b"],
    ["/en-us/api/energy-monitors?q=lg&utm=a&utm=b"],
  ])("a name the API does not read is not its business: %s", async (path) => {
    expect((await call(path)).status).toBe(200);
  });
});

describe("numbers are decimal only", () => {
  const tricks = ["0x1", "0b1", "0o7", "1e0", "1 0", "Infinity", "١"];
  const inputCases: [string, string][] = [
    ...tricks.map((trick): [string, string] => [`/en-us/api/calculators/quality?monitors=${encodeURIComponent(trick)}&series=p`, "monitors"]),
    ...tricks.map((trick): [string, string] => [`/en-us/api/calculators/multi-monitor?count=${encodeURIComponent(trick)}`, "count"]),
    ...tricks.map((trick): [string, string] => [`/en-us/api/configurators/meeting-space?distanceFt=20&seats=${encodeURIComponent(trick)}&platform=teams`, "seats"]),
    ...tricks.map((trick): [string, string] => [`/en-us/api/configurators/workspace?persona=sharp-text&hoursPerDay=${encodeURIComponent(trick)}`, "hoursPerDay"]),
    // Energy: its own stricter decimal (no sign either), for figures and row quantities.
    ...[...tricks, "+8"].map((trick): [string, string] => [energyPath(`&hours=${encodeURIComponent(trick)}`).replace("&hours=8&", "&"), "hours"]),
    ...[...tricks, "+250"].map((trick): [string, string] => [energyPath(`&days=${encodeURIComponent(trick)}`).replace("&days=250", ""), "days"]),
    ...[...tricks, "+1"].map((trick): [string, string] => [energyPath(`&price=${encodeURIComponent(trick)}`), "price"]),
    ...tricks.map((trick): [string, string] => [energyPath().replace("c1q=10", `c1q=${encodeURIComponent(trick)}`), "c1-row-1-quantity"]),
  ];
  it.each(inputCases)("input %s → 400 on %s", async (path, field) => {
    expect((await issues(path)).map((issue) => issue.field)).toContain(field);
  });

  it.each(tricks)("the resources API's limit is decimal: %s → 400", async (trick) => {
    expect((await call(`/en-us/api/resources/${encodeURIComponent(trick)}/date/desc`)).status).toBe(400);
  });

  it("the monitors API reads ids as decimal digits", async () => {
    for (const ids of ["0x1", "1e0", "0b1"]) expect((await call(`/en-us/api/monitors?ids=${ids}`)).status).toBe(400);
  });

  it("the monitors API says why in the address's language", async () => {
    const message = async (path: string) => ((await (await call(path)).json()) as { message: string }).message;
    expect(await message("/zh-cn/api/monitors?ids=0x1")).toBe("ids 必须是用逗号连接的 1 到 3 个编号。");
    expect(await message("/zh-cn/api/monitors")).toBe("请只给出 models、ids 或 search 中的一个。");
    expect(await message("/en-us/api/monitors?search=a&search=b")).toBe("Give search once.");
    expect(await message("/en-us/api/monitors?search=")).toBe("search needs 1 to 100 characters and site work or home.");
  });

  // Every calculator, on its first assumption: the trick is refused where 1 (decimal) would not be.
  it.each(servedNames.flatMap((name) => ["0x1", "0b1", "0o1", "1e0", "1 "].map((trick) => [name, trick])))("%s: a.<key>=%s → 400", async (name, trick) => {
    const answer = (await (await call(calculatorPath(name))).json()) as { assumptions: { key: string }[] };
    const key = answer.assumptions[0]!.key;
    const response = await call(calculatorPath(name, `&a.${key}=${encodeURIComponent(trick)}`));
    // "1 " trims to 1, which some assumptions' bounds allow: only the tricks are judged here.
    if (trick === "1 ") return;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([`a.${key}`]);
  });
});

describe("lookups keyed by visitor text read own keys only", () => {
  const prototypeNames = ["constructor", "toString", "valueOf", "__proto__", "hasOwnProperty"];
  it.each(prototypeNames)("meeting-roi: a room's display %s → 400 on rooms.0.display", async (slug) => {
    expect(await issues(`/en-us/api/calculators/meeting-roi?numberOfEmployees=500&rooms=small:${slug}:1:`)).toContainEqual(expect.objectContaining({ field: "rooms.0.display" }));
  });
  it.each(prototypeNames.flatMap((word) => [[`/en-us/api/calculators/${word}`], [`/en-us/api/configurators/${word}`]]))("%s → 404", async (path) => {
    expect((await call(path)).status).toBe(404);
  });
  it.each(prototypeNames)("choices: %s is no option", async (word) => {
    expect((await issues(`/en-us/api/calculators/quality?monitors=10&series=${word}`)).map((issue) => issue.field)).toContain("series");
    expect((await issues(`/en-us/api/calculators/meeting-roi?numberOfEmployees=500&country=${word}&rooms=small:c8621qt:2:5000`)).map((issue) => issue.field)).toContain("country");
    expect((await issues(`/en-us/api/configurators/meeting-space?distanceFt=20&seats=8&platform=${word}`)).map((issue) => issue.field)).toContain("platform");
    expect((await issues(`/en-us/api/devices/recommendation?device=x&os=${word}&scenario=${word}`)).map((issue) => issue.field)).toEqual(expect.arrayContaining(["os", "scenario"]));
  });
  it.each(prototypeNames)("an override named %s is an unknown key, ignored", async (word) => {
    expect((await call(calculatorPath("quality", `&a.${word}=1`))).status).toBe(200);
  });
});

describe("paired bounds: min above max is a 400 naming the pair", () => {
  it.each([
    ["viewingMinCm", "viewingMaxCm", 200, 20],
    ["seatMinCm", "seatMaxCm", 60, 40],
    ["centreMinDeg", "centreMaxDeg", 40, 10],
  ])("ergonomics a.%s above a.%s", async (min, max, low, high) => {
    expect(await issues(calculatorPath("ergonomics", `&a.${min}=${low}&a.${max}=${high}`))).toEqual([{ field: `a.${min}`, message: `a.${min} must not be more than a.${max}.` }]);
    expect((await call(calculatorPath("ergonomics", `&a.${min}=${high}&a.${max}=${high}`))).status).toBe(200);
  });
});

describe("messages state the real bound", () => {
  // Every calculator that converts money at a usdRate: 0 is refused and the message says "more than 0".
  it.each(servedNames)("%s: a.usdRate=0", async (name) => {
    const answer = (await (await call(calculatorPath(name))).json()) as { assumptions: { key: string }[] };
    if (!answer.assumptions.some((assumption) => assumption.key === "usdRate")) return;
    expect(await issues(calculatorPath(name, "&a.usdRate=0"))).toEqual([{ field: "a.usdRate", message: "Enter a number more than 0 and up to 1,000,000, or leave it empty to use the default." }]);
    expect((await call(calculatorPath(name, "&a.usdRate=0.5"))).status).toBe(200);
  });
});

describe("methods: GET and HEAD; OPTIONS 204; others 405 with Allow and JSON", () => {
  it.each([...everyApi, ...unprefixedApis].flatMap((path) => ["POST", "PUT", "PATCH", "DELETE"].map((method) => [method, path])))("%s %s → 405", async (method, path) => {
    const response = await call(path, method);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ message: "This address answers GET and HEAD only.", issues: [] });
  });
  it.each([...everyApi, ...unprefixedApis])("OPTIONS %s → 204 with Allow, nothing run", async (path) => {
    const response = await call(path.includes("?") ? path.replace("?", "?device=constructor&") : `${path}?device=constructor`, "OPTIONS");
    expect(response.status).toBe(204);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.text()).toBe("");
  });
  it("says 405 in the address's language", async () => {
    expect(await (await call("/zh-cn/api/monitors?search=u27", "POST")).json()).toEqual({ message: "此地址只接受 GET 和 HEAD 请求。", issues: [] });
  });
});

describe("an API under a language the site does not have is 404", () => {
  it.each(everyApi.flatMap((path) => ["xx-yy", "fr-fr", "api"].map((lang) => [path.replace("/en-us/", `/${lang}/`)])))("%s → 404", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe("There is no API in this language.");
  });
  it.each(everyApi)("and a known one in capitals still answers: %s", async (path) => {
    expect((await call(path.replace("/en-us/", "/EN-US/"))).status).toBe(200);
  });
  it.each(unprefixedApis)("the spec's unprefixed address has no language to judge: %s", async (path) => {
    expect((await call(path)).status).toBe(200);
  });
  it("an unknown ?lang= on an unprefixed address is English, as before", async () => {
    const body = (await (await call("/api/regions?lang=xx-yy")).json()) as { data: { regions: { name: string }[] } };
    expect(body.data.regions[0]!.name).toBe("North America");
  });
  it("the phrases of a capitalised language are that language's", async () => {
    expect(((await (await call("/ZH-CN/api/phrases")).json()) as { language: string }).language).toBe("zh-cn");
  });
});
