import { clsx } from "clsx";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { Children, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { CarouselSettings } from "~/lib/constants";
import { usePrefersReducedMotion } from "~/lib/use-media-query";
import { useWords } from "~/lib/language";

// Literal class names per breakpoint (Tailwind only sees whole strings).
const BASIS = {
  base: { 1: "basis-full", 2: "basis-1/2", 3: "basis-1/3", 4: "basis-1/4" },
  sm: { 1: "sm:basis-full", 2: "sm:basis-1/2", 3: "sm:basis-1/3", 4: "sm:basis-1/4" },
  md: { 1: "md:basis-full", 2: "md:basis-1/2", 3: "md:basis-1/3", 4: "md:basis-1/4" },
  lg: { 1: "lg:basis-full", 2: "lg:basis-1/2", 3: "lg:basis-1/3", 4: "lg:basis-1/4" },
} as const;
type SlideCount = keyof (typeof BASIS)["base"];

function basisClasses(slides: CarouselSettings["slides"]) {
  return (["base", "sm", "md", "lg"] as const).map((bp) => {
    const count = slides[bp] as SlideCount | undefined;
    return count ? BASIS[bp][count] : undefined;
  });
}

const BREAKPOINT_PX = { sm: 576, md: 768, lg: 992 } as const;

/** Whether the controls show at each breakpoint, as whole class names for Tailwind to find. */
const CONTROLS_SHOWN = {
  base: { true: "flex", false: "hidden" },
  sm: { true: "sm:flex", false: "sm:hidden" },
  md: { true: "md:flex", false: "md:hidden" },
  lg: { true: "lg:flex", false: "lg:hidden" },
} as const;

/**
 * Where every slide is shown at once there is nothing to navigate. Known from the slide counts,
 * the controls are hidden there from the first paint; waiting for Embla to measure one snap would
 * show them until it loads, as the carousel nears the screen, and then move everything below.
 */
export function controlsClasses(slides: CarouselSettings["slides"], count: number): string {
  return displayClasses(slides, CONTROLS_SHOWN, (perView) => count > perView);
}

/**
 * Whole class names that show or hide something at each breakpoint, from the slides shown there
 * (a breakpoint without a count keeps the one below): a class only where the answer changes.
 */
function displayClasses(
  slides: CarouselSettings["slides"],
  names: Record<"base" | "sm" | "md" | "lg", { true: string; false: string }>,
  shownAt: (perView: number) => boolean,
): string {
  const classes: string[] = [];
  let shown: boolean | undefined;
  let perView = slides.base;
  for (const bp of ["base", "sm", "md", "lg"] as const) {
    perView = slides[bp] ?? perView;
    const show = shownAt(perView);
    if (show !== shown) classes.push(names[bp][`${show}`]);
    shown = show;
  }
  return classes.join(" ");
}

/** A dot's display at each breakpoint, as whole class names for Tailwind to find. */
const DOT_SHOWN = {
  base: { true: "inline-flex", false: "hidden" },
  sm: { true: "sm:inline-flex", false: "sm:hidden" },
  md: { true: "md:inline-flex", false: "md:hidden" },
  lg: { true: "lg:inline-flex", false: "lg:hidden" },
} as const;

/** How many places Embla stops at with `perView` slides showing: every slide where it loops; else the last few share the end. */
export function snapsAt(count: number, perView: number, loop: boolean | undefined): number {
  if (count <= perView) return 1;
  return loop ? count : count - perView + 1;
}

/**
 * The classes of dot number `index` (from 0) before Embla has measured the snaps: shown at the
 * breakpoints that have that many snaps. Drawn from the first paint, so that the dots arriving
 * with Embla do not move the buttons beside them.
 */
export function dotClasses(slides: CarouselSettings["slides"], count: number, loop: boolean | undefined, index: number): string {
  return displayClasses(slides, DOT_SHOWN, (perView) => index < snapsAt(count, perView, loop));
}

/** The most dots any breakpoint shows before Embla has measured the snaps. */
function dotsBeforeEmbla(slides: CarouselSettings["slides"], count: number, loop: boolean | undefined): number {
  const perViews = (["base", "sm", "md", "lg"] as const).map((bp) => slides[bp]).filter((n): n is number => Boolean(n));
  return Math.max(...perViews.map((perView) => snapsAt(count, perView, loop)));
}

/**
 * "Centred" carousels centre the selected slide wherever an odd number of
 * slides is shown; with an even number, centring would leave half slides at both
 * edges, so those breakpoints align to the start.
 */
function alignment(slides: CarouselSettings["slides"]) {
  const align = (count: number) => (count % 2 ? "center" : "start") as "center" | "start";
  const breakpoints: Record<string, { align: "center" | "start" }> = {};
  for (const bp of ["sm", "md", "lg"] as const) {
    const count = slides[bp];
    if (count) breakpoints[`(min-width: ${BREAKPOINT_PX[bp]}px)`] = { align: align(count) };
  }
  return { align: align(slides.base), breakpoints };
}

/**
 * Embla measures speed as "duration" (about 20–60, higher is slower), not in
 * milliseconds; 25 is close to a 500 ms glide.
 */
function emblaDuration(speedMs: number | undefined) {
  return speedMs ? Math.round(speedMs / 20) : 25;
}

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Customer reviews". */
  label: string;
  settings: CarouselSettings;
  children: ReactNode;
  className?: string;
  /** Classes for each slide's wrapper (spacing, height). */
  slideClassName?: string;
}

/**
 * The one carousel of the site, on Embla Carousel, following the WAI-ARIA
 * carousel pattern: a labelled region, slides as labelled groups, previous and
 * next buttons, a pause/play button when it autoplays, and autoplay that pauses
 * while the pointer or keyboard focus is inside and never starts for visitors
 * who prefer reduced motion. Slides out of view are inert (not reachable by Tab).
 */
export function Carousel({ label, settings, children, className, slideClassName }: CarouselProps) {
  const words = useWords();
  const reducedMotion = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const autoplayEnabled = Boolean(settings.autoplayMs);
  const viewport = useRef<HTMLDivElement>(null);
  const { current: embla, ready } = useLazyEmbla(
    viewport,
    {
      loop: settings.loop,
      // A slide counts as shown when at least half of it is; the rest are inert.
      inViewThreshold: 0.5,
      duration: emblaDuration(settings.speedMs),
      containScroll: "trimSnaps",
      ...(settings.center ? alignment(settings.slides) : { align: "start" }),
    },
    settings.autoplayMs,
  );
  const regionId = useId();
  const playButton = useRef<HTMLButtonElement>(null);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  // The slides Embla has measured out of view. Until its first measurement (an intersection
  // observer's first report, a frame or more after it starts) it knows of none: every slide stays
  // reachable, where counting "not among those in view" made all of them inert for that while, and
  // a click on one did nothing.
  const [outOfView, setOutOfView] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  // The visitor's choice; hover and focus pause it only for as long as they last.
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const api = embla;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const syncInView = () => setOutOfView(api.slidesNotInView());
    sync();
    syncInView();
    api.on("select", sync).on("reInit", sync).on("slidesInView", syncInView).on("reInit", syncInView);
    return () => {
      api.off("select", sync).off("reInit", sync).off("slidesInView", syncInView).off("reInit", syncInView);
    };
  }, [embla]);

  // With a single snap there is nothing to move to (and the plugin does not start).
  const running = autoplayEnabled && snapCount > 1 && playing && !reducedMotion && !hovered && !focused;
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [embla, running]);

  // A control used before the carousel library has loaded loads it and then acts.
  const withApi = useCallback((action: (carousel: EmblaCarouselType) => void) => void ready().then(action, () => {}), [ready]);
  const prev = useCallback(() => withApi((carousel) => carousel.scrollPrev(reducedMotion)), [withApi, reducedMotion]);
  const next = useCallback(() => withApi((carousel) => carousel.scrollNext(reducedMotion)), [withApi, reducedMotion]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      prev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  const [base, sm, md, lg] = basisClasses(settings.slides);
  // Until Embla has measured the snaps, the dots are those the slide counts give at each breakpoint.
  const dotCount = snapCount || dotsBeforeEmbla(settings.slides, slides.length, settings.loop);
  const showPlayPause = autoplayEnabled && !reducedMotion;

  return (
    <section
      aria-roledescription={words.carousel.carouselRole}
      aria-label={label}
      className={clsx("relative", className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on the pause/play button itself does not pause: it is how a visitor starts the show.
      onFocus={(event) => setFocused(event.target !== playButton.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* The live region announces slide changes only while the visitor drives the carousel.
          Arrow keys pressed on anything inside it move the slides. It is positioned so that it
          clips the absolutely positioned parts of its slides too (visually hidden text): without
          that, the slides out of view widened the whole page sideways before any script ran. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={viewport} id={regionId} className="relative overflow-hidden" aria-live={running ? "off" : "polite"} onKeyDown={onKeyDown}>
        {/* Without JavaScript nothing can move the slides: they wrap into rows, every one shown (app/app.css). */}
        <div className="-ml-6 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={words.carousel.slideRole}
              aria-label={words.carousel.slide(index + 1, slides.length)}
              inert={outOfView.includes(index)}
              className={clsx("min-w-0 shrink-0 grow-0 pl-6", base, sm, md, lg, slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {/* When every slide fits, there is nothing to navigate: no controls. Nor without JavaScript (app/app.css). */}
      <div className={clsx("mt-6 flex-wrap items-center justify-center gap-3", controlsClasses(settings.slides, slides.length))}>
        <ControlButton label={words.carousel.previous} onClick={prev} disabled={!canPrev} controls={regionId}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </ControlButton>
        {settings.dots && dotCount > 1 ? (
          <div className="flex flex-wrap items-center justify-center gap-1">
            {Array.from({ length: dotCount }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={words.carousel.goTo(index + 1)}
                aria-current={index === selected ? "true" : undefined}
                aria-controls={regionId}
                onClick={() => withApi((carousel) => carousel.scrollTo(index, reducedMotion))}
                className={clsx(
                  "group size-6 items-center justify-center rounded-full",
                  snapCount ? "inline-flex" : dotClasses(settings.slides, slides.length, settings.loop, index),
                )}
              >
                <span
                  className={clsx(
                    "block h-2 rounded-full transition-all",
                    index === selected ? "w-5 bg-accent" : "w-2 bg-border-strong group-hover:bg-muted-foreground",
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
        {showPlayPause ? (
          <ControlButton
            ref={playButton}
            label={playing ? words.carousel.pause : words.carousel.play}
            onClick={() => setPlaying((value) => !value)}
            controls={regionId}
          >
            {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          </ControlButton>
        ) : null}
        <ControlButton label={words.carousel.next} onClick={next} disabled={!canNext} controls={regionId}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </ControlButton>
      </div>
    </section>
  );
}

interface LazyEmbla {
  /** The carousel once its library has loaded and started, else null. */
  current: EmblaCarouselType | null;
  /** Loads and starts it now if it has not yet, for a visitor who reaches for a control first. */
  ready: () => Promise<EmblaCarouselType>;
}

/**
 * Embla, loaded when the carousel comes within half a screen of the viewport or when a control
 * is used, not with the page: most carousels are below the fold, and until then the
 * pre-rendered slides need no script to be seen. A control used while it loads waits for it.
 */
function useLazyEmbla(viewport: React.RefObject<HTMLDivElement | null>, options: EmblaOptionsType, autoplayMs?: number): LazyEmbla {
  const [current, setCurrent] = useState<EmblaCarouselType | null>(null);
  const starting = useRef<Promise<EmblaCarouselType> | null>(null);
  const instance = useRef<EmblaCarouselType | null>(null);
  // The options are the carousel's settings, fixed for its life; read them once.
  const initial = useRef({ options, autoplayMs });

  const ready = useCallback(() => {
    starting.current ??= Promise.all([
      import("embla-carousel"),
      initial.current.autoplayMs ? import("embla-carousel-autoplay") : Promise.resolve(null),
    ]).then(([{ default: EmblaCarousel }, autoplay]) => {
      const node = viewport.current;
      if (!node) throw new Error("The carousel was removed before it started");
      const { autoplayMs: delay } = initial.current;
      const plugins = autoplay
        ? [autoplay.default({ delay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })]
        : [];
      const embla = EmblaCarousel(node, initial.current.options, plugins);
      instance.current = embla;
      setCurrent(embla);
      return embla;
    });
    return starting.current;
  }, [viewport]);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const start = () => void ready().catch(() => {});
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: "50% 0px",
      });
      observer.observe(node);
    } else start();
    return () => {
      observer?.disconnect();
      instance.current?.destroy();
      instance.current = null;
      starting.current = null;
    };
  }, [viewport, ready]);

  return { current, ready };
}

interface ControlButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  controls: string;
  children: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
}

function ControlButton({ label, onClick, disabled, controls, children, ref }: ControlButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:border-accent hover:text-accent-text disabled:opacity-40"
    >
      {children}
    </button>
  );
}
