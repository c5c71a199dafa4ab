// Each host's configuration, written from the one policy (policy.ts) after every build:
// - build/client/_headers, _redirects: Netlify and Cloudflare Pages read them from the
//   published folder;
// - build/client/.nojekyll: GitHub Pages then publishes files whose names start with "_";
// - build/client/.htaccess (with a small one in assets/ and in each language's folder):
//   Apache and LiteSpeed, the servers of cPanel's shared hosting, read them from the folder;
// - build/deploy/nginx.conf: a server block to include in nginx's configuration;
// - build/deploy/vercel.json: Vercel reads vercel.json from the repository before it builds,
//   so the copy at the root must match this one (a test checks that it does);
// - build/deploy/headers.json: the header list itself, which `npm start` sends.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { COMPRESSIBLE } from "../precompress.ts";
import {
  ASSETS_DIR,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  contentSecurityPolicy,
  FINGERPRINT,
  HTTPS_ONLY_HEADERS,
  type OwnerPolicy,
  securityHeaders,
} from "./policy.ts";

/** A header's name and value. */
type Header = [name: string, value: string];

/** The headers every response gets, with the policy for all pages' inline scripts. */
export function headerSet(scriptHashes: readonly string[], owner: OwnerPolicy): Header[] {
  return securityHeaders(contentSecurityPolicy({ ...owner.choices, scriptHashes, header: true }));
}

/** Netlify's and Cloudflare Pages' `_headers`. */
export function netlifyHeaders(scriptHashes: readonly string[], owner: OwnerPolicy): string {
  const block = (path: string, headers: Header[]) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return (
    [
      block("/*", [...headerSet(scriptHashes, owner), ["Cache-Control", CACHE_REVALIDATE]]),
      // Fingerprinted or content-named: never changes.
      block("/assets/*", [["Cache-Control", CACHE_IMMUTABLE]]),
      ...owner.contentNamedDirs.map((folder) => block(`/${folder}/*`, [["Cache-Control", CACHE_IMMUTABLE]])),
      block("/*.data", [["Content-Type", CONTENT_TYPES.data]]),
    ].join("\n\n") + "\n"
  );
}

/** Netlify's and Cloudflare Pages' `_redirects`. */
export function netlifyRedirects(owner: OwnerPolicy): string {
  // Last, after every file: an unknown address under a language's prefix gets that language's
  // not-found page (Cloudflare Pages finds the nearest 404.html by itself and skips these lines).
  const notFound = owner.notFoundPages.filter(({ prefix }) => prefix !== "/").map(({ prefix, page }) => `${prefix}* ${page} 404`);
  return [...owner.redirects.map(({ from, to, status }) => `${from} ${to} ${status}`), ...notFound].join("\n") + "\n";
}

/** Vercel's vercel.json: the build, clean addresses, the headers and the redirects. */
export function vercelJson(scriptHashes: readonly string[], owner: OwnerPolicy): string {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    buildCommand: "npm run build",
    outputDirectory: "build/client",
    cleanUrls: true,
    trailingSlash: false,
    redirects: owner.redirects.map(({ from, to, status }) => ({ source: from, destination: to, statusCode: status })),
    headers: [
      {
        source: "/(.*)",
        headers: [...headerSet(scriptHashes, owner), ["Cache-Control", CACHE_REVALIDATE]].map(([key, value]) => ({ key, value })),
      },
      { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: CACHE_IMMUTABLE }] },
      ...owner.contentNamedDirs.map((folder) => ({ source: `/${folder}/(.*)`, headers: [{ key: "Cache-Control", value: CACHE_IMMUTABLE }] })),
      { source: "/(.*)\\.data", headers: [{ key: "Content-Type", value: CONTENT_TYPES.data }] },
    ],
  };
  return JSON.stringify(config, null, 2) + "\n";
}

/** A literal in a regular expression. */
const regexLiteral = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nginxQuote = (value: string): string => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** The headers every response of a server that also answers plain http:// gets, and those it sends over HTTPS only. */
function splitByTransport(scriptHashes: readonly string[], owner: OwnerPolicy): { always: Header[]; httpsOnly: Header[] } {
  const headers = headerSet(scriptHashes, owner);
  return {
    always: headers.filter(([name]) => !HTTPS_ONLY_HEADERS.has(name)),
    httpsOnly: headers.filter(([name]) => HTTPS_ONLY_HEADERS.has(name)),
  };
}

/** Never a file to anyone: names starting with "." (/.well-known/ has its own location) and source maps. */
const HIDDEN_NGINX = ["~ /\\.", "~* \\.map$"];

/**
 * An nginx server block: clean addresses (/about is about/index.html), the not-found page
 * with status 404, the precompressed .gz twins, the headers on every response (add_header
 * in a location replaces the server's, so each location repeats them; Strict-Transport-Security
 * only over HTTPS), cache rules, the redirects, and the owner's redirects to site.ts `url`.
 * `root` and `listen` are the owner's to set.
 */
export function nginxConf(
  scriptHashes: readonly string[],
  owner: OwnerPolicy,
  { root = "/var/www/portfolio/build/client", listen = "80" }: { root?: string; listen?: string } = {},
): string {
  const { canonical } = owner;
  const { always, httpsOnly } = splitByTransport(scriptHashes, owner);
  const headers = (cache: string | null) => [
    ...[...always, ...(cache ? [["Cache-Control", cache] as Header] : [])].map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`),
    // Empty over plain HTTP, and nginx then sends no header at all.
    ...httpsOnly.map(([name]) => `add_header ${name} $portfolio_${name.toLowerCase().replace(/-/g, "_")} always;`),
  ];
  const indent = (lines: string[], depth: number) => lines.map((line) => `${"    ".repeat(depth)}${line}`).join("\n");
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `${type.replace(/;.*$/, "")} ${extension};`);
  // text/html always gets the charset; nginx warns when it is listed again.
  const charsetTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((type) => type.includes("charset"))
        .map((type) => type.replace(/;.*$/, ""))
        .filter((type) => type !== "text/html"),
    ),
  ];
  const canonicalHost = canonical.host.replace(/:\d+$/, "");
  // In each location that serves the site (not in /.well-known/, where certificates are checked).
  const toUrl = [
    ...(canonical.redirectHost
      ? [
          "# site.ts redirectToUrl.host: another host name goes to url's.",
          `if ($host != ${nginxQuote(canonicalHost)}) { return 301 ${canonical.origin}$request_uri; }`,
        ]
      : []),
    ...(canonical.redirectHttps
      ? ["# site.ts redirectToUrl.https: http:// goes to https://.", 'if ($portfolio_https = "") { return 301 https://$host$request_uri; }']
      : []),
  ];
  return `# Generated by pipeline/hosting/configs.ts from pipeline/hosting/policy.ts: edit those, not this.
# Include it in nginx's http block (e.g. /etc/nginx/sites-enabled/portfolio.conf), with
# root set to the build/client folder and listen/server_name to your own. Serve it over HTTPS:
# Strict-Transport-Security is sent there only.

# Whether a request came over HTTPS: its own connection, or the proxy in front says so.
map "$https:$http_x_forwarded_proto" $portfolio_https {
    "~^on:" 1;
    "~*:https$" 1;
    default "";
}
${httpsOnly
  .map(
    ([name, value]) => `map $portfolio_https $portfolio_${name.toLowerCase().replace(/-/g, "_")} {
    1 ${nginxQuote(value)};
    default "";
}`,
  )
  .join("\n")}

server {
    listen ${listen};
    server_name _;
    root ${root};
    index index.html;
    server_tokens off;
    charset utf-8;
    charset_types ${charsetTypes.join(" ")};
    types {
${indent(types, 2)}
    }
    default_type application/octet-stream;
    # The .gz twins the build wrote, to browsers that accept gzip.
    gzip_static on;
    gzip_vary on;
    absolute_redirect off;
    # The redirects below answer before any location is chosen, so they get the server's headers;
    # every location sends its own (add_header there replaces these).
${indent(headers(null), 1)}
    # Addresses that moved (redirects.ts), with or without a trailing slash.
${owner.redirects.map(({ from, to, status }) => `    rewrite ${nginxQuote(`^${regexLiteral(from.replace(/\/$/, ""))}/?$`)} ${nginxQuote(to)} ${status === 301 ? "permanent" : "redirect"};`).join("\n")}
    # A trailing slash is not the page's address: /about/ is /about.
    rewrite ^/(.+)/$ /$1 permanent;
    error_page 404 /404.html;

    location / {
${indent([...toUrl, ...headers(CACHE_REVALIDATE)], 2)}
        try_files $uri $uri/index.html $uri.html =404;
    }

    location /${ASSETS_DIR}/ {
${indent([...toUrl, ...headers(CACHE_IMMUTABLE)], 2)}
        try_files $uri =404;
    }

    # Where certificates are checked (Let's Encrypt): as it is, over http:// too.
    location ^~ /.well-known/ {
${indent(headers(CACHE_REVALIDATE), 2)}
        try_files $uri =404;
    }

    # Never served: dotfiles (.htaccess) and source maps.
${HIDDEN_NGINX.map((pattern) => `    location ${pattern} { return 404; }`).join("\n")}

${
  owner.contentNamedDirs.length
    ? `    # The search index's chunks, named by their content: a year, as the assets (after the
    # locations above: nginx takes the first regular expression that matches).
    location ~ ^/(${owner.contentNamedDirs.map(regexLiteral).join("|")})/ {
${indent([...toUrl, ...headers(CACHE_IMMUTABLE)], 2)}
        try_files $uri =404;
    }
`
    : ""
}

${owner.notFoundPages.filter(({ prefix }) => prefix !== "/")
  .map(
    ({ prefix, page }) => `    # Unknown addresses under ${prefix} get the not-found page in their language.
    location ${prefix} {
        error_page 404 ${page};
${indent([...toUrl, ...headers(CACHE_REVALIDATE)], 2)}
        try_files $uri $uri/index.html $uri.html =404;
    }
`,
  )
  .join("\n")}
${owner.notFoundPages.map(
  ({ page }) => `    location = ${page} {
        internal;
${indent(headers(CACHE_REVALIDATE), 2)}
    }`,
).join("\n\n")}
}
`;
}

/** A value in double quotes, as Apache's core and mod_headers read it (\\" is a quote, \\\\ a backslash). */
const apacheQuote = (value: string): string => `"${value.replace(/["\\]/g, "\\$&")}"`;
/** A RewriteRule argument: mod_rewrite reads backslashes as they are, and a space escaped. */
const rewriteArgument = (text: string): string => text.replace(/\s/g, "\\$&");
/** A literal in a RewriteRule's substitution, where $N and %N would be back-references. */
const substitution = (text: string): string => text.replace(/[$%\\]/g, "\\$&");
/** The extensions a file is precompressed for (precompress.ts), as an alternation. */
const compressible = (): string => [...COMPRESSIBLE.keys()].map(regexLiteral).join("|");
/** Lines indented by two spaces a level. */
const block = (lines: string[], depth = 1): string => lines.map((line) => (line ? `${"  ".repeat(depth)}${line}` : "")).join("\n");

/** The expression that says a request came over HTTPS: its own connection, or the proxy in front says so. */
const APACHE_HTTPS = `%{HTTPS} == 'on' || req_novary('X-Forwarded-Proto') =~ /^https$/i`;

/**
 * Apache's and LiteSpeed's .htaccess for the build folder (cPanel's shared hosting reads it
 * from public_html): the same headers, cache rules, content types and redirects as every other
 * host, clean addresses without a trailing slash, the not-found page with status 404, the
 * precompressed twins, and nothing that is not the site's (dotfiles, source maps, directory
 * listings). Every part sits in <IfModule>, so a host without a module still serves the site,
 * without that part; only ErrorDocument, which is Apache's core, stands alone.
 */
export function htaccess(scriptHashes: readonly string[], owner: OwnerPolicy): string {
  const { canonical } = owner;
  const { always, httpsOnly } = splitByTransport(scriptHashes, owner);
  const twins = compressible();
  const types = Object.entries(CONTENT_TYPES);
  const charsetExtensions = types.filter(([, type]) => type.includes("charset=utf-8")).map(([extension]) => `.${extension}`);
  const toUrl = [
    ...(canonical.redirectHost
      ? [
          "# site.ts redirectToUrl.host: another host name goes to url's.",
          `RewriteCond %{HTTP_HOST} !=${canonical.host} [NC]`,
          `RewriteRule ^ ${substitution(canonical.origin)}%{REQUEST_URI} [R=301,L]`,
        ]
      : []),
    ...(canonical.redirectHttps
      ? [
          "# site.ts redirectToUrl.https: http:// goes to https:// (unless the proxy in front took it over HTTPS).",
          "RewriteCond %{HTTPS} !=on",
          "RewriteCond %{HTTP:X-Forwarded-Proto} !=https [NC]",
          "RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]",
        ]
      : []),
  ];
  return `# Generated by pipeline/hosting/configs.ts from pipeline/hosting/policy.ts when the site is built:
# edit those, not this. For Apache 2.4 and LiteSpeed, the servers of cPanel's shared hosting:
# it goes into public_html with the rest of build/client/ (and so do assets/.htaccess and the
# languages' own, such as bn/.htaccess). Each part is inside <IfModule>: a server without that
# module still serves the site, without the part. README.md, "On shared cPanel hosting".

# Unknown addresses: the site's not-found page, with status 404 (bn/.htaccess names the Bengali one).
ErrorDocument 404 ${owner.notFoundPages.find(({ prefix }) => prefix === "/")!.page}

<IfModule mod_dir.c>
  DirectoryIndex index.html
</IfModule>
# No listing of a folder's files, and no guessing of a file from a name without its extension.
<IfModule mod_autoindex.c>
  Options -Indexes
</IfModule>
<IfModule mod_negotiation.c>
  Options -MultiViews
</IfModule>

<IfModule mod_rewrite.c>
  # /about is about/index.html as it is, not a redirect to /about/ (the rules below serve it).
  <IfModule mod_dir.c>
    DirectorySlash Off
  </IfModule>
  RewriteEngine On

  # Certificates are checked under /.well-known/ (cPanel's AutoSSL, Let's Encrypt): left as they are.
  RewriteRule ^\\.well-known/ - [L]

${block(toUrl.length ? [...toUrl, ""] : [])}${toUrl.length ? "\n" : ""}  # Addresses that moved (redirects.ts).
${block(
  owner.redirects.map(
    ({ from, to, status }) =>
      `RewriteRule ${rewriteArgument(`^${regexLiteral(from.replace(/^\//, "").replace(/\/$/, ""))}/?$`)} ${rewriteArgument(substitution(to))} [R=${status},L]`,
  ),
)}

  # Never a file to anyone: names starting with a dot (this file among them) and source maps.
  RewriteRule (^|/)\\. - [R=404,L]
  RewriteRule \\.map$ - [R=404,L]

  # One address per page: /about/ is /about.
  RewriteRule ^(.+)/$ /$1 [R=301,L]

  # A folder without a page of its own is not found (a listing never is).
  RewriteCond %{REQUEST_FILENAME} -d
  RewriteCond %{REQUEST_FILENAME}/index.html !-f
  RewriteRule ^ - [R=404,L]

  # Clean addresses: / is index.html, /about is about/index.html, /name is name.html.
  RewriteRule ^$ /index.html [L]
  RewriteCond %{REQUEST_FILENAME} -d
  RewriteRule ^(.+)$ /$1/index.html [L]
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME}.html -f
  RewriteRule ^(.+)$ /$1.html [L]

  # The precompressed twins (file.br, file.gz) to browsers that accept them; others get the file.
  RewriteCond %{HTTP:Accept-Encoding} \\bbr\\b
  RewriteCond %{REQUEST_FILENAME}.br -f
  RewriteRule ^(.+\\.(${twins}))$ /$1.br [L]
  RewriteCond %{HTTP:Accept-Encoding} \\bgzip\\b
  RewriteCond %{REQUEST_FILENAME}.gz -f
  RewriteRule ^(.+\\.(${twins}))$ /$1.gz [L]
</IfModule>
# Without mod_rewrite, dotfiles and source maps are still refused (403).
<IfModule !mod_rewrite.c>
  <IfModule mod_authz_core.c>
    <FilesMatch "^\\.|\\.map$">
      Require all denied
    </FilesMatch>
  </IfModule>
</IfModule>

<IfModule mod_mime.c>
  # Content types by extension; text in UTF-8.
${block(types.map(([extension, type]) => `AddType ${type.replace(/;.*$/, "")} .${extension}`))}
  AddCharset utf-8 ${charsetExtensions.join(" ")}
  # A twin is its file's type, sent with its encoding.
  RemoveType .br .gz
  AddEncoding br .br
  AddEncoding gzip .gz
</IfModule>
# Where a twin is missing (files under 256 bytes), the server compresses text itself if it can.
<IfModule mod_deflate.c>
  <FilesMatch "\\.(${twins})$">
    SetOutputFilter DEFLATE
  </FilesMatch>
</IfModule>

<IfModule mod_headers.c>
  # The same security headers as every host (pipeline/hosting/policy.ts); Strict-Transport-Security over HTTPS only.
${block(always.map(([name, value]) => `Header always set ${name} ${apacheQuote(value)}`))}
${block(httpsOnly.map(([name, value]) => `Header always set ${name} ${apacheQuote(value)} ${apacheQuote(`expr=${APACHE_HTTPS}`)}`))}
  # Every file is checked with the server on each use (assets/.htaccess: fingerprinted files for a year).
  Header always set Cache-Control ${apacheQuote(CACHE_REVALIDATE)}
  # Text has a compressed twin: caches keep one copy per encoding.
  <FilesMatch "\\.(${twins})(\\.br|\\.gz)?$">
    Header always merge Vary Accept-Encoding
  </FilesMatch>
</IfModule>
# Where mod_headers is missing: revalidated, at least.
<IfModule !mod_headers.c>
  <IfModule mod_expires.c>
    ExpiresActive On
    ExpiresDefault "access"
  </IfModule>
</IfModule>
`;
}

/** What an .htaccess says of files that never change: a year, immutable (by mod_expires where mod_headers is missing). */
const CACHED_FOR_A_YEAR = [
  "<IfModule mod_headers.c>",
  `  Header always set Cache-Control ${apacheQuote(CACHE_IMMUTABLE)}`,
  "</IfModule>",
  "<IfModule !mod_headers.c>",
  "  <IfModule mod_expires.c>",
  "    ExpiresActive On",
  '    ExpiresDefault "access plus 1 year"',
  "  </IfModule>",
  "</IfModule>",
];

/** assets/.htaccess: Vite's fingerprinted files never change, and are cached for a year. */
export function assetsHtaccess(): string {
  // No quote in it: the backslashes stay as they are.
  const fingerprinted = `"(?i)${FINGERPRINT.source.replace(/\$$/, "")}(\\.br|\\.gz)?$"`;
  return `# Generated by pipeline/hosting/configs.ts with ../.htaccess: edit those, not this.
# Vite's fingerprinted files (name-HASH.ext) never change: cached for a year.
<FilesMatch ${fingerprinted}>
${block(CACHED_FOR_A_YEAR)}
</FilesMatch>
`;
}

/** The .htaccess of each folder of the search index's chunks: named by their content, cached for a year. */
export function contentNamedHtaccess(): string {
  return `# Generated by pipeline/hosting/configs.ts with the site's .htaccess: edit those, not this.
# The search index's chunks are named by their content (a new index has new names): cached for a year.
${block(CACHED_FOR_A_YEAR, 0)}
`;
}

/** A language's own .htaccess (bn/.htaccess): unknown addresses under its prefix get its not-found page. */
export function languageHtaccess({ prefix, page }: { prefix: string; page: string }): string {
  return `# Generated by pipeline/hosting/configs.ts with ../.htaccess: edit those, not this.
# Unknown addresses under ${prefix} get the not-found page in their language, with status 404.
ErrorDocument 404 ${page}
`;
}

/** The .htaccess files of a build, by path in build/client: the root's, assets/'s, and each language's. */
export function htaccessFiles(scriptHashes: readonly string[], owner: OwnerPolicy): Record<string, string> {
  return {
    ".htaccess": htaccess(scriptHashes, owner),
    [`${ASSETS_DIR}/.htaccess`]: assetsHtaccess(),
    ...Object.fromEntries(owner.contentNamedDirs.map((folder) => [`${folder}/.htaccess`, contentNamedHtaccess()])),
    ...Object.fromEntries(
      owner.notFoundPages.filter(({ prefix }) => prefix !== "/").map((notFound) => [
        `${notFound.prefix.replace(/^\/|\/$/g, "")}/.htaccess`,
        languageHtaccess(notFound),
      ]),
    ),
  };
}

/**
 * Writes the .htaccess files into the build in `client`, each where the build has its folder (a
 * smaller build, as e2e/hosting-variants.spec.ts makes, has no search index). Returns their paths.
 */
export function writeHtaccessFiles(client: string, scriptHashes: readonly string[], owner: OwnerPolicy): string[] {
  const written = Object.entries(htaccessFiles(scriptHashes, owner)).filter(([path]) => existsSync(dirname(join(client, path))));
  for (const [path, text] of written) writeFileSync(join(client, path), text);
  return written.map(([path]) => path);
}

/** Writes every host's files for the build in `client` (its parent gets deploy/). */
export function writeHostConfigs(client: string, scriptHashes: readonly string[], owner: OwnerPolicy): string[] {
  const deploy = join(client, "..", "deploy");
  mkdirSync(deploy, { recursive: true });
  writeFileSync(join(client, "_headers"), netlifyHeaders(scriptHashes, owner));
  writeFileSync(join(client, "_redirects"), netlifyRedirects(owner));
  writeFileSync(join(client, ".nojekyll"), "");
  const apache = writeHtaccessFiles(client, scriptHashes, owner);
  writeFileSync(join(deploy, "nginx.conf"), nginxConf(scriptHashes, owner));
  writeFileSync(join(deploy, "vercel.json"), vercelJson(scriptHashes, owner));
  writeFileSync(join(deploy, "headers.json"), JSON.stringify(headerSet(scriptHashes, owner), null, 2) + "\n");
  return [
    "client/_headers",
    "client/_redirects",
    "client/.nojekyll",
    ...apache.map((path) => `client/${path}`),
    "deploy/nginx.conf",
    "deploy/vercel.json",
    "deploy/headers.json",
  ];
}
