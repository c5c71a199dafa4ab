/**
 * The business constants of the site (spec §9), each named once. Components
 * and pages read them from here; change a number here and every use follows.
 */

/** Home page project tabs: the first shows every category (and is named by the interface's words). */
export const HOME_TAB_ALL_LIMIT = 6;
export const HOME_TAB_CATEGORY_LIMIT = 14;

/** Items per page on the portfolio, products and blog lists. */
export const PROJECTS_PAGE_SIZE = 10;
export const PRODUCTS_PAGE_SIZE = 6;
export const BLOG_PAGE_SIZE = 6;

export const BACK_TO_TOP_THRESHOLD_PX = 100;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MIN_WIDTH_PX = 300;
export const TOAST_MAX_WIDTH_PX = 560;

/** Testimonials: stars out of (the card height, 300 px, is a class in sections/testimonials.tsx). */
export const RATING_MAX = 5;

/** How many posts the blog sidebar's 'Latest Blog' and the home teaser show. */
export const LATEST_POSTS_COUNT = 3;

/**
 * Carousel settings. `slides` is how many are visible at once: `base` below the
 * first breakpoint, then from each min-width up. Delays and durations are ms.
 */
export interface CarouselSettings {
  slides: { base: number; sm?: number; md?: number; lg?: number };
  autoplayMs?: number;
  speedMs?: number;
  loop: boolean;
  center?: boolean;
  dots?: boolean;
}

// Breakpoints: sm = 576 px, md = 768 px, lg = 992 px (see app.css).
export const PROFILE_CAROUSEL: CarouselSettings = { slides: { base: 1, sm: 2, md: 4 }, autoplayMs: 3000, speedMs: 500, loop: true };
export const SERVICES_CAROUSEL: CarouselSettings = { slides: { base: 1, md: 2, lg: 3 }, autoplayMs: 2000, loop: true, center: true };
export const TESTIMONIALS_CAROUSEL: CarouselSettings = { slides: { base: 1, md: 2 }, autoplayMs: 2000, loop: true };
export const BLOG_CAROUSEL: CarouselSettings = { slides: { base: 1, md: 2, lg: 3 }, autoplayMs: 2000, loop: true };
export const SIMILAR_PROJECTS_CAROUSEL: CarouselSettings = { slides: { base: 1, md: 2, lg: 3 }, speedMs: 500, loop: true, dots: true };
export const PRODUCT_IMAGES_CAROUSEL: CarouselSettings = { slides: { base: 1 }, speedMs: 500, loop: true, dots: true };

/**
 * The services page's section of the ways to pay (sections/how-to-pay.tsx, from payments.ts),
 * which each service's page, the contact page and the owner's FAQ link to.
 */
export const HOW_TO_PAY_ID = "how-to-pay";
export const HOW_TO_PAY_PATH = `/services#${HOW_TO_PAY_ID}`;
