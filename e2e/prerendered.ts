import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { linkIsLive, featureOfAddress, type Features } from "../app/lib/features";

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

/**
 * Every link of a build's pages, sitemap, feeds and robots.txt to a feature switched off, or to one
 * of `offPaths`, as "file → address"; none, for a build that keeps nothing of its features.
 */
export function linksToFeaturesOff(client: string, features: Features, offPaths: readonly string[]): string[] {
  return files(client)
    .filter((file) => /\.(html|xml|txt)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(client, file), "utf8");
      return [...text.matchAll(/(?:href="|<loc>|Sitemap: )(?:https?:\/\/[^/"<\s]+)?(\/[^"<#?\s]*)(#[^"<\s]*)?/g)]
        .map((match) => `${match[1]!.replace(/(.)\/$/, "$1")}${match[2] ?? ""}`)
        .filter(
          (target) => offPaths.includes(target.split("#")[0]!) || (featureOfAddress(target) !== undefined && !linkIsLive(target, features)),
        )
        .map((target) => `${file} → ${target}`);
    });
}
