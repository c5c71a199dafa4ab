/**
 * Which content folder the site is built from, and where that build goes.
 *
 * CONTENT_DIR (a path relative to the repository root, default app/content) swaps the
 * owner's content for another folder of the same shape, e.g. the second owner in
 * tests/fixtures/second-owner: its words, and its pictures and icons in its own public/
 * (`publicRoot`), which the build copies into the site as they are. A build of any folder
 * but app/content goes to build-fixtures/<folder name>, so it never overwrites build/;
 * BUILD_DIR overrides that.
 *
 * Paths are resolved against the working directory, which is the repository root for every
 * npm script, Playwright and Vitest: this module is also bundled into the pre-rendering
 * (through app/routes.ts), where its own file location says nothing about the repository.
 * Plain TypeScript that Node runs as it is (type stripping): the build's steps (pipeline/),
 * React Router's and Playwright's configurations and the end-to-end tests import it too. The
 * content itself is read through `loadContent` (load.ts), never from here.
 */
import { basename, resolve } from "node:path";

export const DEFAULT_CONTENT_DIR = "app/content";

/** The content folder, relative to the repository root, as given. */
export const CONTENT_DIR = process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR;

/** The content folder as an absolute path. */
export const contentRoot = resolve(CONTENT_DIR);

/** The build folder, relative to the repository root. */
export const BUILD_DIR = process.env.BUILD_DIR || buildDirOf(CONTENT_DIR);

/** Where the build of a content folder goes, unless BUILD_DIR says otherwise: build/ for app/content, build-fixtures/<name> for any other. */
export function buildDirOf(contentDir: string): string {
  return resolve(contentDir) === resolve(DEFAULT_CONTENT_DIR) ? "build" : `build-fixtures/${basename(resolve(contentDir))}`;
}

/** The build folder as an absolute path. */
export const buildRoot = resolve(BUILD_DIR);

/**
 * The content folder's public/, as an absolute path: the owner's pictures and icons, copied
 * into the site as they are (Vite's publicDir). Each content folder has its own; one without
 * it has no pictures (docs/decisions/031-pictures-in-the-content-folder.md).
 */
export const publicRoot = contentPath("public");

/** A file or folder of the content folder, as an absolute path. */
export function contentPath(...parts: string[]): string {
  return resolve(contentRoot, ...parts);
}
