import { describe, expect, it } from "vitest";
import { isResponsive, RESPONSIVE_WIDTHS, responsiveSources, responsiveWidths, variantPath } from "./responsive-image";

describe("responsiveWidths", () => {
  it("takes the steps below the image's width and the width itself", () => {
    expect(responsiveWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(responsiveWidths(640)).toEqual([320, 640]);
    expect(responsiveWidths(200)).toEqual([200]);
  });

  it("stops at the largest step for a wider image", () => {
    expect(responsiveWidths(4032)).toEqual([...RESPONSIVE_WIDTHS]);
  });
});

describe("variantPath", () => {
  it("names a copy after the original, its width and its format", () => {
    expect(variantPath("/images/photo.jpg", 640, "avif")).toBe("/images/photo-640w.avif");
    expect(variantPath("/images/team/Portrait.JPEG", 320, "webp")).toBe("/images/team/Portrait-320w.webp");
    expect(variantPath("/images/shot.v2.png", 960, "webp")).toBe("/images/shot.v2-960w.webp");
  });
});

describe("responsiveSources", () => {
  it("gives an AVIF and a WebP srcset, in that order, for a 1600 px JPEG", () => {
    expect(responsiveSources({ src: "/images/projects/photo.jpg", width: 1600 })).toEqual([
      {
        type: "image/avif",
        srcSet:
          "/images/projects/photo-320w.avif 320w, /images/projects/photo-640w.avif 640w, /images/projects/photo-960w.avif 960w, " +
          "/images/projects/photo-1280w.avif 1280w, /images/projects/photo-1600w.avif 1600w",
      },
      {
        type: "image/webp",
        srcSet:
          "/images/projects/photo-320w.webp 320w, /images/projects/photo-640w.webp 640w, /images/projects/photo-960w.webp 960w, " +
          "/images/projects/photo-1280w.webp 1280w, /images/projects/photo-1600w.webp 1600w",
      },
    ]);
  });

  it("lists no width larger than the image", () => {
    for (const { srcSet } of responsiveSources({ src: "/images/a.png", width: 1000 })) {
      const widths = srcSet.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", "")));
      expect(widths).toEqual([320, 640, 960, 1000]);
    }
  });

  it("gives nothing for an SVG, another format or a file outside /images/", () => {
    expect(responsiveSources({ src: "/images/hero.svg", width: 1600 })).toEqual([]);
    expect(responsiveSources({ src: "/images/photo.webp", width: 1600 })).toEqual([]);
    expect(responsiveSources({ src: "/photo.jpg", width: 1600 })).toEqual([]);
    expect(isResponsive("/images/photo.jpeg")).toBe(true);
    expect(isResponsive("/images/photo.PNG")).toBe(true);
  });
});
