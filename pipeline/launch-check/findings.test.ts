// @vitest-environment node
// Each kind of finding, on content held in memory: the second test owner's content
// (tests/fixtures/second-owner) as the owner, and a small demo made from it, every fingerprinted
// value changed, as the demo. Nothing here is the real demo's: the fingerprint is the fixture's.
import { beforeAll, describe, expect, it } from "vitest";
import { Translatable } from "../../app/data/schema/index.ts";
import { type LaunchContent, loadLaunchContent, picturesOf, SITE_ICONS } from "./content.ts";
import { type Fingerprint, fingerprintOf, namesPhrase, sha256, wordsOf } from "./fingerprint.ts";
import { type Finding, findingsOf, lineOf } from "./findings.ts";
import { publishingReason, reportOf, summaryOf } from "./report.ts";

const T = (en: string, bn?: string) => new Translatable(en, bn);

/** The content with its pictures' files made up: each its own hash (`tag` and its path), at the size the content gives. */
function withFiles(content: LaunchContent, tag: string): LaunchContent {
  const files: LaunchContent["files"] = {};
  for (const { image } of picturesOf(content))
    files[image.src] = { sha256: sha256(`${tag} ${image.src}`), width: image.width, height: image.height };
  for (const icon of SITE_ICONS) files[icon] = { sha256: sha256(`${tag} ${icon}`) };
  return { ...content, files };
}

/** A demo unlike the owner in every value the fingerprint takes. */
function demoFrom(owner: LaunchContent): LaunchContent {
  const [bank, online] = owner.payments as [
    Extract<LaunchContent["payments"][number], { kind: "bank" }>,
    Extract<LaunchContent["payments"][number], { kind: "online" }>,
  ];
  const demo: LaunchContent = {
    ...owner,
    site: {
      ...owner.site,
      name: T("Demo Person", "ডেমো পারসন"),
      email: "hello@demo-person.test",
      phone: "+880 1999-000111",
      url: "https://demo-person.test",
      address: { ...owner.site.address, street: T("House 1, Road 2, Demo Town") },
      socials: [{ label: T("GitHub"), url: "https://github.com/demo-person", icon: "github" }],
      description: T("Demo Person builds demo sites for demo clients."),
    },
    profiles: [{ ...owner.profiles[0]!, url: "https://www.upwork.com/freelancers/demo-person" }],
    chat: { whatsapp: "+880 1999-000111", messenger: "demo.person", telegram: "demo_person" },
    payments: [
      { ...bank, accountName: "Demo Person", accountNumber: "9999 8888 7777" },
      { ...online, email: "pay@demo-person.test", accountId: "@demoperson" },
    ],
    banner: { ...owner.banner, intro: T("The demo's own introduction, about the demo's owner."), videoId: "demoVideo01" },
    resume: {
      ...owner.resume,
      experienceText: T("The demo's years of experience, told in its words."),
      experiences: owner.resume.experiences.map((experience, index) => ({ ...experience, organisation: T(`Demo Agency ${index}`) })),
    },
    footer: { ...owner.footer, text: T("The demo's footer, about its owner.") },
    projects: owner.projects.map((project, index) => ({ ...project, title: T(`Demo project ${index}`) })),
    posts: owner.posts.map((post, index) => ({ ...post, id: `demo-post-${index}` })),
    testimonials: owner.testimonials.map((testimonial, index) => ({ ...testimonial, name: T(`Demo Client ${index}`) })),
    products: owner.products.map((product, index) => ({ ...product, title: T(`Demo course ${index}`) })),
    services: owner.services.map((service, index) => ({ ...service, details: T(`The demo's service ${index}, in its words.`) })),
    faq: owner.faq.map((entry, index) => ({ ...entry, content: T(`The demo's answer ${index}.`) })),
    comments: owner.comments.map((comment, index) => ({ ...comment, author: T(`Demo Reader ${index}`) })),
    legal: owner.legal.map((page) => ({
      ...page,
      body: `The demo's ${page.id}. The site is run by Demo Person, House 1, Road 2, Demo Town.`,
    })),
  };
  return withFiles(demo, "demo");
}

let owner: LaunchContent;
let demo: LaunchContent;
let fingerprint: Fingerprint;

beforeAll(async () => {
  owner = withFiles(await loadLaunchContent("tests/fixtures/second-owner"), "owner");
  demo = demoFrom(owner);
  fingerprint = fingerprintOf(demo);
});

/** The findings of the owner's content with a change. */
const findings = (change: (owner: LaunchContent) => LaunchContent) => findingsOf(change(owner), fingerprint);
/** Where a finding is and what kind it is, for comparing. */
const where = ({ kind, file, field, blocking }: Finding) => ({ kind, place: `${file} ${field}`.trim(), blocking });
const at = (file: string, field = "") => `tests/fixtures/second-owner/${file}${field ? ` ${field}` : ""}`;
const withFeatures = (content: LaunchContent, features: Partial<LaunchContent["site"]["features"]>): LaunchContent => ({
  ...content,
  site: { ...content.site, features: { ...content.site.features, ...features } },
});

describe("the owner's own content", () => {
  it("has no findings against a demo it shares nothing with", () => {
    expect(findingsOf(owner, fingerprint)).toEqual([]);
  });

  it("the demo itself is found out by every part of its fingerprint", () => {
    const kinds = new Set(findingsOf(demo, fingerprint).map((finding) => finding.kind));
    expect([...kinds].sort()).toEqual(["entry", "identity", "legal", "picture", "words"]);
  });
});

describe("who the owner is (a publishing build stops on these)", () => {
  it.each([
    ["name", (c: LaunchContent) => ({ ...c, site: { ...c.site, name: demo.site.name } }), at("site.ts", "name")],
    [
      "email, in another case",
      (c: LaunchContent) => ({ ...c, site: { ...c.site, email: demo.site.email.toUpperCase() } }),
      at("site.ts", "email"),
    ],
    [
      "phone, written another way",
      (c: LaunchContent) => ({ ...c, site: { ...c.site, phone: demo.site.phone.replace(/\D/g, "") } }),
      at("site.ts", "phone"),
    ],
    [
      "street",
      (c: LaunchContent) => ({ ...c, site: { ...c.site, address: { ...c.site.address, street: demo.site.address.street } } }),
      at("site.ts", "address.street"),
    ],
    [
      "url, over http:// with www.",
      (c: LaunchContent) => ({ ...c, site: { ...c.site, url: demo.site.url.replace("https://", "http://www.") } }),
      at("site.ts", "url"),
    ],
    [
      "a social profile, with a closing slash",
      (c: LaunchContent) => ({
        ...c,
        site: { ...c.site, socials: [{ ...demo.site.socials[0]!, url: `${demo.site.socials[0]!.url}/` }, ...c.site.socials] },
      }),
      at("site.ts", "socials[0].url"),
    ],
    ["a profile", (c: LaunchContent) => ({ ...c, profiles: [demo.profiles[0]!] }), at("profiles.ts", "[0].url")],
    ["the WhatsApp number", (c: LaunchContent) => ({ ...c, chat: { ...c.chat, whatsapp: demo.chat.whatsapp } }), at("chat.ts", "whatsapp")],
    [
      "the Telegram name, with its @",
      (c: LaunchContent) => ({ ...c, chat: { telegram: `@${demo.chat.telegram}` } }),
      at("chat.ts", "telegram"),
    ],
    ["a bank account", (c: LaunchContent) => ({ ...c, payments: [demo.payments[0]!, c.payments[1]!] }), undefined],
  ])("%s", (_, change, place) => {
    const found = findings(change);
    expect(found.every((finding) => finding.kind === "identity" && finding.blocking)).toBe(true);
    if (place) expect(found.map(where)).toEqual([{ kind: "identity", place, blocking: true }]);
    // The bank account: its holder's name and its number, each a line.
    else expect(found.map((finding) => finding.field)).toEqual(["[0].accountName", "[0].accountNumber"]);
    expect(found[0]!.message).toMatch(/still the demo's/);
  });
});

describe("where messages go", () => {
  it('the contact form in "demo" stops a publishing build', () => {
    const found = findings((c) => ({ ...c, forms: { ...c.forms, contact: { delivery: "demo" } } }));
    expect(found.map(where)).toEqual([{ kind: "delivery", place: at("forms.ts", "contact.delivery"), blocking: true }]);
    expect(lineOf(found[0]!)).toMatch(/^tests\/fixtures\/second-owner\/forms\.ts contact\.delivery: still "demo": .+; choose "mailto"/);
  });

  it('the newsletter in "demo" too, unless the newsletter is switched off', () => {
    const demoNewsletter = (c: LaunchContent): LaunchContent => ({ ...c, forms: { ...c.forms, newsletter: "demo" } });
    expect(findings(demoNewsletter).map(where)).toEqual([{ kind: "delivery", place: at("forms.ts", "newsletter"), blocking: true }]);
    expect(findings((c) => withFeatures(demoNewsletter(c), { newsletter: false }))).toEqual([]);
  });

  it("the demo's comment form is a reminder, where the blog has comments", () => {
    const demoComments = (c: LaunchContent): LaunchContent => ({ ...c, commentSystem: { provider: "demo" } });
    expect(findings(demoComments).map(where)).toEqual([{ kind: "entry", place: at("comments.ts", "commentSystem"), blocking: false }]);
    expect(findings((c) => withFeatures(demoComments(c), { comments: false }))).toEqual([]);
  });
});

describe("the demo's entries", () => {
  it("a project, by its title", () => {
    const found = findings((c) => ({ ...c, projects: [c.projects[0]!, { ...c.projects[1]!, title: demo.projects[1]!.title }] }));
    expect(found.map(where)).toEqual([{ kind: "entry", place: at("projects.ts", "[1]"), blocking: false }]);
    expect(found[0]!.message).toMatch(/is a demo project; /);
  });

  it("a post, by its address, standing for everything in its file and its .bn.md", () => {
    const found = findings((c) => ({
      ...c,
      site: { ...c.site, languages: ["en"] },
      posts: [{ ...demo.posts[0]!, body: `${demo.posts[0]!.body}\nWrite to ${demo.site.email}, or see https://demo.example.com.` }],
    }));
    expect(found.map(where)).toEqual([{ kind: "entry", place: at(`blog/${demo.posts[0]!.id}.md`), blocking: false }]);
  });

  it("a testimonial, an experience, a course, a service, an answer, a comment, the intro video", () => {
    const shown = (c: LaunchContent) => withFeatures(c, { testimonials: true, products: true, introVideo: true });
    const found = findings((c) => ({
      ...shown(c),
      testimonials: [demo.testimonials[0]!],
      resume: { ...c.resume, experiences: [c.resume.experiences[0]!, demo.resume.experiences[1]!] },
      products: [demo.products[0]!],
      services: [c.services[0]!, demo.services[1]!],
      faq: [demo.faq[0]!],
      commentSystem: { provider: "demo" },
      comments: [demo.comments[0]!],
      banner: { ...c.banner, videoId: demo.banner.videoId, videoTitle: T("A video") },
    }));
    expect(found.map((finding) => `${finding.file.replace(at(""), "")} ${finding.field}`)).toEqual([
      "banner.ts videoId",
      "comments.ts commentSystem",
      "testimonials.ts [0]",
      "resume.ts experiences[1]",
      "products.ts [0]",
      "services.ts [1]",
      "faq.ts [0]",
      "comments.ts comments[0]",
    ]);
    expect(found.every((finding) => finding.kind === "entry" && !finding.blocking)).toBe(true);
  });

  it("a feature switched off is not checked: it is not on the site", () => {
    expect(
      findings((c) => ({
        ...withFeatures(c, { testimonials: false, products: false }),
        testimonials: demo.testimonials,
        products: demo.products,
      })),
    ).toEqual([]);
  });
});

describe("the demo's pictures", () => {
  it("each by its path, once however many places show it; known by the file, not the name", () => {
    const { src, width, height } = owner.projects[0]!.image;
    const found = findings((c) => ({
      ...c,
      banner: { ...c.banner, image: { ...c.banner.image, src, width, height } },
      files: { ...c.files, [src]: demo.files[src]! },
    }));
    expect(found.map(where)).toEqual([{ kind: "picture", place: at("banner.ts", "image.src"), blocking: false }]);
    expect(found[0]!.message).toBe(
      `${src} is the demo's picture; put yours in its place (tests/fixtures/second-owner/public${src}), or point to your own (and 1 more place)`,
    );
  });

  it("the site's icons, by their file in the content folder's public/", () => {
    const found = findings((c) => ({ ...c, files: { ...c.files, [SITE_ICONS[0]!]: demo.files[SITE_ICONS[0]!]! } }));
    expect(found.map(where)).toEqual([{ kind: "picture", place: at(`public${SITE_ICONS[0]}`), blocking: false }]);
  });
});

describe("the demo's words", () => {
  it("a text in which the demo describes its owner", () => {
    const found = findings((c) => ({ ...c, banner: { ...c.banner, intro: demo.banner.intro } }));
    expect(found.map(where)).toEqual([{ kind: "words", place: at("banner.ts", "intro"), blocking: false }]);
  });

  it("any text that names the demo's owner, in English or Bengali, and a post's text", () => {
    const name = demo.site.name;
    const found = findings((c) => ({
      ...c,
      footer: { ...c.footer, copyrightText: T(`© 2026 ${name.en}.`), madeByText: T("Made by me", `তৈরি করেছেন ${name.bn}।`) },
      posts: [
        { ...c.posts[0]!, body: `${c.posts[0]!.body}\n\nThanks to ${name.en}, whose street is ${demo.site.address.street.en}.` },
        c.posts[1]!,
      ],
    }));
    expect(found.map(where)).toEqual([
      { kind: "mention", place: at("footer.ts", "copyrightText"), blocking: false },
      { kind: "mention", place: at("footer.ts", "madeByText"), blocking: false },
      { kind: "mention", place: at(`blog/${owner.posts[0]!.id}.md`, "text"), blocking: false },
    ]);
  });

  it("a legal page word for word, or one that still describes the demo's owner", () => {
    const [terms, privacy] = [owner.legal.find((page) => page.id === "terms")!, owner.legal.find((page) => page.id === "privacy")!];
    const demoTerms = demo.legal.find((page) => page.id === "terms")!;
    const found = findings((c) => ({
      ...c,
      legal: [
        { ...terms, body: demoTerms.body.replace(/\./g, ".\n\n") },
        { ...privacy, body: `${privacy.body}\nQuestions: ${demo.site.email}.` },
      ],
    }));
    expect(found.map(where)).toEqual([
      { kind: "legal", place: at("legal/terms.md"), blocking: false },
      { kind: "legal", place: at("legal/privacy.md"), blocking: false },
    ]);
    expect(found[0]!.message).toMatch(/word for word/);
    expect(found[1]!.message).toMatch(/still describes the demo's owner/);
  });
});

describe("placeholder addresses", () => {
  it("example.com and its subdomains, .invalid names, anywhere but a post's code", () => {
    const found = findings((c) => ({
      ...c,
      projects: [{ ...c.projects[0]!, livePreview: "https://shop.example.com" }, ...c.projects.slice(1)],
      site: { ...c.site, email: "me@mysite.invalid" },
      posts: [
        {
          ...c.posts[0]!,
          body: `${c.posts[0]!.body}\n\n\`\`\`console\n$ curl https://example.com/\n\`\`\`\n\nRun \`ping example.com\` first.`,
        },
        c.posts[1]!,
      ],
    }));
    expect(found.map(where)).toEqual([
      { kind: "placeholder", place: at("site.ts", "email"), blocking: false },
      { kind: "placeholder", place: at("projects.ts", "[0].livePreview"), blocking: false },
    ]);
    expect(found[0]!.message).toMatch(/^me@mysite\.invalid: a placeholder address/);
    expect(found[1]!.message).toMatch(/^shop\.example\.com: /);
  });

  it("not example.org, nor a name that merely ends in example.com", () => {
    expect(findings((c) => ({ ...c, footer: { ...c.footer, text: T("See myexample.com and lena@example.org.") } }))).toEqual([]);
  });
});

describe("pictures without alt text or their true size", () => {
  it("an empty alt where the picture shows something; not on a mark beside its name", () => {
    const found = findings((c) => ({
      ...c,
      banner: { ...c.banner, image: { ...c.banner.image, alt: "" } },
      resume: { ...c.resume, tools: c.resume.tools.map((tool) => ({ ...tool, image: { ...tool.image, alt: "" } })) },
    }));
    expect(found.map(where)).toEqual([{ kind: "alt", place: at("banner.ts", "image.alt"), blocking: false }]);
  });

  it("a size whose proportions are not the file's, and a file the content folder's public/ does not have", () => {
    const { src } = owner.banner.image;
    const found = findings((c) => ({
      ...c,
      files: { ...c.files, [src]: { sha256: "mine", width: 800, height: 800 }, [c.resume.image.src]: null },
    }));
    expect(found.map(where)).toEqual([
      { kind: "size", place: at("banner.ts", "image"), blocking: false },
      { kind: "size", place: at("resume.ts", "image.src"), blocking: false },
    ]);
    expect(found[0]!.message).toMatch(
      new RegExp(`^given as ${owner.banner.image.width} × ${owner.banner.image.height}, but .+ is 800 × 800`),
    );
    expect(found[1]!.message).toBe(
      `${owner.resume.image.src} is not in tests/fixtures/second-owner/public/; add the file, or correct the path`,
    );
  });

  it("a site icon the content folder's public/ does not have", () => {
    const found = findings((c) => ({ ...c, files: { ...c.files, [SITE_ICONS[0]!]: null } }));
    expect(found.map(where)).toEqual([{ kind: "size", place: at(`public${SITE_ICONS[0]}`), blocking: false }]);
    expect(found[0]!.message).toMatch(/^missing, so browsers show no icon/);
  });
});

describe("texts without their Bengali", () => {
  const bilingual = (c: LaunchContent): LaunchContent => ({ ...c, site: { ...c.site, languages: ["en", "bn"] } });

  it("none while the site is in English only", () => {
    expect(findings((c) => c)).toEqual([]);
  });

  it("each text without bn, each post and legal page without its .bn.md, once the site has Bengali", () => {
    const found = findings(bilingual);
    expect(found.every((finding) => finding.kind === "translation" && !finding.blocking)).toBe(true);
    const places = found.map((finding) => where(finding).place);
    expect(places).toContain(at("projects.ts", "[0].summary"));
    expect(places).toContain(at(`blog/${owner.posts[0]!.id}.bn.md`));
    expect(places).toContain(at("legal/terms.bn.md"));
    // Not what the site does not show: the testimonials are switched off.
    expect(places.some((place) => place.includes("testimonials.ts"))).toBe(false);

    const translated = findings((c) => ({
      ...bilingual(c),
      projects: [{ ...c.projects[0]!, summary: T(c.projects[0]!.summary.en, "সারাংশ") }, ...c.projects.slice(1)],
    }));
    expect(translated.map((finding) => where(finding).place)).not.toContain(at("projects.ts", "[0].summary"));
    expect(translated).toHaveLength(found.length - 1);
  });

  it("a post's .bn.md without the picture's alt text", () => {
    const post = owner.posts[0]!;
    const found = findings((c) => ({
      ...bilingual(c),
      posts: [{ ...post, translation: { data: { title: "শিরোনাম", summary: "সারাংশ" }, body: "লেখা" } }],
    })).filter((finding) => finding.file.includes("/blog/"));
    expect(found.map(where)).toEqual([{ kind: "translation", place: at(`blog/${post.id}.bn.md`, "imageAlt"), blocking: false }]);
  });
});

describe("the fingerprint", () => {
  it("holds hashes only: no value of the content it was made from", () => {
    const text = JSON.stringify(fingerprint);
    for (const value of [demo.site.email, demo.site.name.en, "demo-person", demo.projects[0]!.title.en, demo.posts[0]!.id]) {
      expect(text).not.toContain(value.toLowerCase());
    }
    expect(text).toMatch(/^[[\]{}":,a-z0-9]*$/);
  });

  it("finds a name in running text across line breaks and punctuation, not a part of it", () => {
    expect(namesPhrase(`Built by\n${demo.site.name.en}, in 2026.`, fingerprint.phrases)).toBe(true);
    expect(namesPhrase(demo.site.name.en.split(" ")[0]!, fingerprint.phrases)).toBe(false);
    expect(wordsOf("Write to hello@demo-person.test (or +880 1999-000111).")).toEqual([
      "write",
      "to",
      "hello@demo-person.test",
      "or",
      "+880",
      "1999-000111",
    ]);
  });
});

describe("the report", () => {
  const identity: Finding = { kind: "identity", file: "app/content/site.ts", field: "url", message: "still the demo's", blocking: true };
  const reminder: Finding = {
    kind: "picture",
    file: "app/content/public/favicon.svg",
    field: "",
    message: "still the demo's icon",
    blocking: false,
  };

  it("says ready when nothing is left", () => {
    expect(reportOf([], "app/content", { CI: "true" })).toEqual({ list: [summaryOf([], "app/content")], verdict: [], code: 0 });
    expect(summaryOf([], "app/content")).toMatch(/: ready\./);
  });

  it("lists each item under its section, then one line: how many, and how many stop a publishing build", () => {
    const { list } = reportOf([identity, reminder], "app/content", {});
    expect(list).toContain("  app/content/site.ts url: still the demo's");
    expect(list).toContain("  app/content/public/favicon.svg: still the demo's icon");
    expect(list.at(-1)).toMatch(/^Launch check \(app\/content\): 2 items to do before launch, 1 of which stops a build that publishes/);
  });

  it.each([
    [{}, 0],
    [{ CI: "" }, 0],
    [{ CI: "false" }, 0],
    [{ CI: "0" }, 0],
    [{ CI: "true" }, 1],
    [{ CI: "1" }, 1],
    [{ NETLIFY: "true" }, 1],
    [{ CF_PAGES: "1" }, 1],
    [{ VERCEL: "1" }, 1],
    [{ GITHUB_ACTIONS: "true" }, 1],
    [{ CI: "true", PORTFOLIO_DEMO: "1" }, 0],
    [{ VERCEL: "1", PORTFOLIO_DEMO: "true" }, 0],
    [{ CI: "true", PORTFOLIO_DEMO: "" }, 1],
    [{ CI: "true", PORTFOLIO_DEMO: "0" }, 1],
  ])("stops a build that publishes on the demo's identity: %o gives %i", (env, code) => {
    const report = reportOf([identity, reminder], "app/content", env);
    expect(report.code).toBe(code);
    if (code)
      expect(report.verdict.join("\n")).toMatch(
        /Launch check: not publishing\. This build publishes \(.+\), and 1 item .+ is still the demo's/,
      );
  });

  it("never stops on reminders alone", () => {
    expect(reportOf([reminder], "app/content", { CI: "true" }).code).toBe(0);
  });

  it("names the host that publishes", () => {
    expect(publishingReason({ CI: "true", NETLIFY: "true" })).toBe("Netlify's build");
    expect(publishingReason({ CI: "true" })).toBe("CI=true");
    expect(publishingReason({})).toBeUndefined();
  });
});
