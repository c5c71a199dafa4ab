import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { importContent } from "../scripts/content-dir.ts";
import { partsOf } from "./lib/parts.ts";

// Read at run time from the content folder (CONTENT_DIR): React Router loads this file without the app's aliases.
const { redirects } = await importContent<typeof import("./content/redirects")>("redirects.ts");
const { site } = await importContent<typeof import("./content/site")>("site.ts");
/**
 * The optional parts the owner kept (site.ts `parts`): a part switched off has no page at all.
 * The type check (EVERY_ROUTE=1, package.json `typecheck`) sees every route file, so the
 * files of a part switched off are still checked and their types generated.
 */
const parts = partsOf(process.env.EVERY_ROUTE ? {} : site.parts);
const when = <T>(on: boolean, entries: T[]): T[] => (on ? entries : []);

/**
 * The pages that are their own canonical address, which sitemap.xml lists
 * (app/routes.paths.ts). A new page goes here; an alias of another page, an
 * old address or a file made at build time goes in the list below.
 */
export const pages = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:id", "routes/portfolio-detail.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:id", "routes/service-detail.tsx"),
  ...when(parts.products, [route("products", "routes/products.tsx"), route("products/:id", "routes/product-detail.tsx")]),
  ...when(parts.blog, [route("blog", "routes/blog.tsx"), route("blog/:id", "routes/blog-post.tsx")]),
  route("contact", "routes/contact.tsx"),
  route("terms-conditions", "routes/legal.tsx", { id: "routes/terms" }),
  route("privacy-policy", "routes/legal.tsx", { id: "routes/privacy" }),
] satisfies RouteConfig;

// The whole URL map of the site. Every path here is pre-rendered at build time
// (see react-router.config.ts); anything else gets the not-found page.
export default [
  ...pages,
  // The home page again; its canonical address is /.
  route("home", "routes/home.tsx", { id: "routes/home-alias" }),
  // The CV made from the resume content, written to build/client/images/cv.pdf.
  route("images/cv.pdf", "routes/cv.ts"),
  route("site.webmanifest", "routes/manifest.ts"),
  route("images/icons.svg", "routes/icons.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...when(parts.blog, [route("feed.xml", "routes/feed.ts")]),
  // Addresses that moved (content/redirects.ts), kept so old links still land somewhere real.
  ...Object.keys(redirects).map((from) =>
    route(from.slice(1), "routes/redirect.tsx", { id: `routes/redirect${from.replace(/[^\w]+/g, "-")}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
