// npm run zip: build/site.zip, the build folder's contents (build/client/, its .htaccess files
// included) as one file to upload through cPanel's File Manager and extract into public_html.
// Written here with Node's zlib, as neither Node nor every machine has a zip program.
// A zip archive (PKWARE's APPNOTE): each file's local header and data, then the central
// directory listing them, then its end record. Files are deflated, or stored where deflating
// gains nothing (the .br and .gz twins, images, fonts). No ZIP64: a build stays far below
// 65,535 files and 4 GiB.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { constants, crc32, deflateRawSync } from "node:zlib";

const STORED = 0;
const DEFLATED = 8;
/** Names are UTF-8 (general purpose flag, bit 11). */
const UTF8 = 0x0800;
/** Made by a Unix system (its permissions in the external attributes), zip 2.0. */
const MADE_BY = (3 << 8) | 20;
const NEEDED = 20;

/** A time as MS-DOS writes it: two 16-bit numbers, in local time, to two seconds. */
function dosTime(date) {
  const year = Math.max(date.getFullYear(), 1980);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Every folder and file under `dir`, folders first, by their path from there with forward slashes. */
function entriesOf(dir) {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => {
      const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
      return { path: entry.isDirectory() ? `${path}/` : path, full: join(entry.parentPath, entry.name), folder: entry.isDirectory() };
    });
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The zip archive of everything under `dir` (hidden files included), as a Buffer. */
export function zipFolder(dir) {
  const locals = [];
  const central = [];
  let offset = 0;
  const entries = entriesOf(dir);
  if (entries.length > 0xffff) throw new Error(`zip: ${entries.length} files and folders, more than a zip without ZIP64 holds`);
  for (const { path, full, folder } of entries) {
    const name = Buffer.from(path, "utf8");
    const { mtime } = statSync(full);
    const data = folder ? Buffer.alloc(0) : readFileSync(full);
    const deflated = folder ? data : deflateRawSync(data, { level: constants.Z_BEST_COMPRESSION });
    const method = !folder && deflated.length < data.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : data;
    const crc = crc32(data);
    const { time, date } = dosTime(mtime);
    if (offset + 30 + name.length + body.length > 0xffffffff) throw new Error("zip: more than 4 GiB, more than a zip without ZIP64 holds");

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(NEEDED, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(MADE_BY, 4);
    record.writeUInt16LE(NEEDED, 6);
    record.writeUInt16LE(UTF8, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal attributes: none.
    // External attributes: the Unix type and permissions in the high half (rw-r--r-- for files,
    // rwxr-xr-x for folders, as a web server reads them, whatever the build machine had), and
    // MS-DOS's folder bit in the low one.
    const permissions = folder ? 0o040755 : 0o100644;
    record.writeUInt32LE(((permissions << 16) | (folder ? 0x10 : 0)) >>> 0, 38);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);

    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { BUILD_DIR, buildRoot } = await import("./content-dir.ts");
  const client = join(buildRoot, "client");
  let found;
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
