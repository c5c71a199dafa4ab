/**
 * The launch checklist: what of the content is still the demo's, or missing, each as one line
 * that names the file and the field, says what is wrong and what to do. Pure: it reads the
 * content (content.ts `LaunchContent`) and the demo's fingerprint (fingerprint.ts), nothing else.
 *
 * Only who the owner is (name, email, phone, address, site, profiles, chats, accounts) and
 * where the forms send stop a build that publishes (`blocking`): they put the demo's owner, or
 * nobody, behind the owner's site. Everything else is a reminder.
 */
import { Translatable } from "../../app/data/schema/index.ts";
import { type LaunchContent, leavesOf, liveFiles, liveMarkdown, picturesOf, SITE_ICONS, textsOf } from "./content.ts";
import {
  entryKeys,
  type EntryList,
  type Fingerprint,
  identityOf,
  type IdentityKind,
  key,
  namesPhrase,
  ownWordsOf,
  sha256,
} from "./fingerprint.ts";

export type Kind =
  "identity" | "delivery" | "legal" | "entry" | "picture" | "words" | "mention" | "placeholder" | "alt" | "size" | "translation";

export interface Finding {
  kind: Kind;
  /** The file, from the repository's root: app/content/site.ts, app/content/public/favicon.svg. */
  file: string;
  /** The field in it, as a path ("socials[2].url"); "" for the file as a whole. */
  field: string;
  /** What is still the demo's or missing, and what to do. */
  message: string;
  /** Whether a build that publishes stops on it. */
  blocking: boolean;
}

/** The sections of the list, in order, with the kinds each gathers. */
export const SECTIONS: { title: string; kinds: Kind[] }[] = [
  { title: "Who you are, and where messages go (a build that publishes stops on these)", kinds: ["identity", "delivery"] },
  { title: "The demo's projects, posts, testimonials and other entries", kinds: ["entry"] },
  { title: "The demo's pictures", kinds: ["picture"] },
  { title: "The demo's words", kinds: ["words", "mention", "legal"] },
  { title: "Placeholder addresses", kinds: ["placeholder"] },
  { title: "Pictures without alt text or their true size", kinds: ["alt", "size"] },
  { title: "Texts without their Bengali", kinds: ["translation"] },
];

/** Where the owner reads what each item means and how to do it. */
export const GUIDE = 'app/content/README.md, "Before you launch"';

/** A line of the checklist. */
export const lineOf = (finding: Finding) => `${finding.file}${finding.field ? ` ${finding.field}` : ""}: ${finding.message}`;

/**
 * Everything in the content that is still the demo's or missing, most important first. A
 * finding that makes others moot takes their place: a demo post stands for every line about
 * its file, the demo's email for the example.com in it.
 */
export function findingsOf(content: LaunchContent, fingerprint: Fingerprint): Finding[] {
  const folder = content.folder;
  // Every file is the content folder's: its modules and Markdown, and its pictures and icons in its public/.
  const at = (file: string) => `${folder}/${file}`;
  const found: Draft[] = [
    ...identityFindings(content, fingerprint),
    ...deliveryFindings(content),
    ...legalFindings(content, fingerprint),
    ...entryFindings(content, fingerprint),
    ...pictureFindings(content, fingerprint),
    ...wordFindings(content, fingerprint),
    ...placeholderFindings(content),
    ...pictureTextFindings(content),
    ...missingIconFindings(content),
    ...translationFindings(content),
  ].map((draft) => ({ ...draft, file: at(draft.file), covers: draft.covers?.map((cover) => ({ ...cover, file: at(cover.file) })) }));
  return merged(withoutMoot(found)).map(({ kind, file, field, message, blocking }) => ({ kind, file, field, message, blocking }));
}

/** A finding as the checks make it: `covers`, the fields it makes moot besides its own; `group`, findings told as one line. */
interface Draft extends Finding {
  covers?: { file: string; field: string }[];
  group?: string;
}

const placeOf = (file: string, field: string) => (field ? `${file} ${field}` : file);

/** The findings, less those about a field another finding (made earlier) already covers. */
function withoutMoot(drafts: Draft[]): Draft[] {
  const kept: Draft[] = [];
  const covered: string[] = [];
  const isCovered = (place: string) =>
    covered.some((cover) => place === cover || (place.startsWith(cover) && /^[ .[]/.test(place.slice(cover.length))));
  for (const draft of drafts) {
    const place = placeOf(draft.file, draft.field);
    if (isCovered(place)) continue;
    kept.push(draft);
    covered.push(place);
    for (const cover of draft.covers ?? []) covered.push(placeOf(cover.file, cover.field));
  }
  return kept;
}

/** Findings of one group (a picture used in several places) told as one line, at its first place. */
function merged(drafts: Draft[]): Draft[] {
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) if (draft.group) groups.set(draft.group, [...(groups.get(draft.group) ?? []), draft]);
  return drafts.flatMap((draft) => {
    if (!draft.group) return [draft];
    const group = groups.get(draft.group)!;
    if (group[0] !== draft) return [];
    return [
      group.length > 1
        ? { ...draft, message: `${draft.message} (and ${group.length - 1} more ${group.length > 2 ? "places" : "place"})` }
        : draft,
    ];
  });
}

function has(hashes: readonly string[], keyText: string) {
  return hashes.includes(sha256(keyText));
}

const IDENTITY_MESSAGES: Record<IdentityKind, (value: string, file: string) => string> = {
  name: (value, file) =>
    file === "payments.ts"
      ? `"${value}" is still the demo's account holder; write the name on your account`
      : `"${value}" is still the demo's name; write yours`,
  email: (value, file) =>
    file === "payments.ts"
      ? `${value} is still the demo's made-up account: a client would pay into it; write yours, or delete the entry`
      : `${value} is still the demo's address; write the one clients should reach you at`,
  phone: (value, file) =>
    file === "chat.ts"
      ? `${value} is still the demo's WhatsApp number; write yours, or delete the line`
      : `${value} is still the demo's number; write yours`,
  street: (value) => `"${value}" is still the demo's street; write your address`,
  site: (value) => `${value} is still the demo's address; set it to where the site will live`,
  profile: (value) => `${value} is still the demo's profile; link your own, or delete the entry`,
  handle: (value) => `"${value}" is still the demo's user name; write yours, or delete the line`,
  account: (value) => `${value} is still the demo's made-up account: a client would pay into it; write yours, or delete the entry`,
};

function identityFindings(content: LaunchContent, fingerprint: Fingerprint): Draft[] {
  const seen = new Set<string>();
  return identityOf(content).flatMap(({ file, path, what, value, key: keyText }) => {
    // A name and a street are texts in two languages: one line for the field.
    if (seen.has(placeOf(file, path)) || !has(fingerprint.identity, keyText)) return [];
    seen.add(placeOf(file, path));
    return [{ kind: "identity" as const, file, field: path, message: IDENTITY_MESSAGES[what](value, file), blocking: true }];
  });
}

function deliveryFindings(content: LaunchContent): Draft[] {
  const { features } = content.site;
  const found: Draft[] = [];
  if (content.forms.contact.delivery === "demo") {
    found.push({
      kind: "delivery",
      file: "forms.ts",
      field: "contact.delivery",
      message:
        'still "demo": the contact form thanks each client and sends their message nowhere; choose "mailto" or a form service\'s endpoint',
      blocking: true,
    });
  }
  if (features.newsletter && content.forms.newsletter === "demo") {
    found.push({
      kind: "delivery",
      file: "forms.ts",
      field: "newsletter",
      message:
        'still "demo": sign-ups reach no list; give your mailing list\'s sign-up address, or switch the newsletter off (site.ts features: { newsletter: false })',
      blocking: true,
    });
  }
  return found;
}

function legalFindings(content: LaunchContent, fingerprint: Fingerprint): Draft[] {
  return content.legal.flatMap((page) =>
    [
      { file: `legal/${page.id}.md`, data: page.data, body: page.body },
      ...(page.translation ? [{ file: `legal/${page.id}.bn.md`, data: page.translation.data, body: page.translation.body }] : []),
    ].flatMap(({ file, data, body }): Draft[] => {
      const verbatim = has(fingerprint.legal, key.document(body));
      const names =
        !verbatim &&
        [body, ...leavesOf(data).flatMap(({ value }) => textsOf(value))].some((text) => namesPhrase(text, fingerprint.phrases));
      if (!verbatim && !names) return [];
      return [
        {
          kind: "legal",
          file,
          field: "",
          message: verbatim
            ? `still the demo's "${page.data.title}", word for word; rewrite it for you and your site`
            : `"${page.data.title}" still describes the demo's owner (their name, address, email or site); rewrite it for you and your site`,
          blocking: false,
        },
      ];
    }),
  );
}

/** How each list's entries are reported: where, by what name, and what to do. */
const ENTRY_REPORT: Record<
  EntryList,
  { file: string; field?: string; label: (content: LaunchContent, index: number) => string; what: string; todo: string }
> = {
  projects: {
    file: "projects.ts",
    label: (content, index) => content.projects[index]!.title.en,
    what: "a demo project",
    todo: "put your own work in its place, or delete it",
  },
  posts: {
    file: "blog",
    label: (content, index) => content.posts[index]!.data.title,
    what: "a demo post",
    todo: "write your own posts and delete the demo's (with its .bn.md), or switch the blog off (site.ts features: { blog: false })",
  },
  testimonials: {
    file: "testimonials.ts",
    label: (content, index) => content.testimonials[index]!.name.en,
    what: "a demo client",
    todo: "quote your own clients, or switch testimonials off (site.ts features: { testimonials: false })",
  },
  experiences: {
    file: "resume.ts",
    field: "experiences",
    label: (content, index) => content.resume.experiences[index]!.organisation.en,
    what: "the demo's experience",
    todo: "write your own",
  },
  products: {
    file: "products.ts",
    label: (content, index) => content.products[index]!.title.en,
    what: "a demo course",
    todo: "list your own, or switch products off (site.ts features: { products: false })",
  },
  services: {
    file: "services.ts",
    label: (content, index) => content.services[index]!.title.en,
    what: "the demo's service, in its words",
    todo: "describe your own",
  },
  faq: {
    file: "faq.ts",
    label: (content, index) => content.faq[index]!.title.en,
    what: "the demo's answer",
    todo: "answer in your own words, or delete it",
  },
  comments: {
    file: "comments.ts",
    field: "comments",
    label: (content, index) => content.comments[index]!.author.en,
    what: "a demo comment",
    todo: "delete it",
  },
};

function entryFindings(content: LaunchContent, fingerprint: Fingerprint): Draft[] {
  const { features } = content.site;
  const commentsShown = features.blog && features.comments && content.commentSystem.provider === "demo";
  const shown: Record<EntryList, boolean> = {
    projects: true,
    posts: features.blog,
    testimonials: features.testimonials,
    experiences: true,
    products: features.products,
    services: true,
    faq: features.faq,
    comments: commentsShown,
  };
  const keys = entryKeys(content);
  const found: Draft[] = [];
  if (features.introVideo && content.banner.videoId && has(fingerprint.videos, key.video(content.banner.videoId))) {
    found.push({
      kind: "entry",
      file: "banner.ts",
      field: "videoId",
      message: "still the demo's intro video; give your own video's id, or switch the video off (site.ts features: { introVideo: false })",
      blocking: false,
      covers: [{ file: "banner.ts", field: "videoTitle" }],
    });
  }
  if (features.blog && features.comments && content.commentSystem.provider === "demo") {
    found.push({
      kind: "entry",
      file: "comments.ts",
      field: "commentSystem",
      message:
        'still "demo": your posts show the list in comments.ts and a form that sends nothing; switch on giscus ("Comments from GitHub"), or switch comments off (site.ts features: { comments: false })',
      blocking: false,
    });
  }
  for (const list of Object.keys(ENTRY_REPORT) as EntryList[]) {
    if (!shown[list]) continue;
    const report = ENTRY_REPORT[list];
    keys[list].forEach((keyText, index) => {
      if (!has(fingerprint.entries[list], keyText)) return;
      const message = `"${report.label(content, index)}" is ${report.what}; ${report.todo}`;
      if (list === "posts") {
        const id = content.posts[index]!.id;
        found.push({
          kind: "entry",
          file: `blog/${id}.md`,
          field: "",
          message,
          blocking: false,
          covers: [{ file: `blog/${id}.bn.md`, field: "" }],
        });
      } else {
        found.push({ kind: "entry", file: report.file, field: `${report.field ?? ""}[${index}]`, message, blocking: false });
      }
    });
  }
  return found;
}

function pictureFindings(content: LaunchContent, fingerprint: Fingerprint): Draft[] {
  const demo = (src: string) => {
    const file = content.files[src];
    return !!file && fingerprint.pictures.includes(file.sha256);
  };
  return [
    ...picturesOf(content).flatMap(({ file, path, image }): Draft[] =>
      demo(image.src)
        ? [
            {
              kind: "picture",
              file,
              field: `${path}.src`,
              message: `${image.src} is the demo's picture; put yours in its place (${content.folder}/public${image.src}), or point to your own`,
              blocking: false,
              group: image.src,
            },
          ]
        : [],
    ),
    ...SITE_ICONS.filter(demo).map((icon): Draft => ({
      kind: "picture",
      file: `public${icon}`,
      field: "",
      message: "still the demo's icon, with its owner's initials; replace it with your own",
      blocking: false,
    })),
  ];
}

/** The texts of a Markdown file that a reader reads as prose: without its code, where example addresses belong. */
const proseOf = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");

function wordFindings(content: LaunchContent, fingerprint: Fingerprint): Draft[] {
  const found: Draft[] = ownWordsOf(content)
    .filter(({ text }) => textsOf(text).some((words) => has(fingerprint.texts, key.text(words))))
    .map(({ file, path }) => ({ kind: "words", file, field: path, message: "still the demo's words; write your own", blocking: false }));
  const mention = "names the demo's owner (their name, address, email or site); write yours";
  for (const { file, value } of liveFiles(content)) {
    for (const leaf of leavesOf(value)) {
      if (textsOf(leaf.value).some((text) => namesPhrase(text, fingerprint.phrases))) {
        found.push({ kind: "mention", file, field: leaf.path, message: mention, blocking: false });
      }
    }
  }
  for (const { file, text } of liveMarkdown(content)) {
    if (namesPhrase(proseOf(text), fingerprint.phrases))
      found.push({ kind: "mention", file, field: "text", message: mention, blocking: false });
  }
  return found;
}

/** An address at example.com (or below it) or at a .invalid name: placeholders that reach no one. */
const PLACEHOLDER = /(?<![\w.@-])(?:[\w.+-]+@)?(?:[a-z0-9-]+\.)*(?:example\.com|[a-z0-9-]+\.invalid)(?![\w-])/gi;

function placeholderFindings(content: LaunchContent): Draft[] {
  const found: Draft[] = [];
  const check = (file: string, field: string, texts: string[]) => {
    const addresses = [...new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[0])))];
    if (addresses.length) {
      found.push({
        kind: "placeholder",
        file,
        field,
        message: `${addresses.join(", ")}: a placeholder address that reaches no one (example.com, .invalid); write the real one`,
        blocking: false,
      });
    }
  };
  for (const { file, value } of liveFiles(content)) for (const leaf of leavesOf(value)) check(file, leaf.path, textsOf(leaf.value));
  for (const { file, text } of liveMarkdown(content)) check(file, "text", [proseOf(text)]);
  return found;
}

/** Pictures whose words say what they show; the marks and portraits beside a name that they would repeat may go without. */
const MEANINGFUL = (file: string, path: string) =>
  !(file === "resume.ts" && /^(experiences|tools)\[/.test(path)) && file !== "testimonials.ts" && file !== "comments.ts";

function pictureTextFindings(content: LaunchContent): Draft[] {
  return picturesOf(content).flatMap(({ file, path, image }): Draft[] => {
    const found: Draft[] = [];
    const alt = image.alt instanceof Translatable ? image.alt.en : image.alt;
    if (!alt.trim() && MEANINGFUL(file, path)) {
      found.push({
        kind: "alt",
        file,
        field: `${path}.alt`,
        message: "no alt text; say what the picture shows, for people who cannot see it",
        blocking: false,
      });
    }
    const actual = content.files[image.src];
    if (actual === null) {
      found.push({
        kind: "size",
        file,
        field: `${path}.src`,
        message: `${image.src} is not in ${content.folder}/public/; add the file, or correct the path`,
        blocking: false,
        group: `missing ${image.src}`,
      });
    } else if (actual?.width && actual.height && Math.abs(actual.width / actual.height / (image.width / image.height) - 1) > 0.02) {
      found.push({
        kind: "size",
        file,
        field: path,
        message: `given as ${image.width} × ${image.height}, but ${image.src} is ${actual.width} × ${actual.height}, so it shows squeezed; give its own width and height`,
        blocking: false,
      });
    }
    return found;
  });
}

/** The site's icons the content folder's public/ does not have: the site names them, not the content, so nothing else would say so. */
function missingIconFindings(content: LaunchContent): Draft[] {
  return SITE_ICONS.filter((icon) => content.files[icon] === null).map((icon) => ({
    kind: "size",
    file: `public${icon}`,
    field: "",
    message: "missing, so browsers show no icon for the site; add yours (every page and the app manifest name it)",
    blocking: false,
  }));
}

function translationFindings(content: LaunchContent): Draft[] {
  if (!content.site.languages.includes("bn")) return [];
  const found: Draft[] = [];
  const missing = 'no Bengali yet, so the Bengali pages show it in English; write it as { en: "…", bn: "…" }';
  for (const { file, value } of liveFiles(content)) {
    // A Markdown file is translated as a whole, in its .bn.md (below).
    if (file.endsWith(".md")) continue;
    for (const leaf of leavesOf(value)) {
      if (leaf.value instanceof Translatable && leaf.value.bn === undefined) {
        found.push({ kind: "translation", file, field: leaf.path, message: missing, blocking: false });
      }
    }
  }
  const posts = content.site.features.blog ? content.posts : [];
  for (const post of posts) {
    if (!post.translation) {
      found.push({
        kind: "translation",
        file: `blog/${post.id}.bn.md`,
        field: "",
        message: `missing, so the Bengali blog shows "${post.data.title}" in English; translate it there`,
        blocking: false,
      });
    } else if (!post.translation.data.imageAlt && post.data.image.alt instanceof Translatable) {
      found.push({
        kind: "translation",
        file: `blog/${post.id}.bn.md`,
        field: "imageAlt",
        message: "missing, so the Bengali page describes the post's picture in English; add it to the frontmatter",
        blocking: false,
      });
    }
  }
  for (const page of content.legal) {
    if (!page.translation) {
      found.push({
        kind: "translation",
        file: `legal/${page.id}.bn.md`,
        field: "",
        message: `missing, so the Bengali "${page.data.title}" is in English; translate it there`,
        blocking: false,
      });
    }
  }
  return found;
}
