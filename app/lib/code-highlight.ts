// Code blocks highlighted when the site is built, with Shiki: the colours are classes in the
// pre-rendered HTML (app/lib/code-theme.ts), so they show with JavaScript off and no
// highlighter reaches the browser. Shiki's JavaScript regex engine keeps this synchronous,
// as the rest of the Markdown pipeline is.
import { createHighlighterCoreSync, type LanguageRegistration } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import apache from "shiki/langs/apache.mjs";
import css from "shiki/langs/css.mjs";
import diff from "shiki/langs/diff.mjs";
import html from "shiki/langs/html.mjs";
import javascript from "shiki/langs/javascript.mjs";
import json from "shiki/langs/json.mjs";
import jsx from "shiki/langs/jsx.mjs";
import markdown from "shiki/langs/markdown.mjs";
import nginx from "shiki/langs/nginx.mjs";
import php from "shiki/langs/php.mjs";
import shellscript from "shiki/langs/shellscript.mjs";
import shellsession from "shiki/langs/shellsession.mjs";
import sql from "shiki/langs/sql.mjs";
import tsx from "shiki/langs/tsx.mjs";
import typescript from "shiki/langs/typescript.mjs";
import yaml from "shiki/langs/yaml.mjs";
import { CODE_THEMES, colourClass } from "./code-theme";

const LANGUAGES: LanguageRegistration[][] = [
  apache,
  css,
  diff,
  html,
  javascript,
  json,
  jsx,
  markdown,
  nginx,
  php,
  shellscript,
  shellsession,
  sql,
  tsx,
  typescript,
  yaml,
];

/** What a reader is shown for a language where Shiki's own name would read oddly (a page's words may name it in their language). */
const LABELS: Record<string, string> = { shellscript: "Bash", apache: "Apache" };

let highlighter: ReturnType<typeof createHighlighterCoreSync> | undefined;
const registrations = new Map<string, LanguageRegistration>();

function load() {
  if (!highlighter) {
    highlighter = createHighlighterCoreSync({
      themes: [CODE_THEMES.light, CODE_THEMES.dark],
      langs: LANGUAGES.flat(),
      engine: createJavaScriptRegexEngine(),
    });
    for (const registration of LANGUAGES.flat())
      for (const name of [registration.name, ...(registration.aliases ?? [])]) registrations.set(name, registration);
  }
  return highlighter;
}

/** The languages a fence may name (with their aliases), for the owner's guide and the build's warning. */
export function highlightedLanguages(): string[] {
  load();
  return [...registrations.keys()].sort();
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface HighlightedCode {
  /** The block's code as HTML: a span with colour classes for each run of one colour. */
  html: string;
  /** The language as a reader names it ("TypeScript", "Shell session"), or undefined for a language not highlighted. */
  label: string | undefined;
  /** Shiki's name of the language ("typescript", "shellsession"), or undefined. */
  language: string | undefined;
}

/**
 * A block of code as HTML with its tokens' colour classes. A language the site does not
 * highlight (or none) comes back escaped and plain, without a label.
 */
export function highlight(code: string, language: string | undefined): HighlightedCode {
  const shiki = load();
  const registration = language ? registrations.get(language.toLowerCase()) : undefined;
  if (!registration) return { html: escapeHtml(code), label: undefined, language: undefined };
  const lines = shiki.codeToTokensWithThemes(code, {
    lang: registration.name,
    themes: { light: CODE_THEMES.light.name!, dark: CODE_THEMES.dark.name! },
    // No time limit a line: Shiki's default (0.5 s) leaves the rest of a line uncoloured when the
    // building machine is busy, and a page must come out the same on every build.
    tokenizeTimeLimit: 0,
  });
  const html = lines
    .map((tokens) => {
      let line = "";
      let open: string | undefined;
      let run = "";
      const flush = () => {
        if (run) line += open ? `<span class="${open}">${escapeHtml(run)}</span>` : escapeHtml(run);
        run = "";
      };
      for (const token of tokens) {
        const { light, dark } = token.variants;
        const style = light?.fontStyle ?? 0;
        const classes = [
          colourClass("light", light?.color),
          colourClass("dark", dark?.color),
          style & 1 ? "ti" : undefined,
          style & 2 ? "tb" : undefined,
        ]
          .filter(Boolean)
          .join(" ");
        // Whitespace takes no colour: it joins the run before it, which keeps the HTML small.
        const next = classes || undefined;
        if (next !== open && token.content.trim()) {
          flush();
          open = next;
        }
        run += token.content;
      }
      flush();
      return line;
    })
    .join("\n");
  return { html, label: LABELS[registration.name] ?? registration.displayName ?? registration.name, language: registration.name };
}
