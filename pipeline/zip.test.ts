import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync, crc32 } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { zipFolder } from "./zip.ts";

/** Reads a zip as its central directory says, checking each entry against its local header and CRC. */
function readZip(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, { data: Buffer; method: number; mode: number }>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const external = zip.readUInt32LE(at + 38);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    expect(zip.subarray(offset + 30, offset + 30 + nameLength).toString("utf8")).toBe(name);
    const body = zip.subarray(offset + 30 + nameLength, offset + 30 + nameLength + size);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(crc32(data)).toBe(crc);
    entries.set(name, { data, method, mode: external >>> 16 });
    at += 46 + nameLength;
  }
  return entries;
}

describe("zipFolder", () => {
  const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "about"));
  mkdirSync(join(dir, "bn"));
  writeFileSync(join(dir, ".htaccess"), "RewriteEngine On\n");
  writeFileSync(join(dir, "bn", ".htaccess"), "ErrorDocument 404 /bn/404.html\n");
  writeFileSync(join(dir, "about", "index.html"), "<!doctype html><title>About</title>".repeat(50));
  writeFileSync(join(dir, "about", "index.html.br"), Buffer.from([0x1b, 0x03, 0x00, 0xf8]));
  writeFileSync(join(dir, "বাংলা.txt"), "নাম\n");
  utimesSync(join(dir, "about", "index.html"), new Date(2026, 2, 14, 16, 5, 31), new Date(2026, 2, 14, 16, 5, 31));
  const zip = zipFolder(dir);
  const entries = readZip(zip);

  it("holds every file and folder, hidden ones (.htaccess) included, with the folder's contents at its root", () => {
    expect([...entries.keys()]).toEqual([
      ".htaccess",
      "about/",
      "about/index.html",
      "about/index.html.br",
      "bn/",
      "bn/.htaccess",
      "বাংলা.txt",
    ]);
    expect(entries.get("bn/.htaccess")!.data.toString()).toBe("ErrorDocument 404 /bn/404.html\n");
    expect(entries.get("বাংলা.txt")!.data.toString()).toBe("নাম\n");
  });

  it("deflates text and stores what is compressed already (the .br twins, images, fonts)", () => {
    expect(entries.get("about/index.html")!.method).toBe(8);
    expect(entries.get("about/index.html.br")!.method).toBe(0);
  });

  it("gives files rw-r--r-- and folders rwxr-xr-x, as a web server reads them", () => {
    expect(entries.get("about/index.html")!.mode).toBe(0o100644);
    expect(entries.get("about/")!.mode).toBe(0o040755);
  });

  // An independent reader, where the machine has one: Info-ZIP's unzip, or Python's zipfile.
  const python = ["/usr/bin/python3", "/usr/local/bin/python3"].find((path) => existsSync(path));
  const unzip = ["/usr/bin/unzip", "/usr/local/bin/unzip"].find((path) => existsSync(path));
  it.skipIf(!unzip && !python)("is a zip other programs read and extract", () => {
    const file = join(dir, "..", `${dir.split("/").at(-1)}.zip`);
    writeFileSync(file, zip);
    try {
      if (unzip) {
        expect(execFileSync(unzip, ["-t", file], { encoding: "utf8" })).toContain("No errors detected");
        const out = mkdtempSync(join(tmpdir(), "unzip-test-"));
        execFileSync(unzip, ["-q", file, "-d", out]);
        expect(existsSync(join(out, "bn", ".htaccess"))).toBe(true);
        rmSync(out, { recursive: true, force: true });
      }
      if (python) {
        const check = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(len(z.namelist()))";
        expect(execFileSync(python, ["-c", check, file], { encoding: "utf8" }).trim()).toBe(String(entries.size));
      }
    } finally {
      rmSync(file, { force: true });
    }
  });
});
