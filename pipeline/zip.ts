// npm run zip: build/site.zip, the build folder's contents (build/client/, its .htaccess files
// included) as one file to upload through cPanel's File Manager and extract into public_html.
// Written with fflate (MIT), the zip writer pdfkit already brings along.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { type Zippable, type ZipOptions, zipSync } from "fflate";

/** Made by a Unix system: the permissions below are read from the external attributes. */
const UNIX = 3;
/** Files already compressed (the .br and .gz twins, images, fonts, the CV): stored, as deflating gains nothing. */
const COMPRESSED = new Set([
  ".br",
  ".gz",
  ".woff2",
  ".woff",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".avif",
  ".gif",
  ".pdf",
  ".zip",
  ".mp4",
  ".webm",
]);

/** Every folder and file under `dir`, by its path from there with forward slashes (folders end in "/"), in order. */
function entriesOf(dir: string): { path: string; full: string; folder: boolean }[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => {
      const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
      return { path: entry.isDirectory() ? `${path}/` : path, full: join(entry.parentPath, entry.name), folder: entry.isDirectory() };
    });
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The zip archive of everything under `dir` (hidden files included), as a Buffer. Files get
 * rw-r--r-- and folders rwxr-xr-x, as a web server reads them, whatever the build machine had.
 */
export function zipFolder(dir: string): Buffer {
  const files: Zippable = {};
  for (const { path, full, folder } of entriesOf(dir)) {
    const options: ZipOptions = {
      os: UNIX,
      attrs: folder ? ((0o040755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0,
      mtime: statSync(full).mtime,
      level: folder || COMPRESSED.has(extname(path).toLowerCase()) ? 0 : 9,
    };
    files[path] = [folder ? new Uint8Array(0) : readFileSync(full), options];
  }
  return Buffer.from(zipSync(files));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { BUILD_DIR, buildRoot } = await import("../app/data/content-dir.ts");
  const client = join(buildRoot, "client");
  let found: boolean;
  try {
    found = statSync(join(client, ".htaccess")).isFile();
  } catch {
    found = false;
  }
  if (!found) {
    console.error(`No build found in ${BUILD_DIR}/client (or one without its .htaccess). Run "npm run build" first.`);
    process.exit(1);
  }
  const zip = zipFolder(client);
  writeFileSync(join(buildRoot, "site.zip"), zip);
  console.log(
    `zip: wrote ${BUILD_DIR}/site.zip (${(zip.length / 1024 / 1024).toFixed(1)} MiB), the contents of ${BUILD_DIR}/client with its .htaccess files: ` +
      'upload it to public_html with cPanel\'s File Manager and extract it there (README.md, "On shared cPanel hosting").',
  );
}
