/**
 * The colour maths the theme is derived with (./theme.ts): sRGB hex ⇄ OKLCH, bringing an
 * OKLCH colour into sRGB by lowering its chroma, and WCAG 2 contrast. Build time only.
 * Plain TypeScript that Node runs as it is (pipeline/share-images.ts imports ./theme.ts).
 */

/** A colour in OKLCH: lightness 0–1, chroma ≥ 0, hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether the text is a #rgb or #rrggbb colour. */
export const isHex = (text: string): boolean => HEX.test(text);

/** The sRGB channels (0–1) of a #rgb or #rrggbb colour. */
export function hexToRgb(hex: string): Rgb {
  const digits = HEX.exec(hex)?.[1];
  if (!digits) throw new Error(`"${hex}" is not a #rrggbb colour`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as Rgb;
}

/** #rrggbb of sRGB channels, each clamped to 0–1 and taken to the nearest of its 256 steps. */
export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

// Björn Ottosson's OKLab matrices (https://bottosson.github.io/posts/oklab/), as in CSS Color 4.
function linearToOklab([r, g, b]: Rgb): Rgb {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** A hex colour in OKLCH. */
export function hexToOklch(hex: string): Oklch {
  const [l, a, b] = linearToOklab(hexToRgb(hex).map(toLinear) as Rgb);
  const c = Math.hypot(a, b);
  // A grey has no hue; 0 keeps the arithmetic defined.
  const h = c < 1e-4 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return { l, c, h };
}

function oklchToRgb({ l, c, h }: Oklch): Rgb {
  const radians = (h * Math.PI) / 180;
  return oklabToLinear([l, c * Math.cos(radians), c * Math.sin(radians)]).map(toGamma) as Rgb;
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

/**
 * An OKLCH colour as #rrggbb. Lightness is clamped to 0–1; a colour outside sRGB keeps its
 * lightness and hue and loses as little chroma as it must to fit (CSS Color 4 maps gamut the
 * same way, in essence), so that lightness, which decides contrast, is what was asked for.
 */
export function oklchToHex({ l, c, h }: Oklch): string {
  const lightness = Math.min(1, Math.max(0, l));
  let rgb = oklchToRgb({ l: lightness, c, h });
  if (!inGamut(rgb)) {
    let [low, high] = [0, c];
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToRgb({ l: lightness, c: mid, h }))) low = mid;
      else high = mid;
    }
    rgb = oklchToRgb({ l: lightness, c: low, h });
  }
  return rgbToHex(rgb);
}

/** WCAG 2 relative luminance of a hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
