// @vitest-environment node
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_SIZE, precompress } from "./precompress.ts";

let dir: string;
const text = (n: number) => Array.from({ length: n }, (_, i) => `<p>line ${i} of a page</p>\n`).join("");
const put = (name: string, content: string | Buffer) => {
  mkdirSync(join(dir, name, ".."), { recursive: true });
  writeFileSync(join(dir, name), content);
  return Buffer.from(content);
};
const quiet = { log: () => {} };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes .br and .gz twins that decompress to the original, with its modification time", async () => {
    const page = put("blog/post/index.html", text(200));
    const data = put("blog.data", JSON.stringify({ posts: text(50) }));
    const script = put("assets/entry-AbCdEf12.js", `export const x = ${JSON.stringify(text(100))};`);
    await precompress(dir, quiet);
    for (const [name, original] of [
      ["blog/post/index.html", page],
      ["blog.data", data],
      ["assets/entry-AbCdEf12.js", script],
    ] as const) {
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      // Last-Modified has a resolution of a second.
      const seconds = (file: string) => Math.floor(statSync(join(dir, file)).mtimeMs / 1000);
      expect(seconds(`${name}.br`)).toBe(seconds(name));
    }
  });

  it("skips small files, already compressed formats and files that would not shrink", async () => {
    put("robots.txt", "User-agent: *\nAllow: /\n");
    put("images/photo.png", text(100));
    put("images/cv.pdf", text(100));
    put("assets/inter-AbCdEf12.woff2", text(100));
    // Random bytes do not compress: the twin would be larger than the file.
    put("noise.json", randomBytes(4096));
    const totals = await precompress(dir, quiet);
    for (const name of ["robots.txt", "images/photo.png", "images/cv.pdf", "assets/inter-AbCdEf12.woff2"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
    expect(Buffer.byteLength("User-agent: *\nAllow: /\n")).toBeLessThan(MIN_SIZE);
    expect(totals.skipped).toBe(1);
    const noiseResult = totals.results.get("noise.json");
    expect(noiseResult).toEqual({ size: 4096, br: 4096, gz: 4096 });
    expect(existsSync(join(dir, "noise.json.br"))).toBe(false);
    expect(existsSync(join(dir, "noise.json.gz"))).toBe(false);
  });

  it("runs again over its own output without compressing the twins, and reports the totals", async () => {
    const page = put("index.html", text(300));
    const lines: string[] = [];
    const first = await precompress(dir, { log: (line) => lines.push(line) });
    const second = await precompress(dir, quiet);
    expect(existsSync(join(dir, "index.html.br.br"))).toBe(false);
    expect(existsSync(join(dir, "index.html.gz.gz"))).toBe(false);
    expect(second.files).toBe(1);
    expect(first).toMatchObject({ files: 1, bytes: page.length, br: readFileSync(join(dir, "index.html.br")).length });
    expect(first.gz).toBe(readFileSync(join(dir, "index.html.gz")).length);
    expect(lines).toEqual([expect.stringMatching(/^precompress: 1 files, /)]);
  });
});
