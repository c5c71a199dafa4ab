import { describe, expect, it } from "vitest";
import { entryMeta, entryPath, findEntry, loadDetail, postPage, projectPage } from "./detail-route";
import { en } from "./words";
import { bn } from "./words.bn";

const projects = [
  { id: 1, title: "One" },
  { id: 12, title: "Twelve" },
];

/** A 404 as the route's ErrorBoundary receives it: "… not found" in the page's language. */
const notFound = (title: string) => ({ data: title, init: { status: 404 } });

/** What a loader threw: the thrown value, or a failure when it returned. */
async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

describe("a detail page (projectPage, postPage)", () => {
  it("finds the entry the address names, its id read as the list writes ids", () => {
    expect(findEntry(projectPage, projects, "12", "en")).toBe(projects[1]);
    expect(findEntry(projectPage, projects, "012", "en")).toBe(projects[1]);
    expect(findEntry(postPage, [{ id: "a-post" }], "a-post", "en")).toEqual({ id: "a-post" });
  });

  it("answers an id that matches nothing, or cannot be one, with a 404 titled in the page's language", async () => {
    for (const param of ["3", "abc", "1.5", undefined]) {
      const error = await thrown(() => findEntry(projectPage, projects, param, "bn"));
      expect(error, String(param)).toMatchObject(notFound(bn.notFound.kinds.Project.title));
    }
  });

  it("makes the entry's meta: its path under the list, its title, a breadcrumb back to the list", () => {
    const site = { name: "Owner", url: "https://owner.example", language: "en", languages: ["en"] as const, locale: "en-GB" };
    const meta = entryMeta(projectPage, { site, lang: "en", entry: projects[1]!, listTitle: "Portfolio", description: "The twelfth" });
    expect(meta.url).toBe("https://owner.example/portfolio/12");
    expect(meta.breadcrumb).toEqual({ title: "Twelve", trail: [{ label: "Portfolio", to: "/portfolio" }] });
    expect(meta.title).toMatch(/^Twelve/);
    expect(entryPath(postPage, "a-post")).toBe("/blog/a-post");
  });

  describe("in the browser (loadDetail, the clientLoader)", () => {
    const load = (path: string, serverLoader: () => Promise<unknown> = () => Promise.resolve("data")) =>
      loadDetail(projectPage, {
        params: { id: path.split("/").at(-1) },
        request: new Request(`https://owner.example${path}`),
        serverLoader,
      });

    it("gives the pre-rendered data of a known id", async () => {
      await expect(load("/portfolio/12")).resolves.toBe("data");
    });

    it("sends a known number written otherwise to its own address, in the page's language", async () => {
      const redirect = (await thrown(() => load("/bn/portfolio/012"))) as Response;
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("Location")).toBe("/bn/portfolio/12");
    });

    it("answers an id without pre-rendered data, or one that cannot be an id, with a 404", async () => {
      for (const path of ["/portfolio/99", "/portfolio/abc"]) {
        const error = await thrown(() => load(path, () => Promise.reject(new Error("no data"))));
        expect(error, path).toMatchObject(notFound(en.notFound.kinds.Project.title));
      }
    });
  });
});
