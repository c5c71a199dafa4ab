// Relative: Node runs this as it is (the build's code and the end-to-end tests localize the same way).
import type { Lang } from "../lib/i18n.ts";
import { type Localized, Translatable } from "./schema/index.ts";

/**
 * The content in one language. A text without a Bengali version reads in English on the
 * Bengali pages, and its place (`where`, then the path of fields) goes into `missing`.
 */
export function localize<T>(value: T, lang: Lang, where: string, missing?: string[]): Localized<T> {
  const walk = (v: unknown, path: string): unknown => {
    if (v instanceof Translatable) {
      if (lang === "en") return v.en;
      if (v.bn === undefined) {
        missing?.push(path ? `${where} › ${path}` : where);
        return v.en;
      }
      return v.bn;
    }
    if (Array.isArray(v)) return v.map((item, index) => walk(item, `${path}[${index}]`));
    if (v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, walk(item, path ? `${path}.${key}` : key)]));
    }
    return v;
  };
  return walk(value, "") as Localized<T>;
}
