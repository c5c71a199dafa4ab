import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Test files: they may import fixtures and harnesses, and run under Vitest or Playwright, not plain Node. */
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/** What the app does not import: the build's code, the tests and the tools. */
const APP_OUTSIDE = {
  group: ["**/pipeline/*", "**/e2e/*", "**/tests/*", "**/bench/*", "**/demo-images/*"],
  message: "The app does not import the build's code, the tests or the tools; they import the app.",
};

/** The content comes in through one door, app/data/load.ts (`loadContent`), never by an import of its files. */
const CONTENT_FILES = {
  group: ["~/content/*", "**/content/*"],
  message: "Read the content through loadContent (app/data/load.ts) or pageData (app/data/index.server.ts), not by importing its files.",
};

/** What app/lib does not import: the owner's content. */
const LIB_CONTENT = { group: ["~/content/*", "**/content/*"], message: "app/lib does not import the content; take what it needs as arguments." };

const TYPE_STRIPPING = "Node runs this file as it is, erasing the types";
/** TypeScript that Node's type stripping cannot erase (what tsc's erasableSyntaxOnly forbids). */
const NOT_ERASABLE = [
  { selector: "TSEnumDeclaration", message: `${TYPE_STRIPPING}: no enum (a union of literals, or an object as const).` },
  { selector: "TSModuleDeclaration:not([declare=true])", message: `${TYPE_STRIPPING}: no namespace (a module of its own).` },
  { selector: "TSParameterProperty", message: `${TYPE_STRIPPING}: no parameter property (assign the field in the constructor).` },
  { selector: "TSImportEqualsDeclaration", message: `${TYPE_STRIPPING}: no import = (an import, or createRequire).` },
  { selector: "TSExportAssignment", message: `${TYPE_STRIPPING}: no export = (an export).` },
];
/** A relative import without its file's extension, which Node does not guess. */
const EXTENSIONLESS = ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
  selector: `${node}[source.value=/^\\.\\.?\\//]:not([source.value=/\\.(ts|tsx|js|mjs|json)$/])`,
  message: `${TYPE_STRIPPING}: a relative import names its file with its extension (./x.ts), as Node resolves it.`,
}));

export default tseslint.config(
  { ignores: ["build/", "build-fixtures/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // \`import { type X } from "m"\` keeps \`import "m"\` under verbatimModuleSyntax: the module
      // then ships to the browser for nothing (the interface's English words did, to Bengali pages).
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The app never reaches into the build's code, the tests or the tools: they import the app,
    // not the other way round (docs/decisions/029-build-code-layout.md). Its tests may use fixtures.
    files: ["app/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [APP_OUTSIDE, CONTENT_FILES] }] },
  },
  {
    // Imports point one way: app/content is the owner's, read through app/data; the
    // helpers in app/lib know nothing of it, and the content imports no code but its schema.
    files: ["app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [LIB_CONTENT] }] },
  },
  {
    // Both rules at once for app/lib's own modules (a later block would replace the earlier).
    files: ["app/lib/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [LIB_CONTENT, APP_OUTSIDE] }] },
  },
  {
    // The build's code (pipeline/) depends on the app and nothing else of the repository: the
    // end-to-end tests, the HTML check and the bench import it, never the other way round.
    files: ["pipeline/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/e2e/*", "**/tests/*", "**/bench/*", "**/demo-images/*"],
              message: "pipeline/ is the build's code: it does not import the tests or the tools (they import it).",
            },
            CONTENT_FILES,
          ],
        },
      ],
    },
  },
  {
    // Node runs these as they are, stripping the types (no compiler in between): only syntax it
    // can erase, and relative imports with their extension, as Node resolves them.
    files: ["pipeline/**", "bench/**", "demo-images/**", "e2e/servers/**", "tests/validate-html.ts", "tests/fixtures/second-owner-pictures.ts", "app/**/*.ts"],
    ignores: TESTS,
    rules: { "no-restricted-syntax": ["error", ...NOT_ERASABLE] },
  },
  {
    files: ["pipeline/**", "bench/**", "demo-images/**", "e2e/servers/**", "tests/validate-html.ts", "tests/fixtures/second-owner-pictures.ts", "app/data/content-dir.ts", "app/data/schema/**"],
    ignores: TESTS,
    rules: { "no-restricted-syntax": ["error", ...NOT_ERASABLE, ...EXTENSIONLESS] },
  },
  {
    // The owner's folder is data: it imports types only (zod's `z` and its schema in
    // app/data/schema/, for `satisfies`), which Node erases, so every reader loads it alike.
    files: ["app/content/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[importKind!='type'], ExportNamedDeclaration[source], ExportAllDeclaration",
          message: "app/content holds data: it imports types only (`import type`), and its schema lives in app/data/schema/.",
        },
      ],
    },
  },
  {
    // The interface's words live in app/lib/words.ts, ready for translation; the owner's come
    // from the content. So no words written straight into the markup of components and routes.
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx"],
    // Tests name what they render.
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/[A-Za-z]{2,}/]", message: "Interface words go in app/lib/words.ts (the owner's in app/content)." },
        {
          selector: ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]",
          message: "Interface words go in app/lib/words.ts (the owner's in app/content).",
        },
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|aria-roledescription|label|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]{2,}/]",
          message: "Interface words go in app/lib/words.ts (the owner's in app/content).",
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
