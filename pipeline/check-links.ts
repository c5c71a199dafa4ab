// Every address a built page points to on its own site must exist in the build: links in the
// content (menus, footer, posts' Markdown, redirects) and in the code alike. Run after the
// build has written every file (postbuild.ts); a broken one stops the build with the
// page that has it. Fragments and queries are ignored: /blog?page=2 needs /blog.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const ATTRIBUTES = /\s(?:href|src|poster|action)="([^"]*)"|\ssrcset="([^"]*)"/g;

/** The same-site paths a page's HTML points to (not its scripts' or styles' own references). */
export function internalAddresses(html: string): string[] {
  const found = new Set<string>();
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  for (const [, single, srcset] of body.matchAll(ATTRIBUTES)) {
    const values = single !== undefined ? [single] : srcset!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!);
    for (const value of values) {
      const address = value.replaceAll("&amp;", "&");
      if (!address.startsWith("/") || address.startsWith("//")) continue;
      found.add(decodeURIComponent(address.replace(/[?#].*$/, "")) || "/");
    }
  }
  return [...found];
}

/** Whether a static host serving `client` answers `path` with a file (or a redirect the build configures). */
export function exists(client: string, path: string, redirects: Record<string, string> = {}): boolean {
  if (path in redirects) return true;
  const file = join(client, path);
  if (!file.startsWith(client)) return false;
  const candidates = [file, join(file, "index.html"), `${file}.html`];
  return candidates.some((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every broken same-site link of the build, as "page → address". */
export function brokenLinks(client: string, redirects: Record<string, string> = {}): string[] {
  const pages = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html")
    .map((entry) => join(entry.parentPath, entry.name));
  const broken: string[] = [];
  for (const page of pages) {
    for (const address of internalAddresses(readFileSync(page, "utf8"))) {
      if (!exists(client, address, redirects)) broken.push(`${relative(client, page).split(sep).join("/")} → ${address}`);
    }
  }
  return broken;
}
