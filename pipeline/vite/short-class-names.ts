// Short class names in the production build (docs/decisions/036-short-class-names.md).
//
// Tailwind's class lists are a quarter of a page's HTML once compressed, more than its text on
// some pages. In the build, each utility the stylesheet defines gets a name of one or two letters
// ("a", "b", … "Zz"), the names used most in the source first: in the stylesheet, in every script
// (server and browser), and so in every pre-rendered page and its data. `npm run dev` keeps the
// names as written, and so does the source: nothing here is for people to read or write.
//
// What is renamed, and what is not:
// - only the utilities (Tailwind's `@layer utilities`, the project's `@utility` ones among them);
//   a class the stylesheet also uses outside that layer (`.star-rating`, `.prose-content`, the
//   Markdown's `.code-block`) keeps its name, as does every single-word one (`flex`, `hidden`,
//   `inline`, `dark`), which a string may hold as a word that is not a class (`role: "group"`,
//   the consent dialog's `layout: "bar inline"`, a display value, a text);
// - only the project's own modules (app/): a library's strings are its own;
// - in a script, a string (or a whole-word run of a template) is renamed only when every word in it
//   is a class the stylesheet knows: "inline-flex items-center" is, "noopener noreferrer" is not.
//   A string that mixes renamed classes with other words stops the build, as that would be a class
//   list the renaming could not follow;
// - the stylesheet is renamed as it is compiled, before Vite hashes it, and each script before its
//   hash is taken, so a file's name still changes whenever its content does;
// - the names given are written to short-class-names.json in the build folder (beside client/),
//   for the build's last step to check that no page kept an old one (pipeline/postbuild.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { transform as transformCss } from "lightningcss";
import { parseAst, type Plugin } from "vite";
import { CODE_CLASS_PREFIX } from "../../app/lib/code-theme.ts";

/** The names given, in the build folder: original name to short one. */
export const NAMES_FILE = "short-class-names.json";
/** Names not to give: the code blocks' token classes start with these (app/lib/code-theme.ts). */
const RESERVED = new Set(Object.values(CODE_CLASS_PREFIX));

/** The stylesheet whose utilities are renamed: Tailwind's entry. */
const ENTRY = /[\\/]app[\\/]app\.css$/;
/** A class that may be a plain word in a string (a role, a display value, a text): never renamed. */
const PLAIN_WORD = /^[a-z]+$/;
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEXT = `${FIRST}0123456789`;
/** Classes Tailwind reads from the markup without a rule of their own. */
const MARKERS = /^(group|peer)(\/[\w-]+)?$/;

type CssNode = { [key: string]: unknown };

function walkCss(node: unknown, visit: (component: CssNode, layer: string | undefined) => void, layer?: string): void {
  if (Array.isArray(node)) {
    for (const item of node) walkCss(item, visit, layer);
    return;
  }
  if (!node || typeof node !== "object") return;
  const object = node as CssNode;
  if (object.type === "layer-block") {
    const value = object.value as { name?: string[] | null; rules: unknown };
    walkCss(value.rules, visit, value.name?.join(".") ?? "");
    return;
  }
  if (object.type === "class" && typeof object.name === "string") visit(object, layer);
  for (const key of Object.keys(object)) walkCss(object[key], visit, layer);
}

function cssCode(css: string, visitor: Parameters<typeof transformCss>[0]["visitor"]): string {
  return transformCss({ filename: "app.css", code: Buffer.from(css), visitor }).code.toString();
}

/** The stylesheet's classes: those that may be renamed (among the utilities only, not a plain word), and all of them. */
export function classesOf(css: string): { utilities: string[]; all: Set<string> } {
  const inUtilities: string[] = [];
  const seen = new Set<string>();
  const elsewhere = new Set<string>();
  const visit = ({ name }: CssNode, layer: string | undefined) => {
    const className = name as string;
    if (layer === "utilities") {
      if (!seen.has(className)) inUtilities.push(className);
    } else elsewhere.add(className);
    seen.add(className);
  };
  // Read only: a visitor that returns nothing leaves the sheet as it is.
  cssCode(css, {
    StyleSheet(sheet) {
      walkCss(sheet.rules, visit);
    },
  });
  return { utilities: inUtilities.filter((name) => !elsewhere.has(name) && !PLAIN_WORD.test(name)), all: seen };
}

function* shortNames(): Generator<string> {
  for (const first of FIRST) yield first;
  for (const first of FIRST) for (const next of NEXT) yield `${first}${next}`;
}

/**
 * A short name for each class, the most used first (uses: how often each appears in the source),
 * then in the stylesheet's order. No short name is a class the stylesheet keeps.
 */
export function nameClasses(classes: string[], uses: (name: string) => number, taken: Set<string>): Map<string, string> {
  const order = classes.map((name, index) => ({ name, index, uses: uses(name) }));
  order.sort((a, b) => b.uses - a.uses || a.index - b.index);
  const names = shortNames();
  const map = new Map<string, string>();
  for (const { name } of order) {
    let short = names.next().value as string | undefined;
    while (short !== undefined && (taken.has(short) || RESERVED.has(short))) short = names.next().value as string | undefined;
    if (short === undefined) throw new Error(`short-class-names: more than ${map.size} classes to name`);
    map.set(name, short);
  }
  return map;
}

/** The stylesheet with its renamed classes under their short names. */
export function renameCss(css: string, map: Map<string, string>): string {
  return cssCode(css, {
    Selector(selector) {
      let renamed = false;
      walkCss(selector, (component) => {
        const short = map.get(component.name as string);
        if (short) {
          component.name = short;
          renamed = true;
        }
      });
      return renamed ? selector : undefined;
    },
  });
}

export type Known = { map: Map<string, string>; classes: Set<string> };

const isClass = (word: string, known: Known) => known.map.has(word) || known.classes.has(word) || MARKERS.test(word);

/** A class list with its renamed classes under their short names; null when it is not one. */
function renameList(text: string, known: Known, where: string): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.some((word) => known.map.has(word))) return null;
  if (!words.every((word) => isClass(word, known)))
    throw new Error(
      `short-class-names: ${where} has the renamed class(es) ${words.filter((word) => known.map.has(word)).join(", ")} among words that are not classes: ${JSON.stringify(text)}`,
    );
  return text.replace(/\S+/g, (word) => known.map.get(word) ?? word);
}

type AstNode = { type?: string; start: number; end: number; [key: string]: unknown };

function walkJs(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walkJs(item, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  const object = node as AstNode;
  if (typeof object.type === "string") visit(object);
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value && typeof value === "object") walkJs(value, visit);
  }
}

/** A script with the class lists in its strings renamed; null when it has none. */
export function renameScript(code: string, known: Known, file: string): string | null {
  const edits: { start: number; end: number; text: string }[] = [];
  walkJs(parseAst(code, { lang: "js" }, file), (node) => {
    if (node.type === "Literal" && typeof node.value === "string") {
      const renamed = renameList(node.value, known, file);
      if (renamed !== null) edits.push({ start: node.start, end: node.end, text: JSON.stringify(renamed) });
    } else if (node.type === "TemplateLiteral") {
      const quasis = node.quasis as AstNode[];
      quasis.forEach((quasi, index) => {
        const raw = (quasi.value as { raw: string }).raw;
        // Whole words only: one that touches a ${…} may be half of a name, and is left as it is.
        const words = [...raw.matchAll(/\S+/g)].filter(
          ({ index: at = 0, 0: word }) => !(at === 0 && index > 0) && !(at + word.length === raw.length && index < quasis.length - 1),
        );
        if (renameList(words.map(({ 0: word }) => word).join(" "), known, file) === null) return;
        let text = raw;
        for (const { index: at = 0, 0: word } of words.reverse())
          text = text.slice(0, at) + (known.map.get(word) ?? word) + text.slice(at + word.length);
        edits.push({ start: quasi.start, end: quasi.end, text });
      });
    }
  });
  if (edits.length === 0) return null;
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const { start, end, text } of edits) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** How often each word appears in the app's source: the classes used most get the shortest names. */
export function sourceUses(dir: string): (name: string) => number {
  const counts = new Map<string, number>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }))
    if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      for (const word of readFileSync(join(dir, file), "utf8").split(/[\s"'`{}()]+/)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return (name) => counts.get(name) ?? 0;
}

/** The classes of a page or a data file that should have been renamed and were not. */
export function unrenamedIn(text: string, names: Map<string, string>): string[] {
  const found = new Set<string>();
  for (const [, list] of text.matchAll(/class(?:Name)?=\\?"([^"\\]*)/g))
    for (const word of list!.split(/\s+/)) if (names.has(word)) found.add(word);
  return [...found];
}

export function shortClassNames({ appDir }: { appDir: string }): Plugin {
  let known: Known | undefined;
  const appRoot = `${resolve(appDir)}${sep}`;
  return {
    name: "portfolio:short-class-names",
    apply: "build",
    // After Tailwind's own (also "pre"): the stylesheet comes here compiled, before Vite's CSS steps.
    enforce: "pre",
    transform: {
      filter: { id: ENTRY },
      handler(code, id) {
        const { utilities, all } = classesOf(code);
        if (utilities.length === 0) throw new Error(`short-class-names: ${relative(process.cwd(), id)} has no utilities; is Tailwind before this plugin?`);
        const map = nameClasses(utilities, sourceUses(appDir), all);
        known = { map, classes: all };
        return { code: renameCss(code, map), map: null };
      },
    },
    renderChunk(code, chunk) {
      if (!known) return null;
      // The project's own modules only: a library's strings are its own ("inline-block" may be a
      // style React sets). Each module's code is in the chunk as it is, before minification.
      let out = code;
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (!module.code || !id.startsWith(appRoot) || id.includes("/node_modules/")) continue;
        const renamed = renameScript(module.code, known, relative(process.cwd(), id));
        if (renamed === null) continue;
        const at = out.indexOf(module.code);
        if (at < 0) throw new Error(`short-class-names: ${id}'s code is not in ${chunk.fileName} as it was rendered`);
        out = out.slice(0, at) + renamed + out.slice(at + module.code.length);
      }
      return out === code ? null : { code: out, map: null };
    },
    // Once, from the browser's build, for postbuild.ts's check.
    generateBundle() {
      if (!known || this.environment.name !== "client") return;
      const file = resolve(this.environment.config.build.outDir, "..", NAMES_FILE);
      writeFileSync(file, `${JSON.stringify(Object.fromEntries(known.map), null, 1)}\n`);
    },
  };
}
