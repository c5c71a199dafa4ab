import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file under a folder, by its path from there with forward slashes. */
export function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * Every pre-rendered page of a build's client folder, by the address it is served at; not the
 * not-found page, nor the moved addresses (a 301 each, `redirects.ts`).
 */
export function prerenderedPages(client: string, redirects: Record<string, string>): string[] {
  return files(client)
    .filter((file) => file.endsWith(".html") && !["404.html", "__spa-fallback.html"].includes(file))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1"))
    .filter((path) => !(path in redirects))
    .sort();
}
