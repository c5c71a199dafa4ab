import { describe, expect, it } from "vitest";
import { headerSet, htaccess, htaccessFiles, netlifyHeaders, netlifyRedirects, nginxConf, vercelJson } from "./configs.ts";
import { loadContent } from "../../app/data/load.ts";
import { CONTENT_TYPES, ownerPolicy, sha256Source } from "./policy.ts";

// The content the site is built from (CONTENT_DIR), as the build reads it.
const owner = ownerPolicy(await loadContent());
const { canonical: CANONICAL, contentNamedDirs: CONTENT_NAMED_DIRS, notFoundPages: NOT_FOUND_PAGES, redirects: REDIRECTS } = owner;

const hashes = [sha256Source("a()"), sha256Source("b()")];

describe("host configurations", () => {
  it("give Netlify and Cloudflare the headers with every hash, and each redirect as a 301", () => {
    const headers = netlifyHeaders(hashes, owner);
    for (const hash of hashes) expect(headers).toContain(hash);
    expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(headers).toMatch(/^\/pagefind\/fragment\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    // Then each language's not-found page for the addresses under its prefix, with status 404.
    const languages = NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/");
    expect(netlifyRedirects(owner).trim().split("\n")).toEqual([
      ...REDIRECTS.map(({ from, to }) => `${from} ${to} 301`),
      ...languages.map(({ prefix, page }) => `${prefix}* ${page} 404`),
    ]);
  });

  it("give Vercel the same headers and 301s (not its default 308)", () => {
    const config = JSON.parse(vercelJson(hashes, owner)) as {
      outputDirectory: string;
      redirects: unknown[];
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(config.outputDirectory).toBe("build/client");
    expect(config.redirects).toEqual(REDIRECTS.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })));
    const all = config.headers.find((rule) => rule.source === "/(.*)")!.headers;
    expect(all.map(({ key, value }) => [key, value])).toEqual([...headerSet(hashes, owner), ["Cache-Control", "no-cache"]]);
    const chunks = config.headers.find((rule) => rule.source === "/pagefind/fragment/(.*)")!.headers;
    expect(chunks).toEqual([{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }]);
  });

  it("give nginx the headers in every location, since a location's add_header replaces the server's", () => {
    const conf = nginxConf(hashes, owner, { root: "/srv/site", listen: "8080" });
    expect(conf).toContain("root /srv/site;");
    expect(conf).toContain("listen 8080;");
    const blocks = conf
      .split(/^\s*location /m)
      .slice(1)
      .filter((block) => !block.includes("return 404"));
    const languages = NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/");
    expect(blocks.map((block) => block.slice(0, block.indexOf("{")).trim())).toEqual([
      "/",
      "/assets/",
      "^~ /.well-known/",
      `~ ^/(${CONTENT_NAMED_DIRS.join("|")})/`,
      ...languages.map(({ prefix }) => prefix),
      ...NOT_FOUND_PAGES.map(({ page }) => `= ${page}`),
    ]);
    for (const { prefix, page } of languages) expect(conf).toMatch(new RegExp(`location ${prefix} \\{\\s*error_page 404 ${page};`));
    for (const block of blocks) expect(block).toContain("add_header Content-Security-Policy");
    // Strict-Transport-Security from a variable that is empty over plain HTTP.
    for (const block of blocks)
      expect(block).toContain("add_header Strict-Transport-Security $portfolio_strict_transport_security always;");
    expect(conf).not.toContain('add_header Strict-Transport-Security "');
    for (const { from, to } of REDIRECTS) expect(conf).toContain(`rewrite "^${from.replace(/\./g, "\\\\.")}/?$" "${to}" permanent;`);
    // Moved addresses come before the rule that drops a trailing slash: /service/ goes to /services at once.
    expect(conf.indexOf("rewrite ^/(.+)/$")).toBeGreaterThan(conf.lastIndexOf(`"${REDIRECTS.at(-1)!.to}" permanent`));
    // Dotfiles and source maps: never.
    expect(conf).toContain("location ~ /\\. { return 404; }");
    expect(conf).toContain("location ~* \\.map$ { return 404; }");
  });

  it("give nginx the redirects to the owner's url only when switched on, in each location but /.well-known/", () => {
    const off = nginxConf(hashes, { ...owner, canonical: { ...CANONICAL, redirectHttps: false, redirectHost: false } });
    expect(off).not.toContain("return 301 https://");
    const on = nginxConf(hashes, {
      ...owner,
      canonical: { redirectHttps: true, redirectHost: true, origin: "https://example.com:8443", host: "example.com:8443" },
    });
    const served = on.split(/^\s*location /m).filter((block) => block.includes("try_files") && !block.startsWith("^~ /.well-known/"));
    for (const block of served) {
      expect(block).toContain('if ($host != "example.com") { return 301 https://example.com:8443$request_uri; }');
      expect(block).toContain('if ($portfolio_https = "") { return 301 https://$host$request_uri; }');
    }
    expect(on.split("location ^~ /.well-known/")[1]!.split("}")[0]).not.toContain("return 301");
  });

  describe("give Apache and LiteSpeed an .htaccess", () => {
    const file = htaccess(hashes, owner);
    /** The lines outside every <IfModule>, and the module each other line needs. */
    function sections(text: string) {
      const stack: string[] = [];
      const lines: { line: string; modules: string[] }[] = [];
      for (const line of text.split("\n").map((l) => l.trim())) {
        const open = /^<IfModule (!?[\w.]+)>$/.exec(line);
        if (open) stack.push(open[1]!);
        else if (line === "</IfModule>") stack.pop();
        else if (line && !line.startsWith("#")) lines.push({ line, modules: [...stack] });
      }
      expect(stack).toEqual([]);
      return lines;
    }

    it("with every part inside <IfModule>, but ErrorDocument (Apache's core)", () => {
      for (const { line, modules } of sections(file)) {
        if (!modules.length) expect(line).toMatch(/^ErrorDocument 404 \//);
      }
      for (const { line, modules } of sections(file)) {
        const directive = line.split(/\s/)[0]!;
        if (/^Rewrite/.test(directive)) expect(modules).toContain("mod_rewrite.c");
        if (directive === "Header") expect(modules).toContain("mod_headers.c");
        if (/^(AddType|AddCharset|AddEncoding|RemoveType)$/.test(directive)) expect(modules).toContain("mod_mime.c");
        if (directive === "SetOutputFilter") expect(modules).toContain("mod_deflate.c");
        if (/^Expires/.test(directive)) expect(modules).toContain("mod_expires.c");
        if (directive === "DirectorySlash") expect(modules).toEqual(expect.arrayContaining(["mod_rewrite.c", "mod_dir.c"]));
        if (directive === "Require") expect(modules).toEqual(expect.arrayContaining(["!mod_rewrite.c", "mod_authz_core.c"]));
      }
    });

    it("with the same headers as every host, Strict-Transport-Security over HTTPS only, and every hash", () => {
      for (const [name, value] of headerSet(hashes, owner)) {
        const line = file.split("\n").find((l) => l.includes(`Header always set ${name} `));
        expect(line, name).toBeDefined();
        expect(line).toContain(`"${value.replace(/"/g, '\\"')}"`);
        if (name === "Strict-Transport-Security")
          expect(line).toContain(`"expr=%{HTTPS} == 'on' || req_novary('X-Forwarded-Proto') =~ /^https$/i"`);
        else expect(line).not.toContain("expr=");
      }
    });

    it("with every content type, the redirects, the trailing slash and the not-found page", () => {
      for (const [extension, type] of Object.entries(CONTENT_TYPES))
        expect(file).toContain(`AddType ${type.replace(/;.*$/, "")} .${extension}\n`);
      for (const { from, to } of REDIRECTS)
        expect(file).toContain(`RewriteRule ^${from.slice(1).replace(/\./g, "\\.")}/?$ ${to} [R=301,L]`);
      expect(file).toContain("RewriteRule ^(.+)/$ /$1 [R=301,L]");
      expect(file).toContain("DirectorySlash Off");
      expect(file).toContain("ErrorDocument 404 /404.html");
      // The moved addresses are answered before a file of the same name (about.html, a page GitHub Pages shows).
      expect(file.indexOf("[R=301,L]")).toBeLessThan(file.indexOf("RewriteRule ^$ /index.html [L]"));
    });

    it("with the redirects to the owner's url only when switched on, and never for /.well-known/", () => {
      expect(file).not.toContain("RewriteRule ^ https://");
      const on = htaccess(hashes, {
        ...owner,
        canonical: { redirectHttps: true, redirectHost: true, origin: "https://example.com", host: "example.com" },
      });
      expect(on).toContain("RewriteCond %{HTTP_HOST} !=example.com [NC]\n  RewriteRule ^ https://example.com%{REQUEST_URI} [R=301,L]");
      expect(on).toContain(
        "RewriteCond %{HTTPS} !=on\n  RewriteCond %{HTTP:X-Forwarded-Proto} !=https [NC]\n  RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]",
      );
      expect(on.indexOf("RewriteRule ^\\.well-known/ - [L]")).toBeLessThan(on.indexOf("RewriteRule ^ https://"));
    });

    it("with one of its own in assets/ (a year for fingerprinted files) and in each language's folder (its not-found page)", () => {
      const files = htaccessFiles(hashes, owner);
      expect(Object.keys(files).sort()).toEqual(
        [
          ".htaccess",
          "assets/.htaccess",
          ...CONTENT_NAMED_DIRS.map((folder) => `${folder}/.htaccess`),
          ...NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/").map(({ prefix }) => `${prefix.slice(1)}.htaccess`),
        ].sort(),
      );
      expect(files["assets/.htaccess"]).toContain('Header always set Cache-Control "public, max-age=31536000, immutable"');
      const pattern = new RegExp(/<FilesMatch "([^"]+)">/.exec(files["assets/.htaccess"]!)![1]!.replace("(?i)", ""), "i");
      expect(pattern.test("root-b3BEalq7.css")).toBe(true);
      expect(pattern.test("root-b3BEalq7.css.br")).toBe(true);
      expect(pattern.test("robots.txt")).toBe(false);
      for (const folder of CONTENT_NAMED_DIRS) {
        expect(files[`${folder}/.htaccess`]).toContain('Header always set Cache-Control "public, max-age=31536000, immutable"');
      }
      for (const { prefix, page } of NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/")) {
        expect(files[`${prefix.slice(1)}.htaccess`]).toContain(`ErrorDocument 404 ${page}\n`);
      }
    });
  });
});
