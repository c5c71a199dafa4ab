// After `react-router build`: the fallback page React Router writes for paths
// that were not pre-rendered becomes 404.html, the name static hosts (and
// serve.ts) serve, with status 404, for unknown addresses.
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { deferHydrationIn } from "./defer-hydration.ts";
import { writeHostConfigs } from "./hosting/configs.ts";
import { applyPolicyIn } from "./hosting/csp.ts";
import { pageFacesIn } from "./page-fonts.ts";
import { pageIconsIn } from "./page-icons.ts";
import { precompress } from "./precompress.ts";
import { responsiveImages } from "./responsive-images.ts";
import { shareImages } from "./share-images.ts";
import { stylesheetFirstIn } from "./stylesheet-first.ts";
import { BUILD_DIR, buildRoot } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";
import { brokenLinks } from "./check-links.ts";
import { buildSearchIndex, removeMarks } from "./search-index.ts";
import { ownerPolicy } from "./hosting/policy.ts";
import { NAMES_FILE, unrenamedIn } from "./vite/short-class-names.ts";

// What the owner's content asks of the build's last steps: the search or none, the policy, the hosts' rules.
const content = await loadContent();
const owner = ownerPolicy(content);

const client = join(buildRoot, "client");
const fallback = join(client, "__spa-fallback.html");
if (!existsSync(fallback)) {
  console.error(`${BUILD_DIR}/client/__spa-fallback.html is missing: is the / path still pre-rendered?`);
  process.exit(1);
}
copyFileSync(fallback, join(client, "404.html"));
console.log(`postbuild: wrote ${BUILD_DIR}/client/404.html`);

// Each other language's not-found page, pre-rendered at /bn/404 (app/routes.paths.ts), becomes
// bn/404.html, which the hosts serve with status 404 for unknown addresses under /bn/.
for (const { page } of owner.notFoundPages.filter(({ prefix }) => prefix !== "/")) {
  const rendered = join(client, page.replace(/\.html$/, ""), "index.html");
  if (!existsSync(rendered)) {
    console.error(
      `${BUILD_DIR}/client${page.replace(/\.html$/, "")}/index.html is missing: is ${page.replace(/\.html$/, "")} still pre-rendered?`,
    );
    process.exit(1);
  }
  renameSync(rendered, join(client, page));
  rmSync(join(client, page.replace(/\.html$/, "")), { recursive: true });
  console.log(`postbuild: wrote ${BUILD_DIR}/client${page}`);
}

// The build gave the utilities short names (vite/short-class-names.ts): no page, nor the data a
// page reads as the visitor moves on, may still use an old one, which the stylesheet no longer has.
{
  const names = new Map(Object.entries(JSON.parse(readFileSync(join(buildRoot, NAMES_FILE), "utf8")) as Record<string, string>));
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|data)$/.test(entry.name))
    .map((entry) => relative(client, join(entry.parentPath, entry.name)));
  const unrenamed = files.flatMap((file) => {
    const old = unrenamedIn(readFileSync(join(client, file), "utf8"), names);
    return old.length ? [`${file}: ${old.join(" ")}`] : [];
  });
  if (unrenamed.length) {
    console.error(`postbuild: ${unrenamed.length} files use classes by the names the build replaced:\n  ${unrenamed.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`postbuild: ${names.size} classes by short names, in all ${files.length} pages and data files`);
}

console.log(`postbuild: ${deferHydrationIn(client)} pages start their scripts after the load event`);
console.log(`postbuild: ${stylesheetFirstIn(client)} pages ask for their stylesheet before any other file`);

// Files made by resource routes (the CV, the manifest, the icon sprite, the sitemap, robots.txt,
// the feed) are fetched directly, never through the router, so their .data twins are not needed.
for (const file of [
  "images/cv.pdf.data",
  "site.webmanifest.data",
  "images/icons.svg.data",
  "sitemap.xml.data",
  "robots.txt.data",
  "feed.xml.data",
])
  rmSync(join(client, file), { force: true });

// The site search's index, from the pages as visitors get them (their scripts final), then the
// build-time marks it reads taken out of every page (search-index.ts). Without the
// search (site.ts `features`), no index: only the marks go.
if (content.site.features.search) await buildSearchIndex(client);
else console.log(`search index: none (the search is switched off); marks taken out of ${removeMarks(client)} pages`);

await responsiveImages(client);

// After the photos' copies, which would otherwise include copies of these PNGs that nothing shows.
await shareImages(client);

// Once the pages' scripts are final: each page's content security policy, then every
// host's configuration with the same policy (hosting/).
const { pages, scriptHashes } = applyPolicyIn(client, owner.choices);
console.log(`postbuild: a content security policy in ${pages} pages, ${scriptHashes.length} inline scripts allowed by hash`);
console.log(`postbuild: wrote ${writeHostConfigs(client, scriptHashes, owner).join(", ")}`);

// Each Bengali page's own face (page-fonts.ts), before the icons: it adds to the page's head.
const faces = await pageFacesIn(client);
console.log(`postbuild: ${faces.pages} Bengali pages ask for a face of their own words (${faces.faces} faces)`);
if (faces.englishWithSiteFace.length)
  console.log(
    `postbuild: English pages with Bengali words outside an element marked lang="bn" are drawn whole with the site's Bengali face,\n` +
      `  laid out again when it arrives; mark the words (app/content/README.md) to spare them that:\n  ${faces.englishWithSiteFace.join("\n  ")}`,
  );

// Each page's icons in the page itself, or in a sprite of only its icons (page-icons.ts), once
// the pages are otherwise final: whether they fit in the first round trip depends on the rest.
const icons = pageIconsIn(client);
console.log(`postbuild: icons written into ${icons.inline} of ${icons.pages} pages, ${icons.sprites} sprites of the others' icons`);
// Every same-site address a page points to exists (links in the content included).
const broken = brokenLinks(client, content.redirects);
if (broken.length) {
  console.error(`postbuild: ${broken.length} links point to nothing in the build:\n  ${broken.join("\n  ")}`);
  process.exit(1);
}
console.log("postbuild: every same-site link points to a file of the build");

// Last, once every file is final: the .br and .gz twins serve.ts sends.
await precompress(client);
