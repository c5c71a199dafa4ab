import { describe, expect, it } from "vitest";
import { allTags, categoryCounts, filterPosts } from "./blog";

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
