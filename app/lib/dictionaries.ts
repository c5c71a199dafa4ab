/**
 * The interface's words by language. English is always here; another language's words are
 * loaded once, before a page in that language is drawn (root loader on the build machine,
 * entry.client.tsx in the browser), so English pages never download them.
 */
import type { Lang } from "./i18n.ts";
import { en, type Words } from "./words.ts";

const loaded: Partial<Record<Lang, Words>> = { en };

/** The words of a language, once loadWords() has brought them (English until then). */
export function wordsFor(lang: Lang): Words {
  return loaded[lang] ?? en;
}

/** Brings a language's words; resolves at once for English and for a language already here. */
export async function loadWords(lang: Lang): Promise<Words> {
  if (!loaded[lang] && lang === "bn") loaded.bn = (await import("./words.bn.ts")).bn;
  return wordsFor(lang);
}
