import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // Imports point one way: app/content is the owner's, read through app/data; the
    // helpers in app/lib know nothing of it, and the content imports no code but its schema.
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/content/*", "**/content/*"], message: "app/lib does not import the content; take what it needs as arguments." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*", "../*"], message: "app/content holds content and its schema only." }] },
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
