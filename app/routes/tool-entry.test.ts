import { describe, expect, it, vi } from "vitest";

// Who may use which tool is access.server's rule (tested there); here only its answer matters.
const allowed = vi.hoisted(() => new Set<string>());
vi.mock("~/features/calculators/frame/access.server", () => ({ mayUseTool: async (_request: Request, id: string) => allowed.has(id) }));

const { loader } = await import("./tool-entry");

async function answer(path: string): Promise<Response> {
  try {
    return (await loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("a tool's bare address", () => {
  it("redirects with 308 to its first page, keeping the language, the site and the query", async () => {
    allowed.clear();
    for (const id of ["energy", "quality", "why-refresh", "meeting-roi", "total-economic-impact"]) allowed.add(id);
    const cases: [string, string][] = [
      ["/en-us/energy-calculator", "/en-us/energy-calculator/input"],
      ["/zh-cn/quality-framework/", "/zh-cn/quality-framework/input"],
      ["/for-home/en-us/why-refresh?country=GB", "/for-home/en-us/why-refresh/input?country=GB"],
      ["/for-home/zh-cn/ecosystem-roi-calculator", "/for-home/zh-cn/ecosystem-roi-calculator/input"],
      ["/en-us/total-economic-impact", "/en-us/total-economic-impact/input"],
    ];
    for (const [from, to] of cases) {
      const response = await answer(from);
      expect(response.status, from).toBe(308);
      expect(response.headers.get("Location"), from).toBe(to);
    }
  });

  it("answers 404 to a visitor who may not use the tool (TEI switched off, partners)", async () => {
    allowed.clear();
    allowed.add("energy");
    expect((await answer("/en-us/total-economic-impact")).status).toBe(404);
    expect((await answer("/en-us/quality-framework")).status).toBe(404);
    expect((await answer("/en-us/energy-calculator")).status).toBe(308);
  });

  it("answers 404 for a tool whose entry is its bare address or an unknown name", async () => {
    allowed.clear();
    allowed.add("productivity");
    expect((await answer("/en-us/productivity")).status).toBe(404);
    expect((await answer("/en-us/not-a-tool")).status).toBe(404);
  });
});
