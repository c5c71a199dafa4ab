// @vitest-environment node
// (prerenderPaths reads the blog folder through a file: URL, which happy-dom's URL is not.)
import { index, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { importContent } from "./data/content-dir.ts";
import { prerenderPaths, sitemapPaths, staticPaths } from "./routes.paths";
import routes from "./routes";

// The content folder the build reads (CONTENT_DIR), as prerenderPaths() reads it.
const { projects } = await importContent<typeof import("./content/projects")>("projects.ts");
const { redirects } = await importContent<typeof import("./content/redirects")>("redirects.ts");

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

describe("sitemapPaths", () => {
  const paths = sitemapPaths(["a-post", "another-post"]);
  // What React Router would pre-render from app/routes.ts, with the same two posts.
  const prerendered = prerenderPaths({ getStaticPaths: () => staticPaths(routes) });

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
      expect(prerendered).toContain(path);
      expect(paths).not.toContain(path);
    }
  });

  it("lists each path once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("prerenderPaths", () => {
  it("stops when React Router reads app/routes.ts differently from staticPaths()", () => {
    expect(() => prerenderPaths({ getStaticPaths: () => [...staticPaths(routes), "/extra"] })).toThrow(/reads app\/routes.ts as/);
  });
});
