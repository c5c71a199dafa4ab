/**
 * How the launch check knows the demo without a word of it in its code: a fingerprint of the
 * demo's content (app/content as the project ships it), a file of sha256 hashes of its values,
 * written by `PORTFOLIO_DEMO=1 npm run check:fingerprint` whenever the demo changes (a unit test
 * fails while it is stale). The check hashes an owner's values the same way and looks them up.
 *
 * Values are hashed as keys, "<kind>:<value in a normal form>", so that the same value written
 * another way still matches: an email in any case, a phone number with or without its country
 * code, spaces or dashes, a profile address with or without www. or a closing slash.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { Translatable } from "../../app/data/schema/index.ts";
import type { LaunchContent } from "./content.ts";
import { picturesOf, SITE_ICONS } from "./content.ts";

/** Where the demo's fingerprint is kept. */
export const FINGERPRINT_FILE = new URL("./demo-fingerprint.json", import.meta.url);

/** The lists of entries the demo ships, each known by one value (`entryKeys`). */
export const ENTRY_LISTS = ["projects", "posts", "testimonials", "experiences", "products", "services", "faq", "comments"] as const;
export type EntryList = (typeof ENTRY_LISTS)[number];

/** The demo, as sets of sha256 hashes (hex), each list sorted. */
export interface Fingerprint {
  /** Who the demo's owner is and how they are reached and paid: name, email, phone, address, site, profiles, chats, accounts. */
  identity: string[];
  /** The demo's entries, by list. */
  entries: Record<EntryList, string[]>;
  /** The demo's intro video. */
  videos: string[];
  /** The texts in which the demo describes its owner (`OWN_WORDS`). */
  texts: string[];
  /** The demo's pictures and the site's icons, by their files' hash (content.ts `fileHash`). */
  pictures: string[];
  /** The demo's legal pages, by their whole text. */
  legal: string[];
  /** The demo owner's name, email, site, street and phone as they appear in running text, by their number of words. */
  phrases: { words: number[]; hashes: string[] };
}

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** A text in a normal form: Unicode NFC, lowercase, single spaces. */
const plain = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The words of a running text, for finding a name or an address in it: split at spaces and
 * punctuation, but not inside an email, a host name or a phone number ("+880", "1812-000111").
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}@.+_-]+/u)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ""))
    .filter(Boolean);
}

/** A host name without www. */
const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, "");

/** The key of each kind of value. */
export const key = {
  name: (name: string) => `name:${plain(name)}`,
  email: (email: string) => `email:${plain(email)}`,
  /** The last ten digits: the same number written +880 1812-000111, 01812-000111 or 8801812000111. */
  phone: (phone: string) => `phone:${phone.replace(/\D/g, "").slice(-10)}`,
  account: (number: string) => `account:${number.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase()}`,
  /** The site's address, by its host: the same site over http:// or https://, with or without www. */
  site: (url: string) => `site:${hostOf(url)}`,
  /** A profile elsewhere: its host and path, without www., query or closing slash. */
  link: (url: string) => `link:${hostOf(url)}${new URL(url).pathname.replace(/\/+$/, "").toLowerCase()}`,
  handle: (name: string) => `handle:${plain(name).replace(/^@/, "")}`,
  street: (street: string) => `street:${wordsOf(street).join(" ")}`,
  text: (text: string) => `text:${plain(text)}`,
  post: (id: string) => `post:${id}`,
  video: (id: string) => `video:${id}`,
  /** A Markdown text, whatever its line breaks. */
  document: (text: string) => `document:${plain(text)}`,
  phrase: (words: readonly string[]) => `phrase:${words.join(" ")}`,
};

/** A Translatable's texts, English first. */
const both = (text: Translatable) => (text.bn === undefined ? [text.en] : [text.en, text.bn]);

/** Each identity value of the content, with its field and its key: what the check compares and reports. */
export function identityOf(content: LaunchContent): { file: string; path: string; what: IdentityKind; value: string; key: string }[] {
  const { site, chat, payments } = content;
  const found: { file: string; path: string; what: IdentityKind; value: string; key: string }[] = [];
  const add = (file: string, path: string, what: IdentityKind, value: string, keyOf: (value: string) => string) =>
    found.push({ file, path, what, value, key: keyOf(value) });
  for (const name of both(site.name)) add("site.ts", "name", "name", name, key.name);
  add("site.ts", "email", "email", site.email, key.email);
  add("site.ts", "phone", "phone", site.phone, key.phone);
  for (const street of both(site.address.street)) add("site.ts", "address.street", "street", street, key.street);
  add("site.ts", "url", "site", site.url, key.site);
  site.socials.forEach((social, index) => add("site.ts", `socials[${index}].url`, "profile", social.url, key.link));
  content.profiles.forEach((profile, index) => add("profiles.ts", `[${index}].url`, "profile", profile.url, key.link));
  if (chat.whatsapp) add("chat.ts", "whatsapp", "phone", chat.whatsapp, key.phone);
  if (chat.messenger) add("chat.ts", "messenger", "handle", chat.messenger, key.handle);
  if (chat.telegram) add("chat.ts", "telegram", "handle", chat.telegram, key.handle);
  payments.forEach((method, index) => {
    const at = `[${index}]`;
    if (method.kind === "mobile") add("payments.ts", `${at}.number`, "account", method.number, key.phone);
    if (method.kind === "bank") {
      add("payments.ts", `${at}.accountName`, "name", method.accountName, key.name);
      add("payments.ts", `${at}.accountNumber`, "account", method.accountNumber, key.account);
    }
    if (method.kind === "online") {
      if (method.email) add("payments.ts", `${at}.email`, "account", method.email, key.email);
      if (method.accountId) add("payments.ts", `${at}.accountId`, "account", method.accountId, key.handle);
    }
  });
  return found;
}
export type IdentityKind = "name" | "email" | "phone" | "street" | "site" | "profile" | "handle" | "account";

/** The one value each entry of a list is known by, in the order of the list. */
export function entryKeys(content: LaunchContent): Record<EntryList, string[]> {
  return {
    projects: content.projects.map((project) => key.text(project.title.en)),
    posts: content.posts.map((post) => key.post(post.id)),
    testimonials: content.testimonials.map((testimonial) => key.name(testimonial.name.en)),
    experiences: content.resume.experiences.map((experience) => key.text(experience.organisation.en)),
    products: content.products.map((product) => key.text(product.title.en)),
    services: content.services.map((service) => key.text(service.details.en)),
    faq: content.faq.map((entry) => key.text(entry.content.en)),
    comments: content.comments.map((comment) => key.name(comment.author.en)),
  };
}

/** The texts in which a site describes its owner in their own words, by file and field. */
export function ownWordsOf(content: LaunchContent): { file: string; path: string; text: Translatable }[] {
  return [
    { file: "site.ts", path: "description", text: content.site.description },
    { file: "banner.ts", path: "intro", text: content.banner.intro },
    { file: "resume.ts", path: "experienceText", text: content.resume.experienceText },
    { file: "footer.ts", path: "text", text: content.footer.text },
  ];
}

/** The owner's name, email, site, street and phone: the words by which a text names them. */
function phrasesOf(content: LaunchContent): string[][] {
  const { site } = content;
  return [...both(site.name), site.email, new URL(site.url).hostname, ...both(site.address.street), site.phone]
    .map(wordsOf)
    .filter((words) => words.length > 0);
}

/** The fingerprint of a content: of the demo's, for the check to know the demo by. */
export function fingerprintOf(content: LaunchContent): Fingerprint {
  const set = (keys: Iterable<string>) => [...new Set([...keys].map(sha256))].sort();
  const entries = entryKeys(content);
  const phrases = phrasesOf(content);
  // The marks of the tools the owner works with (React, Figma) are the tools', not the demo's: an owner keeps them.
  const pictures = [
    ...picturesOf(content)
      .filter(({ file, path }) => !(file === "resume.ts" && path.startsWith("tools[")))
      .map(({ image }) => image.src),
    ...SITE_ICONS,
  ].flatMap((src) => content.files[src]?.sha256 ?? []);
  return {
    identity: set(identityOf(content).map(({ key }) => key)),
    entries: Object.fromEntries(ENTRY_LISTS.map((list) => [list, set(entries[list])])) as Record<EntryList, string[]>,
    videos: set(content.banner.videoId ? [key.video(content.banner.videoId)] : []),
    texts: set(ownWordsOf(content).flatMap(({ text }) => both(text).map(key.text))),
    pictures: [...new Set(pictures)].sort(),
    legal: set(content.legal.flatMap((page) => [page.body, ...(page.translation ? [page.translation.body] : [])]).map(key.document)),
    phrases: {
      words: [...new Set(phrases.map((words) => words.length))].sort((a, b) => a - b),
      hashes: set(phrases.map(key.phrase)),
    },
  };
}

/** The fingerprint as kept in its file: the hashes, and a word on what they are. */
export function fingerprintFileText(fingerprint: Fingerprint): string {
  const about =
    "The demo's content (app/content) as sha256 hashes, for the launch check (pipeline/launch-check.ts) to know the demo by. Written by `PORTFOLIO_DEMO=1 npm run check:fingerprint`; do not edit.";
  return `${JSON.stringify({ $comment: about, ...fingerprint }, null, 2)}\n`;
}

export function readFingerprint(file: URL | string = FINGERPRINT_FILE): Fingerprint {
  const { $comment: _about, ...fingerprint } = JSON.parse(readFileSync(file, "utf8")) as Fingerprint & { $comment?: string };
  return fingerprint;
}

export function writeFingerprint(fingerprint: Fingerprint, file: URL | string = FINGERPRINT_FILE) {
  writeFileSync(file, fingerprintFileText(fingerprint));
}

/** Whether a text names one of the fingerprint's phrases (the demo owner's name, email, site, street or phone). */
export function namesPhrase(text: string, phrases: Fingerprint["phrases"]): boolean {
  const words = wordsOf(text);
  const hashes = new Set(phrases.hashes);
  return phrases.words.some((count) => {
    for (let start = 0; start + count <= words.length; start++) {
      if (hashes.has(sha256(key.phrase(words.slice(start, start + count))))) return true;
    }
    return false;
  });
}
