import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import {
  blogPosting,
  breadcrumbList,
  course,
  courseWorkload,
  creativeWork,
  graph,
  person,
  service,
  siteIds,
  webSite,
  type PageFacts,
  type SiteFacts,
} from "./structured-data";

// A site served under a sub-path, so the ids and URLs cannot be right by accident.
const home = "https://example.org/jane/";
const site: SiteFacts = {
  name: "Jane Roe",
  title: "Designer & Developer",
  language: "en-GB",
  email: "jane@example.org",
  phone: "+44 20 7946 0000",
  address: { city: "Leeds", countryCode: "GB" },
  socials: [{ url: "https://github.com/jane-roe" }, { url: "https://www.linkedin.com/in/jane-roe" }],
};
const page: PageFacts = {
  home,
  url: `${home}things/one`,
  name: "Thing one",
  description: "What thing one is.",
  image: `${home}images/one.png`,
  language: "en-GB",
  owner: "Jane Roe",
};
const personId = { "@id": `${home}#person` };

describe("site-wide nodes", () => {
  it("hang their @ids off the home page", () => {
    expect(siteIds(home)).toEqual({ person: `${home}#person`, website: `${home}#website` });
  });

  it("describe the site: name, address, language", () => {
    expect(webSite(site, home)).toEqual({ "@type": "WebSite", "@id": `${home}#website`, name: "Jane Roe", url: home, inLanguage: "en-GB" });
  });

  it("describe the owner: name, job, contact, address, portrait and profiles", () => {
    expect(person(site, home, `${home}me.jpg`)).toEqual({
      "@type": "Person",
      "@id": `${home}#person`,
      name: "Jane Roe",
      jobTitle: "Designer & Developer",
      email: "jane@example.org",
      telephone: "+44 20 7946 0000",
      url: home,
      image: `${home}me.jpg`,
      address: { "@type": "PostalAddress", addressLocality: "Leeds", addressCountry: "GB" },
      sameAs: ["https://github.com/jane-roe", "https://www.linkedin.com/in/jane-roe"],
    });
  });

  it("leave out what the content does not have", () => {
    const owner = person({ ...site, phone: undefined, socials: [] }, home);
    expect(owner).not.toHaveProperty("telephone");
    expect(owner).not.toHaveProperty("image");
    expect(owner).not.toHaveProperty("sameAs");
  });
});

describe("breadcrumbList", () => {
  it("lists the given items in order, numbered from 1, the page itself last", () => {
    const items = [
      { name: "Home", url: home },
      { name: "Things", url: `${home}things` },
      { name: "Thing one", url: page.url },
    ];
    const list = breadcrumbList(page.url, items);
    expect(list["@id"]).toBe(`${page.url}#breadcrumb`);
    expect(list.itemListElement).toEqual(
      items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
    );
  });
});

describe("blogPosting", () => {
  const post = { date: "2026-03-11", tags: ["UX", "Performance"], author: "Jane Roe", readingMinutes: 7 };

  it("has Google's recommended Article properties, the author being the owner's Person node", () => {
    expect(blogPosting(page, post)).toEqual({
      "@type": "BlogPosting",
      "@id": `${page.url}#article`,
      headline: "Thing one",
      description: "What thing one is.",
      url: page.url,
      mainEntityOfPage: page.url,
      datePublished: "2026-03-11",
      author: personId,
      keywords: ["UX", "Performance"],
      inLanguage: "en-GB",
      timeRequired: "PT7M",
      image: page.image,
    });
  });

  it("names a guest author as a Person of their own", () => {
    expect(blogPosting(page, { ...post, author: "Sam Guest" }).author).toEqual({ "@type": "Person", name: "Sam Guest" });
  });

  it("says when the post was last updated, where it says so", () => {
    expect(blogPosting(page, post)).not.toHaveProperty("dateModified");
    expect(blogPosting(page, { ...post, updated: "2026-04-02" }).dateModified).toBe("2026-04-02");
  });
});

describe("creativeWork", () => {
  it("is the project: name, description, image, creator, date and kind of work", () => {
    const work = creativeWork(page, {
      date: "2026-09-14",
      author: "Jane Roe",
      category: "Web Applications",
      group: ["Web Applications", "Mobile Apps"],
    });
    expect(work).toEqual({
      "@type": "CreativeWork",
      "@id": `${page.url}#work`,
      name: "Thing one",
      description: "What thing one is.",
      url: page.url,
      creator: personId,
      dateCreated: "2026-09-14",
      keywords: ["Web Applications", "Mobile Apps"],
      inLanguage: "en-GB",
      image: page.image,
    });
  });
});

describe("service", () => {
  it("is offered by the owner, its type its name", () => {
    expect(service({ ...page, image: undefined })).toEqual({
      "@type": "Service",
      "@id": `${page.url}#service`,
      name: "Thing one",
      serviceType: "Thing one",
      description: "What thing one is.",
      url: page.url,
      provider: personId,
    });
  });
});

describe("course", () => {
  const details = (length?: string): Parameters<typeof courseWorkload>[0] => [
    { title: "Includes", items: [{ key: "Certificate", value: true }] },
    { title: "Facts", items: length ? [{ key: "Length", value: length }] : [{ key: "Level", value: "Beginner" }] },
  ];
  const product = { price: 2500, rating: 4, numReviews: 12, additionalDetails: details("9 hours") };

  it("has what Google's course info requires: name, description, provider, offers with a category, a course instance", () => {
    const node = course(page, product, "BDT");
    expect(node).toMatchObject({
      "@type": "Course",
      "@id": `${page.url}#course`,
      name: "Thing one",
      description: "What thing one is.",
      url: page.url,
      image: page.image,
      provider: personId,
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT9H", instructor: personId },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4, ratingCount: 12, bestRating: 5 },
    });
  });

  it("offers it at its price, a bare number, in an ISO 4217 currency", () => {
    expect(course(page, product, "BDT").offers).toEqual({
      "@type": "Offer",
      category: "Paid",
      price: 2500,
      priceCurrency: "BDT",
      availability: "https://schema.org/InStock",
      url: page.url,
    });
    expect(course(page, { ...product, price: 0 }, "USD").offers).toMatchObject({ category: "Free", price: 0, priceCurrency: "USD" });
  });

  it("offers it once in each currency where the owner gives taka and dollars", () => {
    const offers = course(page, { ...product, price: { BDT: 2500, USD: 25 } }, "BDT").offers;
    expect(offers).toEqual([
      expect.objectContaining({ "@type": "Offer", category: "Paid", price: 2500, priceCurrency: "BDT", url: page.url }),
      expect.objectContaining({ "@type": "Offer", category: "Paid", price: 25, priceCurrency: "USD", url: page.url }),
    ]);
  });

  it("has no rating without reviews, and no workload without a length", () => {
    const node = course(page, { ...product, numReviews: 0, additionalDetails: details() }, "BDT");
    expect(node).not.toHaveProperty("aggregateRating");
    expect(node.hasCourseInstance).not.toHaveProperty("courseWorkload");
  });
});

describe("courseWorkload", () => {
  it("reads the course's length as an ISO 8601 duration", () => {
    const of = (value: string) => courseWorkload([{ title: "Facts", items: [{ key: "Length", value }] }]);
    expect(of("9 hours")).toBe("PT9H");
    expect(of("6.5 hours")).toBe("PT6H30M");
    expect(of("1 hour")).toBe("PT1H");
    expect(of("45 minutes")).toBe("PT45M");
    expect(of("2h")).toBe("PT2H");
    expect(of("about a week")).toBeUndefined();
    expect(courseWorkload([{ title: "Facts", items: [{ key: "Lessons", value: "9 hours" }] }])).toBeUndefined();
  });
});

describe("graph", () => {
  it("is one schema.org @graph of the nodes given, without the absent ones", () => {
    const nodes = [webSite(site, home), undefined, person(site, home)];
    expect(graph(nodes)).toEqual({ "@context": "https://schema.org", "@graph": [nodes[0], nodes[2]] });
  });
});

describe("in the page", () => {
  // Content can hold anything, including the end of a script.
  const hostile = 'Ends </script><script>alert("x")</script> & <!-- here';
  const data = graph([{ ...webSite(site, home), name: hostile }]);
  const meta = (): MetaDescriptor[] => [{ "script:ld+json": data }];
  const Stub = createRoutesStub([{ path: "/", meta, Component: () => <Meta /> }]);

  it("cannot be closed or commented out by its text: <, > and & are escaped", () => {
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const text = scripts[0]![1]!;
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("reads back as the same data in the browser", () => {
    const { container } = render(<Stub initialEntries={["/"]} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? "")).toEqual(data);
  });
});
