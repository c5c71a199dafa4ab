// @vitest-environment node
// (the content is loaded through file: URLs, which happy-dom's URL is not.)
import { index, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { loadContent } from "./data/load.ts";
import { prerenderPaths, sitemapPaths, staticPaths } from "./routes.paths";
import routes, { siteRoutes } from "./routes";

// The content folder the build reads (CONTENT_DIR), as prerenderPaths() reads it.
const content = await loadContent();
const { projects, redirects } = content;

describe("staticPaths", () => {
  it("lists / and every route without a :param or *, as React Router does", () => {
    const config = [
      index("routes/home.tsx"),
      route("about", "routes/about.tsx"),
      route("blog/:id", "routes/post.tsx"),
      route("docs", "routes/docs.tsx", [
        index("routes/docs-index.tsx"),
        route("intro/", "routes/intro.tsx"),
        route(":page", "routes/page.tsx"),
      ]),
      route("*", "routes/not-found.tsx"),
    ];
    expect(staticPaths(config)).toEqual(["/", "/about", "/docs", "/docs/intro"]);
  });
});

describe("sitemapPaths", async () => {
  const paths = sitemapPaths({
    ...content,
    site: { ...content.site, features: { ...content.site.features, blog: true } },
    posts: [{ id: "a-post" }, { id: "another-post" }],
  });
  // What React Router pre-renders from app/routes.ts.
  const prerendered = await prerenderPaths({ getStaticPaths: () => staticPaths(siteRoutes(content.site, redirects)) });

  it("lists the home page, the other pages and a page for every post", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/about", "/blog", "/blog/a-post", "/blog/another-post", `/portfolio/${projects[0]!.id}`]),
    );
  });

  it("leaves out the alias of the home page, the old addresses and the files", () => {
    for (const path of [
      "/home",
      ...Object.keys(redirects),
      "/sitemap.xml",
      "/robots.txt",
      "/feed.xml",
      "/site.webmanifest",
      "/images/cv.pdf",
    ]) {
      if (path !== "/feed.xml" || content.site.features.blog) expect(prerendered).toContain(path);
      expect(paths).not.toContain(path);
    }
  });

  it("lists each path once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("prerenderPaths", () => {
  it("stops when React Router reads app/routes.ts differently from staticPaths()", async () => {
    const read = staticPaths(await routes);
    await expect(prerenderPaths({ getStaticPaths: () => [...read, "/extra"] })).rejects.toThrow(/reads app\/routes.ts as/);
  });
});
