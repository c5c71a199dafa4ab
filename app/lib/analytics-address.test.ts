import { describe, expect, it } from "vitest";
import { countedAddress, countedPath, countedSearch, PRIVATE_PARAMS } from "./analytics-address";

const SITE = "https://arifhossain.example.com";

describe("countedSearch", () => {
  it("takes out the search's words, and keeps what the owner's own links carry, as written and in order", () => {
    expect(countedSearch("?q=wordpress")).toBe("");
    expect(countedSearch("?q=online+store&utm_source=news&utm_campaign=spring")).toBe("?utm_source=news&utm_campaign=spring");
    expect(countedSearch("?utm_source=news&q=a%20b&ref=producthunt")).toBe("?utm_source=news&ref=producthunt");
    expect(countedSearch("?page=2&tag=react")).toBe("?page=2&tag=react");
    expect(countedSearch("?category=web%20design&page=2")).toBe("?category=web%20design&page=2");
    expect(countedSearch("")).toBe("");
  });

  it("knows the parameter however it is written: escaped, in capitals, twice, empty, without a value", () => {
    expect(countedSearch("?%71=wordpress&page=2")).toBe("?page=2");
    expect(countedSearch("?Q=wordpress")).toBe("");
    expect(countedSearch("?q=one&q=two&view=list")).toBe("?view=list");
    expect(countedSearch("?q=&view=list")).toBe("?view=list");
    expect(countedSearch("?q&view=list")).toBe("?view=list");
    expect(countedSearch("?&q=x&")).toBe("");
  });

  it("keeps other parameters whose names only start like it", () => {
    expect(countedSearch("?qq=1&query=x&q2=y")).toBe("?qq=1&query=x&q2=y");
  });

  it("takes out giscus' sign-in as well", () => {
    expect(PRIVATE_PARAMS).toEqual(["q", "giscus"]);
    expect(countedSearch("?giscus=3f9a1c&utm_medium=email")).toBe("?utm_medium=email");
  });
});

describe("countedAddress", () => {
  it("is the whole address without the words, in either language, its fragment kept", () => {
    expect(countedAddress(`${SITE}/search?q=wordpress`)).toBe(`${SITE}/search`);
    expect(
      countedAddress(
        `${SITE}/bn/search?q=%E0%A6%93%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%A1%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A7%87%E0%A6%B8`,
      ),
    ).toBe(`${SITE}/bn/search`);
    expect(countedAddress(`${SITE}/search?q=seo&utm_source=news#results`)).toBe(`${SITE}/search?utm_source=news#results`);
    expect(countedAddress(`${SITE}/blog/hello-world?giscus=3f9a1c#comments`)).toBe(`${SITE}/blog/hello-world#comments`);
    expect(countedAddress(`${SITE}/products?view=list`)).toBe(`${SITE}/products?view=list`);
  });

  it("reads a path against the page, and gives nothing for what is not an address", () => {
    expect(countedAddress("/search?q=wordpress", `${SITE}/about`)).toBe(`${SITE}/search`);
    expect(countedAddress("")).toBe("");
    expect(countedAddress("not an address")).toBe("");
  });

  it("cleans another site's address too: a search engine's words stay out as well", () => {
    expect(countedAddress("https://search.example/results?q=arif+hossain+wordpress&lang=en")).toBe(
      "https://search.example/results?lang=en",
    );
    expect(countedAddress("https://www.google.com/")).toBe("https://www.google.com/");
  });
});

describe("countedPath", () => {
  it("is the path and what is left of the query, without the fragment", () => {
    expect(countedPath(`${SITE}/search?q=wordpress#x`)).toBe("/search");
    expect(countedPath(`${SITE}/blog?page=2&q=seo`)).toBe("/blog?page=2");
    expect(countedPath("/bn/search?q=x", SITE)).toBe("/bn/search");
    expect(countedPath("")).toBe("");
  });
});
