import { slug } from "github-slugger";
import { Marked } from "marked";
import { highlight, highlightedLanguages } from "./code-highlight";

/**
 * Markdown to HTML, at build time only. The content is the owner's own, so it is trusted; links
 * that leave the site open in a new tab with a safe rel; code is highlighted (app/lib/code-highlight.ts);
 * each `##` and `###` gets an id from its text and a link to itself.
 */

/** A section heading of a text, for its table of contents. */
export interface Heading {
  depth: 2 | 3;
  /** The heading as plain text. */
  text: string;
  id: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

/** The words a rendered text shows around its code and headings, in its language. */
export interface MarkdownWords {
  /** The copy button of a code block, shown when scripts run. */
  copy: string;
  /** The copy button's name for screen readers, from the block's language label (or undefined). */
  copyCode: (language: string | undefined) => string;
  /** The label of a block in no highlighted language. */
  plainText: string;
  /** Labels of languages by Shiki's name, where the reader's language has its own word ("shellsession"). */
  languageNames: Readonly<Record<string, string>>;
  /** A heading's link to itself, named for screen readers. */
  linkToSection: (heading: string) => string;
}

/**
 * Ids the page around a text already uses (app/root.tsx, the layout, the comments and the footer):
 * a heading never takes one of them, so every id on a page stays unique.
 */
export const PAGE_IDS = [
  "main",
  "skip-link",
  "on-this-page",
  "related-posts",
  "newsletter",
  "reply",
  "comments-heading",
  "footer-official",
  "hydration-plan",
];

/** Used for a heading with no letter or digit in it ("🚀", "?!"). */
const UNNAMED = "section";

/**
 * A source of heading ids for one page. An id is the heading's text as GitHub makes it (lower
 * case, spaces as hyphens, punctuation and emoji dropped, Bengali letters and signs kept), with
 * runs of hyphens made one and none at either end; a repeat gets "-1", "-2"…; a heading with
 * nothing left is "section". The same headings in the same order always give the same ids, so
 * links into a post survive a rebuild.
 */
export function headingIds(reserved: readonly string[] = PAGE_IDS): (text: string) => string {
  const used = new Set(reserved);
  return (text) => {
    const base = slug(text.normalize("NFC")).replace(/-{2,}/g, "-").replace(/^-|-$/g, "") || UNNAMED;
    let id = base;
    for (let repeat = 1; used.has(id); repeat++) id = `${base}-${repeat}`;
    used.add(id);
    return id;
  };
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Text of rendered inline HTML: tags dropped and the entities marked writes decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!)
    .trim();
}

const warned = new Set<string>();

export function markdownToHtml(markdown: string, words: MarkdownWords): RenderedMarkdown {
  const headings: Heading[] = [];
  const idFor = headingIds();
  const marked = new Marked({
    gfm: true,
    renderer: {
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = [`href="${escapeAttr(href)}"`];
        if (title) attrs.push(`title="${escapeAttr(title)}"`);
        if (external) attrs.push('target="_blank"', 'rel="noopener noreferrer"');
        return `<a ${attrs.join(" ")}>${text}</a>`;
      },
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = plainText(inner);
        const id = idFor(text);
        headings.push({ depth, text, id });
        // The link is beside the heading, not in it, so the heading's name stays its text.
        return (
          `<div class="heading-anchor"><h${depth} id="${escapeAttr(id)}">${inner}</h${depth}>` +
          `<a href="#${escapeAttr(id)}" aria-label="${escapeAttr(words.linkToSection(text))}"><span aria-hidden="true">#</span></a></div>\n`
        );
      },
      code({ text, lang }) {
        const language = lang?.trim().split(/\s+/)[0] || undefined;
        const highlighted = highlight(text, language);
        const { html } = highlighted;
        const label = (highlighted.language && words.languageNames[highlighted.language]) || highlighted.label;
        if (language && !label && !warned.has(language)) {
          warned.add(language);
          console.warn(
            `Code in the language "${language}" is shown without colours: the site highlights ${highlightedLanguages().join(", ")} (app/lib/code-highlight.ts).`,
          );
        }
        const shown = label ?? language ?? words.plainText;
        // The copy button is hidden until the page's script can copy (app/components/blog/use-code-copy.ts).
        return (
          `<div class="code-block"><div class="code-bar"><span>${escapeAttr(shown)}</span>` +
          `<button type="button" data-copy aria-label="${escapeAttr(words.copyCode(label ?? language))}" hidden>${escapeAttr(words.copy)}</button></div>` +
          // Code scrolls sideways on narrow screens, so keyboard users must be able to focus it.
          `<pre tabindex="0"><code>${html}</code></pre></div>\n`
        );
      },
    },
  });
  return { html: marked.parse(markdown, { async: false }), headings };
}
