// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks, internalAddresses } from "./check-links.ts";

describe("internalAddresses", () => {
  it("finds the site's own addresses in links, images and srcsets, without fragments or queries", () => {
    const html =
      '<a href="/about#team">a</a><a href="https://x.example/">x</a><a href="//cdn.example/x">c</a><a href="mailto:a@b.c">m</a>' +
      '<img src="/images/a.png" srcset="/images/a-320w.webp 320w, /images/a-640w.webp 640w"><a href="/blog?page=2&amp;tag=x">b</a>' +
      '<script>location.href="/nowhere"</script>';
    expect(internalAddresses(html).sort()).toEqual(["/about", "/blog", "/images/a-320w.webp", "/images/a-640w.webp", "/images/a.png"]);
  });
});

describe("brokenLinks", () => {
  const client = mkdtempSync(join(tmpdir(), "links-"));
  mkdirSync(join(client, "about"));
  writeFileSync(join(client, "about", "index.html"), '<a href="/">home</a>');
  writeFileSync(join(client, "index.html"), '<a href="/about">a</a><a href="/old">o</a><a href="/missing">m</a><img src="/images/x.png">');

  it("names each page and the address that leads nowhere; moved addresses count as there", () => {
    expect(brokenLinks(client, { "/old": "/about" })).toEqual(["index.html → /missing", "index.html → /images/x.png"]);
  });

  it("does not let an address climb out of the build", () => {
    writeFileSync(join(client, "up.html"), '<a href="/../../etc/passwd">x</a>');
    expect(brokenLinks(client, {}).some((line) => line.startsWith("up.html"))).toBe(true);
  });
});
