import { BENCH_PHONE, expect, hydrated, test } from "./test";
import { BLOG_PAGE_SIZE, LATEST_POSTS_COUNT, PROJECTS_PAGE_SIZE } from "../app/lib/constants";
import { pdfText } from "./pdf-text";
import { comments, legal, pages, posts, products, projects, resume, services, site } from "./site-map";

const projectPages = Math.ceil(projects.length / PROJECTS_PAGE_SIZE);
/** A project id no project has. */
const missingProject = String(Math.max(...projects.map((p) => p.id)) + 1);

test.describe("portfolio list", () => {
  test("walks every page with next, previous and the numbered buttons", async ({ page }) => {
    test.skip(projectPages < 2, "the owner's projects fit on one page");
    const size = PROJECTS_PAGE_SIZE;
    const onPage2 = Math.min(projects.length - size, size);
    await page.goto("/portfolio");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Portfolio pages" });
    const list = page.getByRole("region", { name: "Projects" }).getByRole("list").first();
    await expect(list.getByRole("listitem")).toHaveCount(size);
    await expect(nav.getByRole("link", { name: "Previous page" })).toBeDisabled();
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/portfolio\?page=2$/);
    await expect(list.getByRole("listitem")).toHaveCount(onPage2);
    await expect(page.getByText(`Showing ${size + 1}–${size + onPage2} of ${projects.length} projects`)).toBeVisible();
    if (projectPages === 2) await expect(nav.getByRole("link", { name: "Next page" })).toBeDisabled();
    else await expect(nav.getByRole("link", { name: "Next page" })).toBeEnabled();

    await nav.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await nav.getByRole("link", { name: "Page 2" }).click();
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(list.getByRole("listitem")).toHaveCount(size);
  });

  test("opens a linked page directly, and shows page 1 for a bad page number", async ({ page }) => {
    test.skip(projectPages < 2, "the owner's projects fit on one page");
    await page.goto("/portfolio?page=2");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    for (const bad of [String(projectPages + 1), "0", "-1", "abc", "1.5"]) {
      await page.goto(`/portfolio?page=${bad}`);
      await hydrated(page);
      await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    }
  });

  test("the CV download is a real PDF from the site's images folder", async ({ page, request }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { name: "Hire me as a Product Designer" })).toBeVisible();
    const link = page.getByRole("link", { name: pages.common.downloadCv });
    await expect(link).toHaveAttribute("href", "/images/cv.pdf");
    await expect(link).toHaveAttribute("download", /\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/CV\.pdf$/);
    const response = await request.get("/images/cv.pdf");
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
    // It says what the resume block says.
    const text = await pdfText(pdf);
    expect(text).toContain(site.name);
    for (const experience of resume.experiences) expect(text).toContain(experience.title);
  });
});

test.describe("project pages", () => {
  for (const project of projects) {
    test(`project ${project.id} shows its own content`, async ({ page }) => {
      await page.goto(`/portfolio/${project.id}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      await expect(page.getByText(project.mainText)).toBeVisible();
      await expect(page.getByText(project.finalText)).toBeVisible();
      await expect(page.getByText(project.author).first()).toBeVisible();
      const live = page.getByRole("link", { name: /Live Preview/ });
      if (project.livePreview) {
        await expect(live).toHaveAttribute("href", project.livePreview);
        await expect(live).toHaveAttribute("target", "_blank");
      } else {
        await expect(live).toHaveCount(0);
      }
      const share = page.getByRole("region", { name: "Share this project" }).getByRole("link");
      await expect(share).toHaveCount(4);
      for (const link of await share.all())
        expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(`${site.url}/portfolio/${project.id}`);
      await expect(page.getByRole("list", { name: "More images" }).getByRole("img")).toHaveCount(project.shareImages.length);
      const similar = page.getByRole("region", { name: "Similar projects" });
      await expect(similar.getByRole("group")).toHaveCount(projects.length - 1);
      // The carousel starts (and shows its dots) as it nears the screen.
      await similar.scrollIntoViewIfNeeded();
      await expect(similar.getByRole("button", { name: "Go to slide 1", exact: true })).toBeVisible();
    });
  }

  test("the pictures far below the first screen are drawn only as the visitor comes near them", async ({ page }) => {
    // Decision 035: the gallery and the similar projects are drawn, and their pictures fetched, when near.
    const project = projects[0]!;
    test.skip(project.shareImages.length === 0 || projects.length < 2, "nothing below the project's text");
    const phone = BENCH_PHONE;
    await page.setViewportSize(phone);
    await page.goto(`/portfolio/${project.id}`);
    await hydrated(page);
    const gallery = page.getByRole("list", { name: "More images" });
    const similar = page.getByRole("region", { name: "Similar projects" });
    const top = await gallery.evaluate((list) => list.getBoundingClientRect().top);
    test.skip(top < 2 * phone.height, "the owner's text is short enough to bring the gallery near the first screen");
    /** The pictures under `within` the browser has drawn, and those it has loaded. */
    const pictures = (within: typeof gallery) =>
      within.getByRole("img").evaluateAll((images) => ({
        drawn: images.filter((image) => image.checkVisibility({ contentVisibilityAuto: true })).length,
        loaded: images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
      }));
    expect(await pictures(gallery)).toEqual({ drawn: 0, loaded: 0 });
    expect((await pictures(similar)).drawn).toBe(0);

    await gallery.scrollIntoViewIfNeeded();
    const all = project.shareImages.length;
    await expect.poll(() => pictures(gallery)).toEqual({ drawn: all, loaded: all });
    await similar.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await pictures(similar)).loaded).toBeGreaterThan(0);
  });

  test("View Project in Similar opens that project", async ({ page }) => {
    const first = projects[0]!.id;
    test.skip(projects.length < 2, "one project: nothing similar to open");
    await page.goto(`/portfolio/${first}`);
    await hydrated(page);
    const similar = page.getByRole("region", { name: "Similar projects" });
    // Once the carousel has started (its slides out of view are inert), as a visitor scrolling to it finds it.
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.locator("[inert]").first()).toBeAttached();
    await similar
      .getByRole("link", { name: /View Project/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/(?!${first}$)\\d+$`));
  });

  test("/portfolio/0<id> is that project, at /portfolio/<id>", async ({ page, allowNotFound }) => {
    const id = projects[0]!.id;
    allowNotFound(new RegExp(`/portfolio/0${id}`));
    await page.goto(`/portfolio/0${id}`);
    await expect(page).toHaveURL(new RegExp(`/portfolio/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(projects[0]!.title);
  });

  for (const bad of [missingProject, "abc", "1.5", "-1"]) {
    test(`/portfolio/${bad} shows 'Project not found'`, async ({ page, allowNotFound }) => {
      allowNotFound(/\/portfolio\//);
      const response = await page.goto(`/portfolio/${bad}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
      await page.getByRole("link", { name: "See all projects" }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
    });
  }

  test("an unknown project reached by a link in the app also shows 'Project not found'", async ({ page, allowNotFound }) => {
    allowNotFound(new RegExp(`/portfolio/${missingProject}`));
    await page.goto("/portfolio");
    await hydrated(page);
    await page.evaluate((href) => {
      const a = document.createElement("a");
      a.href = href;
      a.textContent = "broken";
      document.querySelector("main")!.append(a);
    }, `/portfolio/${missingProject}`);
    await page.evaluate((href) => window.history.pushState({}, "", href), `/portfolio/${missingProject}`);
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
    await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  });
});

test.describe("services", () => {
  test("the list links each card to its page", async ({ page }) => {
    await page.goto("/services");
    for (const service of services) {
      await expect(page.getByRole("heading", { level: 2, name: service.title })).toBeVisible();
      await expect(page.getByRole("link", { name: `Learn more about ${service.title}` })).toHaveAttribute(
        "href",
        `/services/${service.id}`,
      );
    }
  });

  for (const service of services) {
    test(`${service.id} shows its own text`, async ({ page }) => {
      await page.goto(`/services/${service.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(page.getByText(service.body[0]!)).toBeVisible();
      await expect(page.getByRole("link", { name: "Send Us Message" })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("heading", { name: "Book an appointment" })).toBeVisible();
    });
  }

  test("a service's buttons inside its text look like the header's, not like the text's links", async ({ page }) => {
    await page.goto(`/services/${services[0]!.id}`);
    const underline = (name: string) =>
      page.getByRole("link", { name, exact: true }).evaluate((link) => getComputedStyle(link).textDecorationLine);
    expect(await underline("Send Us Message")).toBe("none");
    expect(await underline("Send Us Message")).toBe(await underline("Hire Me"));
    // The text's own links keep their underline: the rule was narrowed, not dropped.
    for (const post of posts) {
      await page.goto(`/blog/${post.id}`);
      const textLink = page.getByRole("article").locator("p > a[href]").first();
      if (!(await textLink.count())) continue;
      await expect(textLink).toHaveCSS("text-decoration-line", "underline");
      return;
    }
  });

  test("an unknown service shows 'Service not found'", async ({ page, allowNotFound }) => {
    allowNotFound(/\/services\//);
    const response = await page.goto("/services/space-travel");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeVisible();
  });
});

test.describe("products", () => {
  test("search filters the cards by title as you type, with a true results line", async ({ page }) => {
    test.skip(products.length < 2, "one product: nothing to filter");
    await page.goto("/products");
    await hydrated(page);
    const cards = page.getByRole("region", { name: "Course list" }).getByRole("article");
    await expect(cards).toHaveCount(products.length);
    await expect(page.getByText(`Showing 1–${products.length} of ${products.length} results`)).toBeVisible();
    const target = products[1]!;
    const word = target.title.split(" ")[0]!;
    await page.getByRole("searchbox", { name: "Search courses by title" }).fill(word);
    const expected = products.filter((p) => p.title.toLowerCase().includes(word.toLowerCase()));
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByText(`Showing 1–${expected.length} of ${expected.length} results`)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search courses by title" }).fill("zzzz");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No results")).toBeVisible();
  });

  test("the grid/list toggle switches the layout and keeps it in the URL", async ({ page }) => {
    test.skip(products.length < 2, "one product: no row to compare");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/products");
    await hydrated(page);
    const cards = page.getByRole("region", { name: "Course list" }).getByRole("article");
    const gridBoxes = await Promise.all((await cards.all()).slice(0, 2).map((c) => c.boundingBox()));
    expect(gridBoxes[0]!.y).toBe(gridBoxes[1]!.y);
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    const listBoxes = await Promise.all((await cards.all()).slice(0, 2).map((c) => c.boundingBox()));
    expect(listBoxes[1]!.y).toBeGreaterThan(listBoxes[0]!.y);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  for (const product of products) {
    test(`product ${product.id} shows price, old price, stars and details`, async ({ page }) => {
      await page.goto(`/products/${product.id}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect(page.getByRole("img", { name: `Rated ${product.rating} out of 5` })).toBeVisible();
      // The old price, in the currency the page shows (its first digit, whatever the grouping).
      const oldPrice = product.oldPrice as number | { BDT: number; USD: number } | undefined;
      if (oldPrice !== undefined)
        await expect(page.locator("main s")).toContainText(String(typeof oldPrice === "number" ? oldPrice : oldPrice.BDT).slice(0, 1));
      await expect(page.getByRole("heading", { name: "Product Details" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Additional Details" })).toBeVisible();
      await expect(page.getByRole("region", { name: `Images of ${product.title}` }).getByRole("group")).toHaveCount(product.images.length);
      await page.getByRole("button", { name: "Purchase now" }).click();
      await expect(page.getByText("This is a demo store")).toBeVisible();
    });
  }

  test("an unknown product shows 'Product not found'", async ({ page, allowNotFound }) => {
    allowNotFound(/\/products\//);
    await page.goto("/products/42");
    await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  });
});

test.describe("blog", () => {
  test("lists the posts, searches, and filters by category with true counts", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const cards = page.getByRole("region", { name: "Posts" }).getByRole("article");
    await expect(cards).toHaveCount(posts.length);
    const latest = page.getByRole("region", { name: "Latest Blog" }).getByRole("listitem");
    await expect(latest).toHaveCount(Math.min(posts.length, LATEST_POSTS_COUNT));
    await expect(page.getByRole("region", { name: "Follow Us" }).getByRole("link").first()).toBeVisible();

    const categories = page.getByRole("region", { name: "Categories" }).getByRole("link");
    const first = categories.first();
    const [name, count] = (await first.innerText()).split("\n").map((s) => s.trim());
    await first.click();
    await expect(page).toHaveURL(/\/blog\?category=/);
    await expect(cards).toHaveCount(Number(count));
    await expect(page.getByText(`in “${name}”`)).toBeVisible();
    await page.getByRole("link", { name: "Show all posts" }).click();
    await expect(cards).toHaveCount(posts.length);

    await page.getByRole("searchbox", { name: "Search posts" }).fill(posts[0]!.title.slice(0, 12));
    await expect(cards.first()).toContainText(posts[0]!.title.slice(0, 12));

    await page.getByRole("searchbox", { name: "Search posts" }).fill("");
    const tag = page.getByRole("region", { name: "Tags" }).getByRole("link").last();
    const tagName = (await tag.innerText()).trim().replace(/^#/, "");
    await tag.click();
    await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(tagName)}`);
    const tagged = posts.filter((p) => p.tags.includes(tagName));
    expect(tagged.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(Math.min(tagged.length, BLOG_PAGE_SIZE));
    for (const post of tagged.slice(0, BLOG_PAGE_SIZE)) await expect(cards.filter({ hasText: post.title })).toHaveCount(1);
  });

  for (const post of posts) {
    test(`${post.id} renders its article`, async ({ page }) => {
      await page.goto(`/blog/${post.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.locator(".prose-content h2").first()).toBeVisible();
    });
  }

  test("a post with comments shows each with its time and a Reply link", async ({ page }) => {
    const counts = new Map<string, number>();
    for (const c of comments) counts.set(c.postId, (counts.get(c.postId) ?? 0) + 1);
    test.skip(counts.size === 0, "the owner's posts have no comments");
    const [postId, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    await page.goto(`/blog/${postId}`);
    await hydrated(page);
    const section = page.getByRole("region", { name: `${count} Comments` });
    await expect(section.getByRole("article")).toHaveCount(count);
    await expect(section.locator("article time[datetime]")).toHaveCount(count);
    const first = comments.find((c) => c.postId === postId)!;
    await section.getByRole("link", { name: `Reply to ${first.author}` }).click();
    await expect(page.getByRole("heading", { name: `Reply to ${first.author}` })).toBeVisible();
    await expect(page.getByLabel("Comment", { exact: true })).toBeFocused();
  });

  test("an unknown post shows 'Post not found'", async ({ page, allowNotFound }) => {
    allowNotFound(/\/blog\//);
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  });
});

test.describe("contact and legal pages", () => {
  test("contact shows address, phone and email links, and the contact form", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByText(site.address.street)).toBeVisible();
    await expect(main.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:/);
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    for (const label of ["First name", "Last name", "Email", "Telephone", "Message"])
      await expect(main.getByRole("textbox", { name: label, exact: true })).toHaveAttribute("required", "");
  });

  test("terms and privacy show every section their Markdown files have", async ({ page }) => {
    for (const [path, { title, sections }] of [
      ["/terms-conditions", legal.terms],
      ["/privacy-policy", legal.privacy],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(sections.length, path).toBeGreaterThan(0);
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      for (const name of sections) await expect(headings.filter({ hasText: name }).first()).toBeVisible();
    }
  });
});
