import { Marked } from "marked";

/**
 * Markdown to HTML, at build time only. The content is the owner's own, so it is
 * trusted; links that leave the site open in a new tab with a safe rel.
 */
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
  },
});

export function markdownToHtml(markdown: string): string {
  // Code blocks scroll sideways on narrow screens, so keyboard users must be able to focus them.
  return marked.parse(markdown, { async: false }).replace(/<pre>/g, '<pre tabindex="0">');
}

function escapeAttr(value: string) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
