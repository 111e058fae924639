// ESLint (flat config). The layers and their walls are explained in docs/decisions/011-lint-boundaries.md.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureEntryPoints, featureOrder } from "./eslint/layers.js";

const root = import.meta.dirname;

/** One policy per feature: it may reach the features below it, through their entry points only. */
const featurePolicies = featureOrder.slice(1).map((name, index) => ({
  from: { element: { type: "feature", captured: { featureName: name } } },
  allow: {
    to: featureOrder.slice(0, index + 1).map((lower) => ({
      element: { type: "feature", captured: { featureName: lower }, internalPath: featureEntryPoints },
    })),
  },
}));

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "public/**", "coverage/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a value left out on purpose (rest destructuring, unused arguments).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (role="region" with a label) must be reachable by keyboard (axe's
      // scrollable-region-focusable), and so must a tab panel: tabIndex on them is right.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region", "tabpanel"], tags: [], allowExpressionValues: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": root,
      "boundaries/include": ["app/**/*", "db/**/*"],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "import/resolver": { typescript: { project: `${root}/tsconfig.json` } },
      // First match wins: order goes from the most specific pattern to the catch-all.
      "boundaries/elements": [
        { type: "routes", partialMatch: false, pattern: ["app/routes/**", "app/root.tsx", "app/routes.ts", "app/entry.*"] },
        // The site shell (header, menu, footer) is rendered by app/root.tsx only: it composes features.
        { type: "routes", pattern: "app/components/layout" },
        // A tool's declaration (docs/decisions/012): client-safe, read by shared code through app/tool-declarations.ts.
        { type: "tool-declaration", mode: "file", pattern: "app/features/**/tool.ts" },
        // Files directly in app/ (a folder pattern cannot name them): the list of tools is shared code.
        { type: "shared", mode: "file", pattern: "app/tool-declarations.ts" },
        { type: "feature", pattern: "app/features/*", capture: ["featureName"] },
        { type: "shared", partialMatch: false, pattern: ["app/components/ui/**", "app/i18n/**", "app/utils/**", "app/types/**", "app/*.ts", "app/*.tsx"] },
        { type: "db-tools", partialMatch: false, pattern: ["db/import/**", "db/seed/**", "db/seed-data/**", "db/cli.ts"] },
        // db/vocabulary: what the import writes and the app reads (panel names, gamut maths, the CIE table).
        { type: "db", partialMatch: false, pattern: ["db/*", "db/migrations/**", "db/vocabulary/**"] },
      ],
      "boundaries/files": [{ category: "test", pattern: ["**/*.test.ts", "**/*.test.tsx", "**/*.fixture.ts"] }],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "routes" } }, allow: { to: { element: { type: ["routes", "feature", "tool-declaration", "shared", "db"] } } } },
            { from: { element: { type: "feature" } }, allow: { to: { element: { type: ["shared", "db"] } } } },
            ...featurePolicies,
            { from: { element: { type: "shared" } }, allow: { to: { element: { type: ["shared", "db"] } } } },
            // Exception: the list of tools (app/tool-declarations.ts, a shared file) gathers every tool's
            // declaration. A declaration reads only shared code and its own folder's phrases and saved
            // name, so shared code still reaches no feature's logic through it.
            { from: { file: { path: "app/tool-declarations.ts" } }, allow: { to: { element: { type: "tool-declaration" } } } },
            {
              from: { element: { type: "tool-declaration" } },
              allow: [{ to: { element: { type: "shared" } } }, { to: { element: { type: "feature", internalPath: ["**/phrases/**", "**/saved-name.ts"] } } }],
            },
            // Features read their own tools' declarations (names, published addresses).
            { from: { element: { type: "feature" } }, allow: { to: { element: { type: "tool-declaration" } } } },
            { from: { element: { type: "db" } }, allow: { to: { element: { type: "db" } } } },
            // The import and seed tools sit above the app: they reuse its vocabularies and schemas.
            { from: { element: { type: "db-tools" } }, allow: { to: { element: { type: ["db-tools", "db", "shared", "feature"] } } } },
            // Exception: tests build their data with the seed and import tools (the app itself never
            // does), and may reach a feature's internals to test or mock them (order still applies
            // to the code under test).
            { from: { file: { categories: "test" } }, allow: { to: { element: { type: ["db-tools", "feature", "tool-declaration", "shared"] } } } },
            // Exception: the phrase catalogue registers every feature's phrases (STYLE.md: a tool
            // registers its phrases in one place), so it reads each feature's `phrases/` folder.
            {
              from: { file: { path: "app/i18n/phrases/{en-us,zh-cn}.ts" } },
              allow: { to: { element: { type: "feature", internalPath: "**/phrases/**" } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The monitors table belongs to the catalogue: the rest of the app asks it (its index.server.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/features/catalogue/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "#db/schema", importNames: ["monitors"], message: "Query monitors through ~/features/catalogue/index.server." }] },
      ],
    },
  },
  {
    // Building an Intl object costs far more than using one: every formatter comes from utils/intl's cache
    // (utils/money builds its currency formats through that cache's `cached`, under its own keys).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/utils/intl.ts", "app/utils/money.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.object.name='Intl']", message: "Use the cached Intl objects of ~/utils/intl (numberFormatOf, collatorOf, displayNameOf…)." },
        { selector: "CallExpression[callee.property.name='localeCompare'][arguments.length>1]", message: "localeCompare with a locale builds a collator per call: use collatorOf(locale).compare." },
      ],
    },
  },
);
