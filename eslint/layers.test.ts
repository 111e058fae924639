import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { featureOrder } from "./layers.js";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

/** The messages of one rule ESLint gives a file at `filePath` (which need not exist) holding `code`. */
async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** The boundary messages ESLint gives a file at `filePath` (which need not exist) holding `code`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith("boundaries/")).map((message) => message.message);
}

describe("the layer walls (eslint.config.js)", () => {
  it("fails a feature reaching into another feature's internals", async () => {
    const errors = await boundaryErrors(
      "app/features/configurators/fake.ts",
      'import { emptyCatalogueQuery } from "~/features/catalogue/search/query";\nexport const query = emptyCatalogueQuery;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("passes the same import through the feature's public index", async () => {
    const errors = await boundaryErrors(
      "app/features/configurators/fake.ts",
      'import { emptyCatalogueQuery } from "~/features/catalogue";\nexport const query = emptyCatalogueQuery;\n',
    );
    expect(errors).toEqual([]);
  });

  it("fails an import up the feature order, which could close a cycle (auth → calculators)", async () => {
    const errors = await boundaryErrors("app/features/auth/fake.ts", 'import { mayUseTool } from "~/features/calculators/index.server";\nexport const use = mayUseTool;\n');
    expect(errors).toHaveLength(1);
  });

  it("fails shared code importing a feature, and app code importing the seed tool", async () => {
    expect(await boundaryErrors("app/utils/fake.ts", 'import { getViewer } from "~/features/auth/index.server";\nexport const get = getViewer;\n')).toHaveLength(1);
    expect(await boundaryErrors("app/features/content/fake.ts", 'import { seedDatabase } from "#db/seed";\nexport const seed = seedDatabase;\n')).toHaveLength(1);
  });

  it("fails any app code importing the import tool, the catalogue included; passes db/vocabulary", async () => {
    const panels = (from: string) => `import { panelTypes } from "${from}";\nexport const names = panelTypes;\n`;
    expect(await boundaryErrors("app/features/catalogue/fake.ts", panels("#db/import/panel-type"))).toHaveLength(1);
    expect(await boundaryErrors("app/utils/fake.server.ts", panels("#db/import/panel-type"))).toHaveLength(1);
    expect(await boundaryErrors("app/features/catalogue/fake.ts", panels("#db/vocabulary/catalogue-terms"))).toEqual([]);
  });

  it("lets only the catalogue import the monitors table, routes included", async () => {
    const code = 'import { monitors } from "#db/schema";\nexport const table = monitors;\n';
    expect(await ruleErrors("no-restricted-imports", "app/features/devices/fake.server.ts", code)).toHaveLength(1);
    expect(await ruleErrors("no-restricted-imports", "app/routes/fake.tsx", code)).toHaveLength(1);
    expect(await ruleErrors("no-restricted-imports", "app/features/catalogue/fake.server.ts", code)).toEqual([]);
  });

  it("lets the list of tools read the declarations, and a declaration only its phrases (012)", async () => {
    expect(await boundaryErrors("app/tool-declarations.ts", 'export { qualityTool } from "./features/calculators/quality/tool";\n')).toEqual([]);
    expect(await boundaryErrors("app/tool-declarations.ts", 'export { qualityDefinition } from "./features/calculators/quality/definition";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/utils/fake.ts", 'export { qualityTool } from "~/features/calculators/quality/tool";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/features/calculators/quality/tool.ts", 'export { qualityEnUs } from "./phrases/en-us";\n')).toEqual([]);
    expect(await boundaryErrors("app/features/calculators/quality/tool.ts", 'export { qualityDefinition } from "./definition";\n')).toHaveLength(1);
  });

  it("orders every feature folder exactly once", () => {
    const folders = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...featureOrder].sort()).toEqual(folders.sort());
  });
});
