/**
 * The interface's words by language. Each language's words are a module of their own, loaded
 * once before a page in that language is drawn (entry.server.tsx on the build machine, for every
 * language; entry.client.tsx in the browser, for the page's language), so a page downloads the
 * words of its own language and no other.
 */
import type { Lang } from "./i18n.ts";
import type { Words } from "./words.ts";

const loaded: Partial<Record<Lang, Words>> = {};

/** The words of a language, once loadWords() has brought them (English's, where only they are here). */
export function wordsFor(lang: Lang): Words {
  const words = loaded[lang] ?? loaded.en;
  if (!words) throw new Error(`The interface's words are not loaded yet: await loadWords("${lang}") before drawing a page`);
  return words;
}

/** Brings a language's words; resolves at once for a language already here. */
export async function loadWords(lang: Lang): Promise<Words> {
  loaded[lang] ??= lang === "bn" ? (await import("./words.bn.ts")).bn : (await import("./words.ts")).en;
  return loaded[lang];
}
