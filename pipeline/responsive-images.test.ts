// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { responsiveImages } from "./responsive-images.ts";

let dir: string;
let client: string;
let cacheDir: string;
const quiet = { log: () => {} };
const put = (name: string, content: string | Buffer) => {
  mkdirSync(join(client, name, ".."), { recursive: true });
  writeFileSync(join(client, name), content);
};
/** A smooth picture (quick to encode) with an alpha channel when `channels` is 4. */
const photo = (width: number, height: number, channels: 3 | 4 = 3) => {
  const raw = Buffer.alloc(width * height * channels, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 120;
      if (channels === 4) raw[i + 3] = 128 + ((x + y) % 128);
    }
  }
  return sharp(raw, { raw: { width, height, channels } });
};
const pixels = (buffer: Buffer) => sharp(buffer).ensureAlpha().raw().toBuffer();
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="apple-touch-icon" href="/apple-touch-icon.png"/><link rel="manifest" href="/site.webmanifest"/></head><body>${body}</body></html>`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "responsive-images-"));
  client = join(dir, "client");
  cacheDir = join(dir, "cache");
  mkdirSync(client);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Encoding AVIF takes a while on a busy machine.
describe("responsiveImages", { timeout: 60_000 }, () => {
  it("writes AVIF and WebP copies of every JPEG and PNG in images/ at the widths of the shared rule", async () => {
    put("images/projects/photo.jpg", await photo(700, 420).jpeg().toBuffer());
    put("images/avatars/face.png", await photo(200, 200, 4).png().toBuffer());
    put("images/hero.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    put("index.html", page(""));

    const totals = await responsiveImages(client, { ...quiet, cacheDir });

    expect(totals.photos).toEqual(
      new Map([
        ["/images/avatars/face.png", [200]],
        ["/images/projects/photo.jpg", [320, 640, 700]],
      ]),
    );
    for (const [name, width, height] of [
      ["projects/photo-320w", 320, 192],
      ["projects/photo-640w", 640, 384],
      ["projects/photo-700w", 700, 420],
      ["avatars/face-200w", 200, 200],
    ] as const) {
      const avif = await sharp(readFileSync(join(client, "images", `${name}.avif`))).metadata();
      expect(avif, name).toMatchObject({ format: "heif", compression: "av1", width, height });
      const webp = await sharp(readFileSync(join(client, "images", `${name}.webp`))).metadata();
      expect(webp, name).toMatchObject({ format: "webp", width, height });
    }
    expect((await sharp(readFileSync(join(client, "images/avatars/face-200w.webp"))).metadata()).hasAlpha).toBe(true);
    expect(readdirSync(join(client, "images")).sort()).toEqual(["avatars", "hero.svg", "projects"]);
    expect(totals.variants).toBe(8);
  });

  it("turns a photo by its EXIF orientation, as browsers show it", async () => {
    put("images/phone.jpg", await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    put("index.html", page(""));
    const totals = await responsiveImages(client, { ...quiet, cacheDir });
    expect(totals.photos.get("/images/phone.jpg")).toEqual([200]);
    expect(await sharp(readFileSync(join(client, "images/phone-200w.webp"))).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it("also makes any copy a built page asks for, such as one for a width in the content that is not the file's", async () => {
    put("images/photo.jpg", await photo(700, 420).jpeg().toBuffer());
    put(
      "blog/post/index.html",
      page(
        '<picture class="contents"><source type="image/avif" srcset="/images/photo-320w.avif 320w, /images/photo-500w.avif 500w" sizes="100vw"/>' +
          '<img src="/images/photo.jpg" alt="" width="500" height="300"/></picture>',
      ),
    );
    const totals = await responsiveImages(client, { ...quiet, cacheDir });
    expect(totals.photos.get("/images/photo.jpg")).toEqual([320, 500, 640, 700]);
    expect((await sharp(readFileSync(join(client, "images/photo-500w.avif"))).metadata()).width).toBe(500);
  });

  it("recompresses the PNG icons of the manifest and the head losslessly, and makes no copies of them", async () => {
    const icon = await photo(192, 192, 4).png({ compressionLevel: 0 }).toBuffer();
    const touch = await photo(180, 180, 4).png({ compressionLevel: 0 }).toBuffer();
    put("images/icon-192.png", icon);
    put("apple-touch-icon.png", touch);
    put("site.webmanifest", JSON.stringify({ icons: [{ src: "/favicon.svg" }, { src: "/images/icon-192.png", type: "image/png" }] }));
    put("index.html", page(""));

    const totals = await responsiveImages(client, { ...quiet, cacheDir });

    expect(totals.photos.size).toBe(0);
    expect(existsSync(join(client, "images/icon-192-192w.avif"))).toBe(false);
    for (const [path, original] of [
      ["/images/icon-192.png", icon],
      ["/apple-touch-icon.png", touch],
    ] as const) {
      const optimised = readFileSync(join(client, path));
      expect(optimised.length, path).toBeLessThan(original.length);
      expect((await sharp(optimised).metadata()).format).toBe("png");
      expect((await pixels(optimised)).equals(await pixels(original)), path).toBe(true);
      expect(totals.icons.get(path)).toEqual({ before: original.length, after: optimised.length });
    }
  });

  it("makes the same files again from its cache, and prints one line", async () => {
    put("images/photo.png", await photo(400, 240).png().toBuffer());
    put("index.html", page(""));
    await responsiveImages(client, { ...quiet, cacheDir });
    const first = readFileSync(join(client, "images/photo-320w.avif"));
    rmSync(join(client, "images/photo-320w.avif"));

    const lines: string[] = [];
    const second = await responsiveImages(client, { log: (line) => lines.push(line), cacheDir });
    expect(readFileSync(join(client, "images/photo-320w.avif")).equals(first)).toBe(true);
    expect(second).toMatchObject({ variants: 4, fromCache: 4 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^responsive-images: 1 photos -> 4 AVIF\/WebP copies, .* \(4 from cache\)/);

    // Without a cache, the encoders give the same bytes.
    await responsiveImages(client, { ...quiet, cacheDir: null });
    expect(readFileSync(join(client, "images/photo-320w.avif")).equals(first)).toBe(true);
  });

  it("stops when two photos would make the same copies", async () => {
    put("images/photo.jpg", await photo(100, 100).jpeg().toBuffer());
    put("images/photo.png", await photo(100, 100).png().toBuffer());
    put("index.html", page(""));
    await expect(responsiveImages(client, { ...quiet, cacheDir })).rejects.toThrow(
      /photo\.png and \/images\/photo\.jpg would both make|photo\.jpg and \/images\/photo\.png would both make/,
    );
  });
});
