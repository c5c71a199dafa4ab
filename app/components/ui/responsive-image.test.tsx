import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const photo = { src: "/images/projects/photo.jpg", alt: "The dashboard on a laptop", width: 1600, height: 1000 };

describe("ResponsiveImage", () => {
  it("renders an SVG as the plain <img> it was before, attributes in the same order", () => {
    const image = { src: "/images/hero.svg", alt: "A drawing", width: 560, height: 520 };
    const html = renderToStaticMarkup(<ResponsiveImage image={image} sizes="50vw" fetchPriority="high" className="w-full" />);
    expect(html).toBe(
      renderToStaticMarkup(
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" className="w-full" />,
      ),
    );
  });

  it("offers a photo as AVIF, then WebP, with the original as the fallback", () => {
    const { container } = render(<ResponsiveImage image={photo} sizes="(min-width: 992px) 33vw, 100vw" loading="lazy" decoding="async" />);
    const picture = container.querySelector("picture");
    expect(picture).not.toBeNull();
    const sources = [...picture!.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const [source, extension] of [
      [sources[0]!, "avif"],
      [sources[1]!, "webp"],
    ] as const) {
      expect(source.getAttribute("sizes")).toBe("(min-width: 992px) 33vw, 100vw");
      const candidates = source
        .getAttribute("srcset")!
        .split(", ")
        .map((candidate) => candidate.split(" "));
      expect(candidates.map(([url]) => url)).toEqual(
        [320, 640, 960, 1280, 1600].map((width) => `/images/projects/photo-${width}w.${extension}`),
      );
      expect(candidates.every(([, descriptor]) => Number(descriptor!.replace("w", "")) <= 1600)).toBe(true);
    }

    const img = screen.getByRole("img", { name: "The dashboard on a laptop" });
    expect(img.parentElement).toBe(picture);
    expect(img).toHaveAttribute("src", "/images/projects/photo.jpg");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1000");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("keeps a high priority on the <img> of a photo, where the browser's preload scanner finds it", () => {
    const { container } = render(<ResponsiveImage image={photo} sizes="50vw" fetchPriority="high" />);
    expect(container.querySelector("picture > img")).toHaveAttribute("fetchpriority", "high");
    expect(container.querySelector("link")).toBeNull();
  });

  it("defaults sizes to the full viewport width", () => {
    const { container } = render(<ResponsiveImage image={photo} />);
    expect(container.querySelector("source")).toHaveAttribute("sizes", "100vw");
  });

  it("lets the caller set the alt and the displayed width and height, keeping the copies of the file", () => {
    const { container } = render(
      <ResponsiveImage image={photo} sizes="48px" alt="" width={48} height={48} className="size-12 rounded-full" />,
    );
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "48");
    expect(img).toHaveAttribute("height", "48");
    expect(img).toHaveClass("size-12", "rounded-full");
    expect(container.querySelector("source")!.getAttribute("srcset")).toContain("/images/projects/photo-1600w.avif 1600w");
  });
});
