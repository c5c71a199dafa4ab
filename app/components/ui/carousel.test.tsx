import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CarouselSettings } from "~/lib/constants";
import { Carousel, controlsClasses, dotClasses, snapsAt } from "./carousel";

let reducedMotion = false;
const originals = {
  matchMedia: Object.getOwnPropertyDescriptor(window, "matchMedia"),
  IntersectionObserver: Object.getOwnPropertyDescriptor(window, "IntersectionObserver"),
  ResizeObserver: Object.getOwnPropertyDescriptor(window, "ResizeObserver"),
};

// happy-dom has no layout: Embla initialises (every slide measures 0 px), but nothing
// scrolls and no slide is ever reported in view, so only the markup and the controls'
// own state are tested here. The observers are stubbed so that nothing depends on
// happy-dom's own implementations; matchMedia answers the reduced-motion query.
beforeAll(() => {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reducedMotion && query === "(prefers-reduced-motion: reduce)",
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: NoopObserver });
  Object.defineProperty(window, "ResizeObserver", { configurable: true, writable: true, value: NoopObserver });
});

afterEach(() => {
  reducedMotion = false;
});

afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(window, key, descriptor);
  }
});

const settings: CarouselSettings = { slides: { base: 1, md: 2, lg: 3 }, loop: true };

function setup(overrides: Partial<CarouselSettings> = {}) {
  const user = userEvent.setup();
  render(
    <Carousel label="Customer reviews" settings={{ ...settings, ...overrides }}>
      <p>First review</p>
      <p>Second review</p>
      <p>Third review</p>
      <p>Fourth review</p>
    </Carousel>,
  );
  return { user };
}

describe("Carousel", () => {
  it("is a region described as a carousel and named by its label", () => {
    setup();
    const region = screen.getByRole("region", { name: "Customer reviews" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
  });

  it("makes each child a group described as a slide and labelled 'N of M'", () => {
    setup();
    const region = screen.getByRole("region", { name: "Customer reviews" });
    const slides = within(region).getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    for (const slide of slides) expect(slide).toHaveAttribute("aria-roledescription", "slide");
    expect(within(screen.getByRole("group", { name: "3 of 4" })).getByText("Third review")).toBeInTheDocument();
  });

  it("has previous and next buttons that control the slides", () => {
    setup();
    const previous = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    const controlled = previous.getAttribute("aria-controls");
    expect(controlled).toBeTruthy();
    expect(next).toHaveAttribute("aria-controls", controlled!);
    expect(document.getElementById(controlled!)).toContainElement(screen.getByRole("group", { name: "1 of 4" }));
  });

  it("has a pause button when it plays automatically, which toggles to a start button and back", async () => {
    const { user } = setup({ autoplayMs: 2000 });
    const pause = screen.getByRole("button", { name: "Pause automatic slide show" });
    await user.click(pause);
    expect(screen.queryByRole("button", { name: "Pause automatic slide show" })).not.toBeInTheDocument();
    const start = screen.getByRole("button", { name: "Start automatic slide show" });
    await user.click(start);
    expect(screen.getByRole("button", { name: "Pause automatic slide show" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start automatic slide show" })).not.toBeInTheDocument();
  });

  it("has no pause or start button when it does not play automatically", () => {
    setup();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it("has no pause or start button for visitors who prefer reduced motion", () => {
    reducedMotion = true;
    setup({ autoplayMs: 2000 });
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
  });
});

describe("slides out of view", () => {
  /** An intersection observer the test reports to, as the browser would. */
  class ReportedObserver {
    static all: ReportedObserver[] = [];
    readonly targets = new Set<Element>();
    constructor(
      readonly report: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      ReportedObserver.all.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    takeRecords() {
      return [];
    }
    /** The browser's report that each target given is (or is not) in view. */
    tell(states: Map<Element, boolean>) {
      const entries = [...states].map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      act(() => this.report(entries, this as unknown as IntersectionObserver));
    }
  }
  let noop: PropertyDescriptor | undefined;
  beforeEach(() => {
    noop = Object.getOwnPropertyDescriptor(window, "IntersectionObserver");
    ReportedObserver.all = [];
    Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: ReportedObserver });
  });
  afterEach(() => {
    if (noop) Object.defineProperty(window, "IntersectionObserver", noop);
  });

  it("stay reachable while the carousel starts, and are inert once it has measured them", async () => {
    setup();
    const region = screen.getByRole("region", { name: "Customer reviews" });
    const slides = within(region).getAllByRole("group");
    const viewport = document.getElementById(screen.getByRole("button", { name: "Next slide" }).getAttribute("aria-controls")!)!;

    // The carousel's library loads and starts as it comes near the screen.
    const near = ReportedObserver.all.find((observer) => observer.targets.has(viewport))!;
    near.tell(new Map([[viewport, true]]));
    // Started: it watches its slides within its own window, and has not been told of any yet.
    const watching = await waitFor(() => {
      const observer = ReportedObserver.all.find((candidate) => candidate.options.root === viewport && candidate.targets.has(slides[0]!));
      expect(observer).toBeDefined();
      return observer!;
    });
    await act(() => new Promise((done) => setTimeout(done, 0)));
    for (const slide of slides) expect(slide).not.toHaveAttribute("inert");

    // Told that only the first slide shows: the others are out of reach of Tab and clicks.
    watching.tell(new Map(slides.map((slide, index) => [slide, index === 0])));
    expect(slides.map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true, true]);
  });
});

describe("controlsClasses", () => {
  it("hides the controls from the breakpoint where every slide shows at once", () => {
    expect(controlsClasses({ base: 1, md: 2, lg: 3 }, 3)).toBe("flex lg:hidden");
    expect(controlsClasses({ base: 1, sm: 2, md: 4 }, 2)).toBe("flex sm:hidden");
    expect(controlsClasses({ base: 1, md: 2 }, 2)).toBe("flex md:hidden");
  });

  it("always shows them when the slides never all fit, and never when they always do", () => {
    expect(controlsClasses({ base: 1, md: 2, lg: 3 }, 7)).toBe("flex");
    expect(controlsClasses({ base: 1, md: 2, lg: 3 }, 1)).toBe("hidden");
  });

  it("follows a count that goes down at a wider breakpoint too", () => {
    expect(controlsClasses({ base: 2, md: 1 }, 2)).toBe("hidden md:flex");
  });
});

describe("the dots before the carousel library has measured", () => {
  it("counts the places the carousel stops at: every slide where it loops, else the last few share one", () => {
    expect(snapsAt(5, 1, true)).toBe(5);
    expect(snapsAt(5, 3, true)).toBe(5);
    expect(snapsAt(5, 3, false)).toBe(3);
    expect(snapsAt(3, 3, true)).toBe(1);
  });

  it("shows each dot at the breakpoints that have that many places to stop", () => {
    // Four slides, one then two then three to a view, without looping: 4, 3 and 2 places.
    const slides = { base: 1, md: 2, lg: 3 };
    expect(dotClasses(slides, 4, false, 0)).toBe("inline-flex");
    expect(dotClasses(slides, 4, false, 2)).toBe("inline-flex lg:hidden");
    expect(dotClasses(slides, 4, false, 3)).toBe("inline-flex md:hidden");
    expect(dotClasses(slides, 4, true, 3)).toBe("inline-flex");
  });
});
