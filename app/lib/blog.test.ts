import { describe, expect, it } from "vitest";
import { allTags, categoryCounts, filterPosts, RELATED_POSTS, morePostsFor } from "./blog";

const posts = [
  { title: "Choosing a stack", summary: "React or Laravel?", categories: ["Web Development", "Business"], tags: ["react", "planning"] },
  { title: "WordPress speed", summary: "A checklist", categories: ["WordPress", "Performance"], tags: ["wordpress", "speed"] },
  { title: "Slow networks", summary: "Design for 3G in Dhaka", categories: ["Performance", "Design"], tags: ["speed", "mobile"] },
];

describe("categoryCounts", () => {
  it("counts the posts in each category, most used first", () => {
    expect(categoryCounts(posts)).toEqual([
      { name: "Performance", count: 2 },
      { name: "Business", count: 1 },
      { name: "Design", count: 1 },
      { name: "Web Development", count: 1 },
      { name: "WordPress", count: 1 },
    ]);
  });
});

describe("allTags", () => {
  it("lists each tag once, sorted", () => {
    expect(allTags(posts)).toEqual(["mobile", "planning", "react", "speed", "wordpress"]);
  });
});

describe("filterPosts", () => {
  it("searches titles and summaries, case-insensitively", () => {
    expect(filterPosts(posts, { query: "wordpress" }).map((p) => p.title)).toEqual(["WordPress speed"]);
    expect(filterPosts(posts, { query: "DHAKA" }).map((p) => p.title)).toEqual(["Slow networks"]);
    expect(filterPosts(posts, { query: "  " })).toHaveLength(3);
  });
  it("filters by category and by tag, together with the search", () => {
    expect(filterPosts(posts, { category: "Performance" })).toHaveLength(2);
    expect(filterPosts(posts, { tag: "speed", query: "slow" }).map((p) => p.title)).toEqual(["Slow networks"]);
    expect(filterPosts(posts, { category: "Nope" })).toEqual([]);
  });
});

describe("morePostsFor", () => {
  const post = (id: string, date: string, categories: string[], tags: string[] = []) => ({ id, date, categories, tags });
  const blog = [
    post("e", "2026-05-01", ["Design"], ["ux"]),
    post("a", "2026-01-01", ["WordPress"], ["speed"]),
    post("c", "2026-03-01", ["Performance"], ["speed"]),
    post("b", "2026-02-01", ["Business"]),
    post("d", "2026-04-01", ["Design", "Performance"], ["speed", "ux"]),
    post("f", "2026-06-01", ["Business"]),
    post("g", "2026-07-01", ["WordPress", "Performance"], ["speed"]),
  ];

  it("links the previous (older) and next (newer) post by date", () => {
    const { previous, next } = morePostsFor(blog, "c");
    expect([previous?.id, next?.id]).toEqual(["b", "d"]);
    expect(morePostsFor(blog, "a").previous).toBeUndefined();
    expect(morePostsFor(blog, "g").next).toBeUndefined();
  });

  it("forms one chain through every post, both ways", () => {
    const forward: string[] = [];
    for (let at = "a"; at; at = morePostsFor(blog, at).next?.id ?? "") forward.push(at);
    expect(forward).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
    const backward: string[] = [];
    for (let at = "g"; at; at = morePostsFor(blog, at).previous?.id ?? "") backward.push(at);
    expect(backward).toEqual([...forward].reverse());
  });

  it("orders posts of one day by id, the same on every build", () => {
    const sameDay = [post("y", "2026-01-01", []), post("x", "2026-01-01", []), post("z", "2026-01-01", [])];
    expect(morePostsFor(sameDay, "y")).toMatchObject({ previous: { id: "x" }, next: { id: "z" } });
    expect(morePostsFor([...sameDay].reverse(), "y")).toMatchObject({ previous: { id: "x" }, next: { id: "z" } });
  });

  it("relates the posts sharing most categories and tags first, then the latest, leaving out itself and its neighbours", () => {
    // "c": previous "b", next "d". Shared: g (Performance, speed) 2, a (speed) 1, e 0, f 0.
    expect(morePostsFor(blog, "c").related.map((entry) => entry.id)).toEqual(["g", "a", "f"]);
  });

  it(`relates ${RELATED_POSTS} posts at most, and none on a blog of its neighbours alone`, () => {
    for (const { id } of blog) expect(morePostsFor(blog, id).related.length).toBeLessThanOrEqual(RELATED_POSTS);
    expect(morePostsFor(blog.slice(0, 2), "a").related).toEqual([]);
  });

  it("has nothing for a post it does not know", () => {
    expect(morePostsFor(blog, "nope")).toEqual({ related: [] });
  });
});
