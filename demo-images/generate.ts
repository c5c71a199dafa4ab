#!/usr/bin/env node
/**
 * Writes every demo illustration in app/content/public/images/ (the demo's content folder's
 * pictures) as a small, hand-drawn SVG.
 *
 * Plain Node, no dependencies: `node demo-images/generate.ts`.
 * The output is deterministic: every image gets its variation (chart values,
 * widths, positions) from a random generator seeded with the image's name, so
 * running the script twice gives identical files. Sizes here must match the
 * width/height given for each image in app/content/.
 *
 * One style throughout: indigo/violet accents (#4f46e5 / #7c3aed) with teal
 * (#0d9488) and amber (#f59e0b) highlights on soft neutral backgrounds.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "app", "content", "public", "images");

// ---------------------------------------------------------------- palette
const K = {
  indigo: "#4f46e5",
  violet: "#7c3aed",
  teal: "#0d9488",
  amber: "#f59e0b",
  ink: "#1e293b",
  slate: "#64748b",
  muted: "#94a3b8",
  line: "#e2e8f0",
  mist: "#f1f5f9",
  paper: "#f8fafc",
  indigoT: "#e0e7ff",
  violetT: "#ede9fe",
  tealT: "#ccfbf1",
  amberT: "#fef3c7",
  rose: "#fb7185",
};

/** Colour sets a project or cover can be drawn in; chosen per image by its seed. */
interface Palette {
  a: string;
  b: string;
  hi: string;
  alt: string;
  t1: string;
  t2: string;
  aT: string;
}
const PALETTES: Palette[] = [
  { a: K.indigo, b: K.violet, hi: K.amber, alt: K.teal, t1: "#eef2ff", t2: "#f5f3ff", aT: K.indigoT },
  { a: K.violet, b: K.indigo, hi: K.teal, alt: K.amber, t1: "#f5f3ff", t2: "#eef2ff", aT: K.violetT },
  { a: K.indigo, b: K.teal, hi: K.amber, alt: K.violet, t1: "#eef2ff", t2: "#f0fdfa", aT: K.indigoT },
  { a: K.violet, b: K.teal, hi: K.amber, alt: K.indigo, t1: "#faf5ff", t2: "#f0fdfa", aT: K.violetT },
];

// ---------------------------------------------------------------- seeded randomness
function rng(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo: number, hi: number) => lo + next() * (hi - lo);
  next.int = (lo: number, hi: number) => Math.floor(next.range(lo, hi + 1));
  next.pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return next;
}
/** A seeded generator: a number in [0, 1) each call, and its helpers. */
type Random = ReturnType<typeof rng>;
/** Where a screen draws: a box in the image's pixels. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// ---------------------------------------------------------------- primitives
/** Numbers as short as they can be: whole pixels for large values, one decimal for small ones. */
const n = (v: number): number => (Math.abs(v) >= 100 ? Math.round(v) : +(+v).toFixed(1));
const esc = (s: string): string => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, ex = "") =>
  `<rect${x ? ` x="${n(x)}"` : ""}${y ? ` y="${n(y)}"` : ""} width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${ex}/>`;
const C = (cx: number, cy: number, r: number, fill: string, ex = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${ex}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, ex = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${ex}/>`;
const T = (x: number, y: number, s: string, size: number, fill: string, weight = 600, ex = "") =>
  `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}"${ex}>${esc(s)}</text>`;
const TC = (x: number, y: number, s: string, size: number, fill: string, weight = 600) =>
  T(x, y, s, size, fill, weight, ' text-anchor="middle"');
/**
 * The taka sign as a shape, not text: an <img> draws its SVG's text with the system's fonts,
 * and many systems have none with "৳" (it would show as a box). Noto Sans Bengali Bold's
 * outline (SIL Open Font Licence), in font units (1000 an em, y up), drawn `size` px high
 * and centred on (cx, cy).
 */
const TAKA =
  "M291,-6Q204,-6 162,46.5Q120,99 120,195L120,465L50,465L50,577L120,577L120,635Q82,636 60,661Q37,686 37,720Q37,760 64.5,785Q92,810 136,810Q190,810 223.5,776Q257,742 257,669L257,577L502,577L502,465L257,465L257,180Q257,144 268,125Q279,106 308,106Q332,106 354,120Q376,134 393,156.5Q410,179 420,205Q425,221 428,237Q417,234 405,234Q367,234 341.5,258.5Q316,283 316,323Q316,367 346.5,393Q377,419 424,419Q467,419 497,400Q527,381 542,348Q557,315 557,271Q557,219 537,169.5Q517,120 481.5,80.5Q446,41 397.5,17.5Q349,-6 291,-6Z";
const Taka = (cx: number, cy: number, size: number, fill: string) => {
  const k = size / 1000;
  return `<path d="${TAKA}" fill="${fill}" transform="translate(${n(cx - 297 * k)} ${n(cy + 402 * k)}) scale(${k} ${-k})"/>`;
};
const D = (d: string, fill: string, ex = "") => `<path d="${d}" fill="${fill}"${ex}/>`;
const S = (d: string, stroke: string, w: number, ex = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${ex}/>`;
/** A skeleton line standing for a line of text. */
const L = (x: number, y: number, w: number, h = 10, fill = K.line) => R(x, y, w, h, h / 2, fill);
const op = (o: number) => ` opacity="${o}"`;
const G = (inner: string, ex = "") => `<g${ex}>${inner}</g>`;
const lg = (id: string, c1: string, c2: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
const SHADOW = `<filter id="sh" x="-50%" y="-50%" width="200%" height="220%"><feDropShadow dx="0" dy="14" stdDeviation="20" flood-color="#312e81" flood-opacity=".16"/></filter>`;
const shadow = (inner: string) => `<g filter="url(#sh)">${inner}</g>`;

function svg(w: number, h: number, title: string, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Inter,'Segoe UI',system-ui,sans-serif">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`
  );
}

const written: [path: string, bytes: number][] = [];
function write(path: string, content: string): void {
  const file = join(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([path, Buffer.byteLength(content)]);
}

/** Soft background with two blurred-looking discs and a dot grid. */
function backdrop(w: number, h: number, P: Palette, r: Random): string {
  return (
    R(0, 0, w, h, 0, "url(#bg)") +
    C(r.range(0.05, 0.3) * w, r.range(0.1, 0.4) * h, h * 0.42, P.a, op(0.07)) +
    C(r.range(0.7, 0.95) * w, r.range(0.6, 0.9) * h, h * 0.36, P.hi, op(0.1)) +
    R(w - 250, 40, 210, 150, 0, "url(#dots)") +
    R(40, h - 190, 210, 150, 0, "url(#dots)")
  );
}
const bgDefs = (P: Palette) =>
  lg("bg", P.t1, P.t2) +
  lg("ac", P.a, P.b) +
  `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="${P.a}" opacity=".22"/></pattern>` +
  SHADOW;

// ---------------------------------------------------------------- UI building blocks
function browser(x: number, y: number, w: number, h: number, url: string): string {
  return (
    shadow(R(x, y, w, h, 16, "#fff")) +
    R(x, y, w, 40, 16, K.mist) +
    R(x, y + 24, w, 16, 0, K.mist) +
    C(x + 22, y + 20, 6, "#f87171") +
    C(x + 42, y + 20, 6, "#fbbf24") +
    C(x + 62, y + 20, 6, "#34d399") +
    R(x + 92, y + 9, Math.min(400, w * 0.42), 22, 11, "#fff") +
    T(x + 108, y + 25, url, 12, K.slate, 500)
  );
}

/** A phone frame; returns its markup and the usable screen area below the status bar. */
function phone(x: number, y: number, w: number, h: number): { svg: string; box: Box } {
  const b = w * 0.035;
  return {
    svg:
      shadow(R(x, y, w, h, w * 0.16, K.ink)) +
      R(x + b, y + b, w - 2 * b, h - 2 * b, w * 0.13, "#fff") +
      R(x + w / 2 - w * 0.13, y + b + 8, w * 0.26, 11, 5.5, K.ink),
    box: { x: x + b, y: y + b + 30, w: w - 2 * b, h: h - 2 * b - 44 },
  };
}

function nav(x: number, y: number, w: number, brand: string, P: Palette, cta = "Contact"): string {
  let s = C(x + 30, y + 28, 11, "url(#ac)") + T(x + 48, y + 35, brand, 19, K.ink, 700);
  const start = x + w - 150 - 4 * 78;
  for (let i = 0; i < 4; i++) s += L(start + i * 78, y + 24, 52, 9);
  s += R(x + w - 132, y + 13, 108, 32, 16, P.a) + TC(x + w - 78, y + 34, cta, 13, "#fff");
  return s;
}

function button(x: number, y: number, w: number, h: number, fill: string, label: string, color = "#fff", size = 14): string {
  return R(x, y, w, h, h / 2, fill) + (label ? TC(x + w / 2, y + h / 2 + size * 0.36, label, size, color) : "");
}

/** A line chart with a soft area under it. */
function lineChart(x: number, y: number, w: number, h: number, color: string, r: Random, points = 9): string {
  let s = "";
  for (let i = 0; i < 4; i++) s += R(x, y + (h / 3) * i, w, 1.5, 0, K.line);
  const pts: [number, number][] = [];
  let v = r.range(0.35, 0.6);
  for (let i = 0; i < points; i++) {
    v = Math.min(0.92, Math.max(0.12, v + r.range(-0.16, 0.22)));
    pts.push([x + (w / (points - 1)) * i, y + h - v * h]);
  }
  const p = pts.map(([a, b]) => `${n(a)} ${n(b)}`).join("L");
  s += D(`M${p}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, color, op(0.12));
  s += S(`M${p}`, color, 4);
  const [lx, ly] = pts[pts.length - 1]!;
  return s + C(lx, ly, 8, "#fff", ` stroke="${color}" stroke-width="4"`);
}

function barChart(x: number, y: number, w: number, h: number, colors: string[], r: Random, count = 7): string {
  const bw = (w / count) * 0.55;
  let s = R(x, y + h, w, 1.5, 0, K.line);
  for (let i = 0; i < count; i++) {
    const bh = h * r.range(0.3, 0.95);
    s += R(x + (w / count) * i + (w / count - bw) / 2, y + h - bh, bw, bh, Math.min(6, bw / 3), colors[i % colors.length]!);
  }
  return s;
}

function donut(cx: number, cy: number, rad: number, parts: [fraction: number, color: string][], width = 22): string {
  const circ = 2 * Math.PI * rad;
  let s = C(cx, cy, rad, "none", ` stroke="${K.mist}" stroke-width="${width}"`);
  let offset = 0;
  for (const [frac, color] of parts) {
    s += C(
      cx,
      cy,
      rad,
      "none",
      ` stroke="${color}" stroke-width="${width}" stroke-dasharray="${n(circ * frac - 4)} ${n(circ)}" stroke-dashoffset="${n(-offset)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
    );
    offset += circ * frac;
  }
  return s;
}

const STATUS: [background: string, color: string][] = [
  ["#ccfbf1", K.teal],
  ["#fef3c7", "#b45309"],
  ["#e0e7ff", K.indigo],
];
function tableRows(
  x: number,
  y: number,
  w: number,
  rows: number,
  r: Random,
  rowH = 46,
  labels = ["Delivered", "Pending", "In transit"],
): string {
  let s = L(x, y, w * 0.18, 8, K.muted) + L(x + w * 0.4, y, w * 0.14, 8, K.muted) + L(x + w * 0.75, y, w * 0.12, 8, K.muted);
  for (let i = 0; i < rows; i++) {
    const ry = y + 24 + i * rowH;
    const st = r.int(0, 2);
    const [background, color] = STATUS[st]!;
    s += R(x, ry + rowH - 2, w, 1.5, 0, K.mist);
    s += C(x + 14, ry + rowH / 2, 14, [K.indigoT, K.tealT, K.amberT, K.violetT][i % 4]!);
    s += L(x + 38, ry + rowH / 2 - 5, w * r.range(0.14, 0.26), 10, "#cbd5e1");
    s += L(x + w * 0.4, ry + rowH / 2 - 5, w * r.range(0.12, 0.22), 10);
    s += R(x + w * 0.75, ry + rowH / 2 - 12, 96, 24, 12, background) + TC(x + w * 0.75 + 48, ry + rowH / 2 + 4.5, labels[st]!, 12, color);
  }
  return s;
}

function kpi(x: number, y: number, w: number, h: number, label: string, value: string, color: string, r: Random): string {
  return (
    shadow(R(x, y, w, h, 14, "#fff")) +
    R(x + 18, y + 18, 34, 34, 10, color, op(0.14)) +
    C(x + 35, y + 35, 7, color) +
    T(x + 66, y + 32, label, 13, K.slate, 500) +
    T(x + 66, y + 58, value, 24, K.ink, 700) +
    S(
      `M${n(x + w - 86)} ${n(y + h - 24)}l14 -${r.int(4, 14)} 14 ${r.int(2, 10)} 14 -${r.int(8, 18)} 14 ${r.int(0, 8)} 14 -${r.int(6, 16)}`,
      color,
      3,
    )
  );
}

/** A small landscape picture: sky, sun, hills (used for hero images in site mockups). */
function landscape(x: number, y: number, w: number, h: number, P: Palette, r: Random, id = "sky", river = false): string {
  const hill = (base: number, amp: number, color: string) => {
    const k = 5;
    let d = `M${n(x)} ${n(y + h)}L${n(x)} ${n(y + base)}`;
    for (let i = 1; i <= k; i++) {
      const px = x + (w / k) * i;
      d += `Q${n(px - w / k / 2)} ${n(y + base - amp * r.range(0.4, 1))} ${n(px)} ${n(y + base + r.range(-8, 8))}`;
    }
    return D(d + `L${n(x + w)} ${n(y + h)}Z`, color);
  };
  let s = `<clipPath id="${id}c"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12"/></clipPath>`;
  let inner = R(x, y, w, h, 0, `url(#${id})`) + C(x + w * r.range(0.6, 0.85), y + h * 0.3, h * 0.12, K.amber, op(0.9));
  inner += hill(h * 0.62, h * 0.22, "#5eead4") + hill(h * 0.74, h * 0.18, K.teal);
  if (river)
    inner += D(
      `M${n(x)} ${n(y + h * 0.9)}C${n(x + w * 0.3)} ${n(y + h * 0.78)} ${n(x + w * 0.6)} ${n(y + h)} ${n(x + w)} ${n(y + h * 0.86)}V${n(y + h)}H${n(x)}Z`,
      "#a5b4fc",
    );
  else inner += hill(h * 0.88, h * 0.12, "#115e59");
  s += `<g clip-path="url(#${id}c)">${inner}</g>`;
  return s;
}
const skyDef = (id: string, P: Palette) => lg(id, P.aT, "#fdf4ff", 0, 1);

function garment(cx: number, top: number, s: number, color: string): string {
  // a kurta-like silhouette
  const d = `M${n(cx - 14 * s)} ${n(top)}l${n(-22 * s)} ${n(10 * s)} ${n(-12 * s)} ${n(34 * s)} ${n(14 * s)} ${n(6 * s)} ${n(4 * s)} ${n(-12 * s)}v${n(66 * s)}h${n(60 * s)}v${n(-66 * s)}l${n(4 * s)} ${n(12 * s)} ${n(14 * s)} ${n(-6 * s)} ${n(-12 * s)} ${n(-34 * s)} ${n(-22 * s)} ${n(-10 * s)}q${n(-14 * s)} ${n(14 * s)} ${n(-28 * s)} 0z`;
  return D(d, color) + R(cx - 1.5 * s, top + 6 * s, 3 * s, 30 * s, 1.5 * s, "#fff", op(0.5));
}

function statusBar(b: Box): string {
  return T(b.x + 18, b.y - 8, "9:41", 11, K.ink, 700) + R(b.x + b.w - 46, b.y - 17, 28, 10, 3, K.ink);
}

function map(x: number, y: number, w: number, h: number, P: Palette, r: Random, id = "map", route = true): string {
  let inner = R(x, y, w, h, 0, "#e6f4f1");
  for (let i = 0; i < 7; i++)
    inner += R(x + r.range(0, w - 80), y + r.range(0, h - 60), r.range(50, 120), r.range(30, 70), 8, "#fff", op(0.7));
  inner += S(
    `M${n(x - 10)} ${n(y + h * 0.35)}C${n(x + w * 0.3)} ${n(y + h * 0.2)} ${n(x + w * 0.6)} ${n(y + h * 0.55)} ${n(x + w + 10)} ${n(y + h * 0.4)}`,
    "#fff",
    14,
  );
  inner += S(
    `M${n(x + w * 0.35)} ${n(y - 10)}C${n(x + w * 0.3)} ${n(y + h * 0.5)} ${n(x + w * 0.55)} ${n(y + h * 0.7)} ${n(x + w * 0.5)} ${n(y + h + 10)}`,
    "#fff",
    12,
  );
  inner += D(
    `M${n(x + w * 0.7)} ${n(y + h)}C${n(x + w * 0.75)} ${n(y + h * 0.7)} ${n(x + w * 0.95)} ${n(y + h * 0.75)} ${n(x + w)} ${n(y + h * 0.6)}V${n(y + h)}Z`,
    "#bfdbfe",
    op(0.7),
  );
  const ax = x + w * 0.18,
    ay = y + h * 0.72,
    bx = x + w * 0.78,
    by = y + h * 0.22;
  if (route)
    inner += S(
      `M${n(ax)} ${n(ay)}C${n(ax + w * 0.2)} ${n(ay - h * 0.1)} ${n(bx - w * 0.3)} ${n(by + h * 0.4)} ${n(bx)} ${n(by)}`,
      P.a,
      5,
      ' stroke-dasharray="2 10"',
    );
  if (route) inner += C(ax, ay, 10, "#fff", ` stroke="${P.a}" stroke-width="5"`);
  inner += D(`M${n(bx)} ${n(by + 4)}c-10-12-16-19-16-27a16 16 0 0 1 32 0c0 8-6 15-16 27z`, K.amber) + C(bx, by - 23, 6, "#fff");
  return `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12"/></clipPath><g clip-path="url(#${id})">${inner}</g>`;
}

function house(x: number, y: number, w: number, h: number, color: string): string {
  return (
    R(x, y, w, h, 10, K.mist) +
    D(`M${n(x + w * 0.22)} ${n(y + h * 0.5)}L${n(x + w / 2)} ${n(y + h * 0.22)}L${n(x + w * 0.78)} ${n(y + h * 0.5)}Z`, color) +
    R(x + w * 0.28, y + h * 0.5, w * 0.44, h * 0.36, 0, "#fff") +
    R(x + w * 0.44, y + h * 0.64, w * 0.12, h * 0.22, 2, color, op(0.6)) +
    R(x + w * 0.32, y + h * 0.56, w * 0.08, h * 0.08, 1, K.amber)
  );
}

function stars(x: number, y: number, count: number, size = 12, color = K.amber): string {
  let s = "";
  for (let i = 0; i < count; i++) {
    const cx = x + i * size * 1.3 + size / 2,
      cy = y;
    const pts: string[] = [];
    for (let k = 0; k < 10; k++) {
      const rad = k % 2 ? size * 0.22 : size * 0.5;
      const a = (Math.PI / 5) * k - Math.PI / 2;
      pts.push(`${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`);
    }
    s += D(`M${pts.join("L")}Z`, color);
  }
  return s;
}

function plate(cx: number, cy: number, rad: number, r: Random): string {
  return (
    C(cx, cy, rad, "#fff", ` stroke="${K.line}" stroke-width="3"`) +
    C(cx, cy, rad * 0.72, K.amberT) +
    C(cx - rad * 0.2, cy - rad * 0.1, rad * 0.3, r.pick([K.amber, "#fb923c", "#f97316"])) +
    C(cx + rad * 0.24, cy + rad * 0.12, rad * 0.24, r.pick([K.teal, "#22c55e", "#65a30d"])) +
    C(cx + rad * 0.05, cy + rad * 0.32, rad * 0.16, "#fde68a")
  );
}

function veg(cx: number, cy: number, rad: number, kind: number): string {
  if (kind === 0)
    return C(cx, cy, rad, "#ef4444") + D(`M${n(cx - 4)} ${n(cy - rad)}q4-10 12-8`, "none", ' stroke="#15803d" stroke-width="4"');
  if (kind === 1) return E(cx, cy, rad * 1.2, rad * 0.7, "#7c3aed") + R(cx - rad * 1.3, cy - 5, 10, 10, 3, "#15803d");
  if (kind === 2) return C(cx, cy, rad, "#84cc16") + C(cx, cy, rad * 0.55, "#d9f99d");
  return (
    D(`M${n(cx - rad)} ${n(cy - rad * 0.6)}L${n(cx + rad)} ${n(cy - rad * 0.6)}L${n(cx)} ${n(cy + rad * 1.2)}Z`, "#fb923c") +
    R(cx - 6, cy - rad - 4, 12, 10, 3, "#16a34a")
  );
}

// ---------------------------------------------------------------- projects
/**
 * Each project has: a brand, an address for the browser bar, a `scene` for the
 * 16:10 main image, a `mobile` screen and a `feature` close-up used by the share
 * images. Screens draw inside a box {x, y, w, h}.
 */
interface Project {
  brand: string;
  url: string;
  /** Gradients its drawings use besides the shared ones. */
  defs?: (P: Palette) => string;
  scene(P: Palette, r: Random): string;
  mobile(b: Box, P: Palette, r: Random): string;
  feature(b: Box, P: Palette, r: Random): string;
  /** A list two of its screens share (one project has one). */
  list?(b: Box, P: Palette, r: Random, header?: boolean): string;
}
const PROJECTS: Record<string, Project> = {
  1: {
    brand: "Noksha",
    url: "noksha-studio.example.com",
    scene(P, r) {
      let s = browser(110, 120, 1080, 760, this.url);
      s += nav(110, 160, 1080, "Noksha", P, "Bag (2)");
      s += R(134, 232, 1032, 270, 18, "url(#ac)");
      s +=
        T(178, 320, "Festive Collection", 44, "#fff", 700) +
        T(178, 368, "Handloom cotton & silk, made in Dhaka", 20, "#fff", 400, op(0.85));
      s += button(178, 408, 160, 48, K.amber, "Shop now", K.ink, 16);
      s += C(970, 367, 110, "#fff", op(0.12)) + garment(930, 290, 1.2, "#fff") + garment(1040, 320, 0.95, K.amberT);
      const cols = [K.indigo, K.teal, K.amber, K.violet];
      for (let i = 0; i < 4; i++) {
        const x = 134 + i * 262;
        s += R(x, 530, 240, 230, 14, K.mist) + garment(x + 120, 560, 1.25, cols[i]!);
        s +=
          L(x + 4, 782, r.range(120, 180), 11, "#cbd5e1") +
          T(x + 4, 828, `Tk ${r.pick(["2,450", "3,180", "3,950", "4,600", "5,250"])}`, 18, K.ink, 700);
      }
      const ph = phone(1200, 240, 300, 610);
      return s + ph.svg + this.mobile(ph.box, P, r);
    },
    mobile(b, P, _r) {
      let s =
        statusBar(b) + R(b.x + 14, b.y + 6, b.w - 28, b.h * 0.46, 16, P.aT) + garment(b.x + b.w / 2, b.y + 36, (b.h / 560) * 1.7, P.a);
      const y = b.y + b.h * 0.5;
      s += L(b.x + 18, y + 16, b.w * 0.6, 12, "#cbd5e1") + L(b.x + 18, y + 38, b.w * 0.4, 9);
      s += T(b.x + 18, y + 78, "Tk 3,950", b.w * 0.09, K.ink, 700);
      ["S", "M", "L", "XL"].forEach((z, i) => {
        const cx = b.x + 32 + i * (b.w * 0.2);
        s += C(cx, y + 112, b.w * 0.07, i === 1 ? P.a : K.mist) + TC(cx, y + 117, z, 13, i === 1 ? "#fff" : K.ink);
      });
      return s + button(b.x + 16, b.y + b.h - 58, b.w - 32, 46, P.a, "Add to bag", "#fff", 15);
    },
    feature(b, P, _r) {
      let s = R(b.x + 30, b.y + 30, b.w - 60, b.h * 0.62, 18, P.aT) + garment(b.x + b.w / 2, b.y + 70, 2.6, P.a);
      s += R(b.x + b.w - 150, b.y + 50, 100, 36, 18, K.amber) + TC(b.x + b.w - 100, b.y + 74, "-20%", 16, K.ink, 700);
      s += T(b.x + 34, b.y + b.h * 0.62 + 90, "Jamdani Kurta", 30, K.ink, 700) + stars(b.x + 36, b.y + b.h * 0.62 + 124, 5, 18);
      return (
        s +
        T(b.x + 34, b.y + b.h - 46, "Tk 3,950", 30, P.a, 700) +
        button(b.x + b.w - 230, b.y + b.h - 84, 190, 52, P.a, "Add to bag", "#fff", 17)
      );
    },
  },
  2: {
    brand: "CareSlot",
    url: "careslot.example.com/book",
    scene(P, r) {
      let s = browser(100, 110, 1130, 780, this.url) + nav(100, 150, 1130, "CareSlot", P, "My visits");
      for (let i = 0; i < 5; i++) {
        const y = 232 + i * 92;
        s += R(124, y, 300, 78, 14, i === 1 ? P.aT : K.paper) + C(164, y + 39, 22, [K.tealT, K.violetT, K.amberT, K.indigoT, K.tealT][i]!);
        s += L(198, y + 26, r.range(120, 190), 11, "#cbd5e1") + L(198, y + 46, r.range(80, 140), 8);
      }
      const days = ["Sun", "Mon", "Tue", "Wed", "Thu"];
      days.forEach((d, i) => (s += TC(520 + i * 150, 262, d, 15, K.slate, 600)));
      for (let c = 0; c < 5; c++)
        for (let k = 0; k < 6; k++) {
          const v = r();
          const fill = c === 2 && k === 2 ? P.a : v < 0.3 ? K.mist : v < 0.45 ? K.tealT : "#fff";
          s += R(460 + c * 150, 286 + k * 70, 120, 52, 12, fill, fill === "#fff" ? ` stroke="${K.line}" stroke-width="2"` : "");
          if (fill === P.a) s += TC(520 + c * 150, 318 + k * 70, "10:30", 15, "#fff", 700);
          else if (fill !== K.mist) s += L(496 + c * 150, 307 + k * 70, 48, 9, fill === "#fff" ? K.line : "#99f6e4");
        }
      s +=
        R(124, 716, 300, 146, 14, "url(#ac)") +
        T(148, 760, "Tue, 10:30", 22, "#fff", 700) +
        L(148, 778, 160, 9, "#fff") +
        button(148, 806, 200, 40, "#fff", "Confirm", P.a, 15);
      const ph = phone(1220, 230, 290, 600);
      return s + ph.svg + this.mobile(ph.box, P, r);
    },
    mobile(b, P, r) {
      let s = statusBar(b) + T(b.x + 18, b.y + 30, "Pick a time", b.w * 0.075, K.ink, 700);
      for (let i = 0; i < 5; i++) {
        const cx = b.x + 30 + i * ((b.w - 60) / 4);
        s += R(cx - 20, b.y + 50, 40, 56, 14, i === 2 ? P.a : K.mist) + TC(cx, b.y + 84, String(12 + i), 15, i === 2 ? "#fff" : K.ink, 700);
      }
      for (let k = 0; k < 8; k++) {
        const x = b.x + 16 + (k % 2) * ((b.w - 32) / 2 + 4),
          y = b.y + 130 + Math.floor(k / 2) * 56;
        const fill = k === 3 ? K.teal : r() < 0.3 ? K.mist : "#fff";
        s += R(x, y, (b.w - 40) / 2, 42, 12, fill, fill === "#fff" ? ` stroke="${K.line}" stroke-width="2"` : "");
        s += TC(
          x + (b.w - 40) / 4,
          y + 26,
          ["9:00", "9:30", "10:00", "10:30", "11:00", "11:30", "4:00", "4:30"][k]!,
          13,
          k === 3 ? "#fff" : K.slate,
        );
      }
      return s + button(b.x + 16, b.y + b.h - 58, b.w - 32, 46, P.a, "Book visit", "#fff", 15);
    },
    feature(b, P, r) {
      let s = T(b.x + 40, b.y + 70, "Dr. appointments", 30, K.ink, 700) + L(b.x + 40, b.y + 92, 220, 10);
      for (let c = 0; c < 4; c++)
        for (let k = 0; k < 5; k++) {
          const fill = c === 1 && k === 2 ? P.a : r() < 0.35 ? K.mist : (c + k) % 3 === 0 ? K.tealT : "#fff";
          s += R(
            b.x + 40 + c * ((b.w - 80) / 4),
            b.y + 130 + k * 72,
            (b.w - 80) / 4 - 14,
            56,
            12,
            fill,
            fill === "#fff" ? ` stroke="${K.line}" stroke-width="2"` : "",
          );
        }
      return s + button(b.x + 40, b.y + b.h - 84, b.w - 80, 52, P.a, "Confirm appointment", "#fff", 17);
    },
  },
  3: {
    brand: "Dhaka Dash",
    url: "dhakadash.example.com",
    scene(P, r) {
      let s = "";
      const a = phone(270, 170, 300, 640),
        b = phone(640, 110, 320, 700),
        c = phone(1030, 170, 300, 640);
      s +=
        a.svg +
        map(a.box.x, a.box.y - 30, a.box.w, a.box.h + 40, P, r, "m1") +
        R(a.box.x + 14, a.box.y + a.box.h - 130, a.box.w - 28, 118, 16, "#fff") +
        T(a.box.x + 30, a.box.y + a.box.h - 92, "Rider is 6 min away", 15, K.ink, 700) +
        L(a.box.x + 30, a.box.y + a.box.h - 76, 150, 9) +
        button(a.box.x + 30, a.box.y + a.box.h - 58, a.box.w - 60, 36, P.a, "Call rider", "#fff", 13);
      s += b.svg + this.mobile(b.box, P, r);
      s +=
        c.svg +
        statusBar(c.box) +
        T(c.box.x + 18, c.box.y + 30, "Today's earnings", 15, K.slate, 500) +
        T(c.box.x + 18, c.box.y + 66, "Tk 1,840", 30, K.ink, 700);
      s += barChart(c.box.x + 20, c.box.y + 96, c.box.w - 40, 150, [P.a, P.b], r, 7);
      for (let i = 0; i < 4; i++)
        s +=
          R(c.box.x + 16, c.box.y + 280 + i * 64, c.box.w - 32, 52, 12, K.paper) +
          C(c.box.x + 42, c.box.y + 306 + i * 64, 13, [K.tealT, K.amberT][i % 2]!) +
          L(c.box.x + 66, c.box.y + 300 + i * 64, 100, 10, "#cbd5e1") +
          T(c.box.x + c.box.w - 80, c.box.y + 311 + i * 64, `+${r.int(60, 180)}`, 14, K.teal, 700);
      s += shadow(R(985, 120, 170, 58, 29, K.amber)) + TC(1070, 157, "ETA 18 min", 18, K.ink, 700);
      return s;
    },
    mobile(b, P, _r) {
      let s =
        statusBar(b) +
        R(b.x + 14, b.y + 8, b.w - 28, 110, 16, "url(#ac)") +
        T(b.x + 32, b.y + 46, "Order #DD-2481", 15, "#fff", 700) +
        T(b.x + 32, b.y + 80, "On the way", b.w * 0.075, "#fff", 700) +
        L(b.x + 32, b.y + 94, 110, 8, "#c7d2fe");
      const steps = ["Order placed", "Picked up", "On the way", "Delivered"];
      steps.forEach((st, i) => {
        const y = b.y + 160 + i * 78;
        const done = i < 3;
        if (i < 3) s += R(b.x + 37, y + 14, 4, 64, 2, i < 2 ? K.teal : K.line);
        s += C(b.x + 39, y + 8, 13, done ? K.teal : K.line) + (done ? S(`M${n(b.x + 33)} ${n(y + 8)}l4 4 8-8`, "#fff", 3) : "");
        s += T(b.x + 66, y + 13, st, 15, done ? K.ink : K.muted, 600) + L(b.x + 66, y + 24, 90, 8);
      });
      return s + button(b.x + 16, b.y + b.h - 58, b.w - 32, 46, P.a, "Track on map", "#fff", 15);
    },
    feature(b, P, r) {
      return (
        map(b.x + 30, b.y + 30, b.w - 60, b.h - 60, P, r, "fm") +
        shadow(R(b.x + 60, b.y + b.h - 190, b.w - 120, 120, 18, "#fff")) +
        C(b.x + 110, b.y + b.h - 130, 28, K.amberT) +
        T(b.x + 156, b.y + b.h - 136, "Rider on the way", 22, K.ink, 700) +
        T(b.x + 156, b.y + b.h - 106, "Dhanmondi 27 · 1.8 km", 16, K.slate, 500)
      );
    },
  },
  4: {
    brand: "Shobuj Alo",
    url: "shobujalo.example.org",
    defs: (P) => skyDef("sky", P) + skyDef("sky2", P),
    scene(P, r) {
      let s = browser(140, 100, 1320, 800, this.url) + nav(140, 140, 1320, "Shobuj Alo", P, "Donate");
      s += landscape(164, 210, 1272, 340, P, r, "sky", true);
      s +=
        R(196, 300, 560, 176, 16, "#fff", op(0.92)) +
        T(224, 354, "Clean water for", 36, K.ink, 700) +
        T(224, 398, "12,000 families", 36, K.teal, 700) +
        button(224, 420, 170, 42, K.amber, "Donate now", K.ink, 15);
      (
        [
          ["12k", "families reached"],
          ["48", "villages"],
          ["96%", "to programmes"],
        ] as const
      ).forEach(([v, l], i) => {
        const x = 164 + i * 430;
        s += T(x + 10, 620, v, 40, P.a, 700) + T(x + 10, 648, l, 16, K.slate, 500);
      });
      for (let i = 0; i < 3; i++) {
        const x = 164 + i * 430;
        s +=
          R(x, 676, 410, 200, 14, K.paper) +
          R(x + 16, 692, 130, 168, 10, [K.tealT, K.amberT, P.aT][i]!) +
          C(x + 81, 760, 26, [K.teal, K.amber, P.a][i]!, op(0.8));
        s +=
          L(x + 166, 712, 180, 12, "#cbd5e1") +
          L(x + 166, 740, 210, 9) +
          L(x + 166, 758, 190, 9) +
          L(x + 166, 776, 150, 9) +
          T(x + 166, 836, "Read more →", 14, P.a, 700);
      }
      return s;
    },
    mobile(b, P, r) {
      let s = statusBar(b) + landscape(b.x + 12, b.y + 6, b.w - 24, b.h * 0.36, P, r, "sky2", true);
      s +=
        T(b.x + 18, b.y + b.h * 0.36 + 50, "Clean water for", b.w * 0.075, K.ink, 700) +
        T(b.x + 18, b.y + b.h * 0.36 + 78, "12,000 families", b.w * 0.075, K.teal, 700);
      s += L(b.x + 18, b.y + b.h * 0.36 + 96, b.w * 0.7, 9) + L(b.x + 18, b.y + b.h * 0.36 + 114, b.w * 0.5, 9);
      s +=
        R(b.x + 18, b.y + b.h * 0.36 + 140, b.w - 36, 12, 6, K.mist) +
        R(b.x + 18, b.y + b.h * 0.36 + 140, (b.w - 36) * 0.72, 12, 6, K.teal) +
        T(b.x + 18, b.y + b.h * 0.36 + 178, "72% of Tk 5,00,000 raised", 12, K.slate, 600);
      return s + button(b.x + 16, b.y + b.h - 58, b.w - 32, 46, K.amber, "Donate now", K.ink, 15);
    },
    feature(b, P, _r) {
      let s = T(b.x + 40, b.y + 76, "Our impact in 2025", 30, K.ink, 700);
      (
        [
          ["12,000", "families with safe water", K.teal],
          ["48", "villages in Satkhira & Khulna", P.a],
          ["96%", "of every taka to programmes", K.amber],
        ] as const
      ).forEach(([v, l, c], i) => {
        const y = b.y + 130 + i * 150;
        s +=
          R(b.x + 40, y, b.w - 80, 126, 18, K.paper) +
          R(b.x + 40, y, 10, 126, 5, c) +
          T(b.x + 76, y + 66, v, 44, c, 700) +
          T(b.x + 76, y + 100, l, 18, K.slate, 500);
      });
      return s;
    },
  },
  5: {
    brand: "Cargoline",
    url: "app.cargoline.example.com",
    scene(P, r) {
      let s =
        browser(100, 90, 1400, 820, this.url) +
        R(100, 130, 230, 780, 0, K.ink) +
        R(100, 880, 230, 30, 16, K.ink) +
        R(300, 880, 30, 30, 0, K.ink);
      s += C(136, 174, 12, "url(#ac)") + T(156, 181, "Cargoline", 19, "#fff", 700);
      for (let i = 0; i < 6; i++)
        s +=
          R(124, 232 + i * 54, 182, 38, 10, i === 0 ? P.a : "none") +
          R(140, 245 + i * 54, 12, 12, 3, i === 0 ? "#fff" : "#475569") +
          L(164, 247 + i * 54, r.range(70, 110), 9, i === 0 ? "#fff" : "#475569");
      const k = [
        ["Shipments", "1,284", P.a],
        ["On time", "96.2%", K.teal],
        ["In transit", "312", P.b],
        ["Delayed", "14", K.amber],
      ] as const;
      k.forEach(([l, v, c], i) => (s += kpi(360 + i * 280, 160, 256, 100, l, v, c, r)));
      s +=
        shadow(R(360, 286, 700, 300, 14, "#fff")) +
        T(384, 322, "Weekly volume (TEU)", 16, K.ink, 700) +
        lineChart(384, 350, 650, 210, P.a, r, 10);
      s += shadow(R(1084, 286, 392, 300, 14, "#fff")) + map(1100, 302, 360, 268, P, r, "m5");
      s +=
        shadow(R(360, 610, 1116, 276, 14, "#fff")) + T(384, 646, "Latest shipments", 16, K.ink, 700) + tableRows(384, 668, 1068, 4, r, 48);
      return s;
    },
    mobile(b, P, r) {
      let s = statusBar(b) + T(b.x + 18, b.y + 30, "Cargoline", b.w * 0.075, K.ink, 700);
      (
        [
          ["Shipments", "1,284", P.a],
          ["On time", "96.2%", K.teal],
        ] as const
      ).forEach(([l, v, c], i) => {
        const x = b.x + 14 + i * ((b.w - 28) / 2 + 4);
        s +=
          R(x, b.y + 50, (b.w - 36) / 2, 86, 14, K.paper) +
          T(x + 14, b.y + 78, l, 12, K.slate, 500) +
          T(x + 14, b.y + 114, v, b.w * 0.08, c, 700);
      });
      s += lineChart(b.x + 18, b.y + 170, b.w - 36, 140, P.a, r, 8);
      for (let i = 0; i < 4; i++) {
        const y = b.y + 336 + i * 50,
          st = STATUS[r.int(0, 2)]!;
        s +=
          C(b.x + 32, y + 18, 13, st[0]) +
          L(b.x + 54, y + 13, r.range(70, 110), 10, "#cbd5e1") +
          R(b.x + b.w - 62, y + 8, 44, 20, 10, st[0]) +
          C(b.x + b.w - 40, y + 18, 4, st[1]);
      }
      return s;
    },
    feature(b, P, r) {
      let s = T(b.x + 40, b.y + 74, "On-time delivery", 28, K.ink, 700) + T(b.x + 40, b.y + 106, "Last 10 weeks", 16, K.slate, 500);
      s += lineChart(b.x + 40, b.y + 150, b.w - 80, b.h - 320, P.a, r, 10);
      return (
        s +
        R(b.x + 40, b.y + b.h - 130, 200, 80, 16, K.tealT) +
        T(b.x + 62, b.y + b.h - 80, "96.2%", 32, K.teal, 700) +
        R(b.x + 260, b.y + b.h - 130, 200, 80, 16, K.amberT) +
        T(b.x + 282, b.y + b.h - 80, "−38%", 32, "#b45309", 700)
      );
    },
  },
  6: {
    brand: "Hisab",
    url: "hisab-app.example.com",
    scene(P, r) {
      let s = "";
      const a = phone(270, 170, 300, 640),
        b = phone(640, 110, 320, 700),
        c = phone(1030, 170, 300, 640);
      s += a.svg + this.list!(a.box, P, r) + b.svg + this.mobile(b.box, P, r);
      s += c.svg + statusBar(c.box) + T(c.box.x + 18, c.box.y + 30, "Dues", 20, K.ink, 700);
      for (let i = 0; i < 5; i++) {
        const y = c.box.y + 56 + i * 84;
        s +=
          R(c.box.x + 14, y, c.box.w - 28, 72, 14, K.paper) +
          C(c.box.x + 42, y + 36, 16, [K.violetT, K.tealT, K.amberT][i % 3]!) +
          L(c.box.x + 68, y + 24, 90, 10, "#cbd5e1") +
          T(c.box.x + 68, y + 54, `Tk ${r.int(3, 48) * 50}`, 14, "#b45309", 700) +
          R(c.box.x + c.box.w - 84, y + 22, 58, 28, 14, P.aT) +
          TC(c.box.x + c.box.w - 55, y + 41, "Remind", 11, P.a, 700);
      }
      return s + shadow(R(960, 700, 200, 58, 29, K.teal)) + TC(1060, 737, "Works offline", 17, "#fff", 700);
    },
    list(b, P, r, header = true) {
      let s = header ? statusBar(b) + T(b.x + 18, b.y + 30, "Transactions", 18, K.ink, 700) : "";
      for (let i = 0; i < 7; i++) {
        const y = b.y + 54 + i * 66,
          inc = r() < 0.55;
        s +=
          C(b.x + 36, y + 26, 16, inc ? K.tealT : K.amberT) +
          S(
            inc ? `M${n(b.x + 36)} ${n(y + 32)}v-12m-5 5 5-5 5 5` : `M${n(b.x + 36)} ${n(y + 20)}v12m-5-5 5 5 5-5`,
            inc ? K.teal : "#b45309",
            2.5,
          );
        s +=
          L(b.x + 62, y + 16, r.range(70, 110), 10, "#cbd5e1") +
          L(b.x + 62, y + 34, 60, 8) +
          T(b.x + b.w - 84, y + 31, `${inc ? "+" : "−"}${r.int(2, 90) * 20}`, 14, inc ? K.teal : "#b45309", 700);
      }
      return s;
    },
    mobile(b, P, r) {
      let s =
        statusBar(b) +
        R(b.x + 14, b.y + 8, b.w - 28, 150, 18, "url(#ac)") +
        T(b.x + 34, b.y + 44, "Cash in hand", 14, "#fff", 500, op(0.85)) +
        T(b.x + 34, b.y + 88, "Tk 48,250", b.w * 0.1, "#fff", 700);
      s += R(b.x + 34, b.y + 108, 90, 28, 14, "#fff", op(0.2)) + TC(b.x + 79, b.y + 127, "+12% wk", 12, "#fff", 700);
      ["Sale", "Expense", "Due", "Report"].forEach((l, i) => {
        const cx = b.x + 14 + (b.w - 28) / 8 + i * ((b.w - 28) / 4);
        s +=
          R(cx - 24, b.y + 182, 48, 48, 14, [K.tealT, K.amberT, K.violetT, K.indigoT][i]!) +
          C(cx, b.y + 206, 8, [K.teal, K.amber, K.violet, K.indigo][i]!) +
          TC(cx, b.y + 250, l, 12, K.slate, 600);
      });
      s += T(b.x + 18, b.y + 296, "This week", 15, K.ink, 700) + barChart(b.x + 18, b.y + 316, b.w - 36, 130, [K.teal, P.a], r, 7);
      return s;
    },
    feature(b, P, r) {
      return (
        T(b.x + 40, b.y + 74, "Transactions", 30, K.ink, 700) +
        this.list!({ x: b.x + 24, y: b.y + 70, w: b.w - 48, h: b.h - 100 }, P, r, false)
      );
    },
  },
  7: {
    brand: "PayDhara",
    url: "paydhara.example.com",
    scene(P, r) {
      let s = browser(100, 110, 1400, 780, this.url) + nav(100, 150, 1400, "PayDhara", P, "Get the app");
      s += T(150, 330, "Send money", 62, K.ink, 800) + T(150, 402, "in seconds.", 62, P.a, 800);
      s += L(152, 436, 440, 12) + L(152, 460, 380, 12);
      s +=
        button(150, 500, 190, 54, P.a, "Open account", "#fff", 16) +
        R(356, 500, 170, 54, 27, "#fff", ` stroke="${P.a}" stroke-width="2"`) +
        TC(441, 533, "See fees", 16, P.a);
      s +=
        R(150, 584, 150, 46, 12, K.ink) +
        T(172, 613, "Google Play", 14, "#fff", 600) +
        R(312, 584, 150, 46, 12, K.ink) +
        T(334, 613, "App Store", 14, "#fff", 600);
      s += C(1080, 480, 260, "url(#ac)", op(0.12)) + C(1080, 480, 180, P.a, op(0.08));
      const ph = phone(950, 210, 270, 560);
      s += ph.svg + this.mobile(ph.box, P, r);
      s += shadow(R(1230, 300, 190, 190, 22, "#fff"));
      for (let i = 0; i < 6; i++)
        for (let j = 0; j < 6; j++)
          if ((i * 7 + j * 3 + i * j) % 4 !== 0 || (i < 2 && j < 2))
            s += R(1258 + i * 22, 328 + j * 22, 18, 18, 4, i < 2 && j < 2 ? P.a : K.ink);
      s +=
        shadow(R(1180, 560, 220, 72, 20, "#fff")) +
        C(1214, 596, 16, K.tealT) +
        S("M1206 596l6 6 10-10", K.teal, 3) +
        T(1242, 590, "Payment sent", 14, K.ink, 700) +
        T(1242, 612, "Tk 2,500 · 2s", 13, K.slate, 500);
      const feats = [
        ["Send", P.a],
        ["Pay bills", K.teal],
        ["Cash out", K.amber],
        ["Save", P.b],
      ] as const;
      feats.forEach(
        ([l, c], i) =>
          (s +=
            R(150 + i * 190, 680, 170, 150, 16, K.paper) +
            R(170 + i * 190, 700, 44, 44, 12, c, op(0.15)) +
            C(192 + i * 190, 722, 9, c) +
            T(170 + i * 190, 782, l, 17, K.ink, 700) +
            L(170 + i * 190, 796, 120, 8)),
      );
      return s;
    },
    mobile(b, P, r) {
      let s =
        statusBar(b) +
        R(b.x + 12, b.y + 6, b.w - 24, 130, 18, "url(#ac)") +
        T(b.x + 30, b.y + 40, "Balance", 13, "#fff", 500, op(0.85)) +
        T(b.x + 30, b.y + 82, "Tk 12,640", b.w * 0.1, "#fff", 700) +
        L(b.x + 30, b.y + 104, 80, 8, "#c7d2fe");
      ["Send", "Pay", "Cash out", "Recharge", "Bills", "Save"].forEach((l, i) => {
        const cx = b.x + 12 + (b.w - 24) / 6 + (i % 3) * ((b.w - 24) / 3),
          cy = b.y + 180 + Math.floor(i / 3) * 86;
        s +=
          C(cx, cy, 24, [P.aT, K.tealT, K.amberT][i % 3]!) +
          C(cx, cy, 8, [P.a, K.teal, K.amber][i % 3]!) +
          TC(cx, cy + 44, l, 12, K.slate, 600);
      });
      for (let i = 0; i < 2; i++)
        s +=
          R(b.x + 14, b.y + 360 + i * 58, b.w - 28, 48, 12, K.paper) +
          C(b.x + 38, b.y + 384 + i * 58, 12, K.violetT) +
          L(b.x + 58, b.y + 379 + i * 58, 80, 9, "#cbd5e1") +
          T(b.x + b.w - 70, b.y + 389 + i * 58, `−${r.int(2, 30) * 50}`, 12, K.ink, 700);
      return s;
    },
    feature(b, P, _r) {
      let s = T(b.x + 40, b.y + 80, "Scan to pay", 32, K.ink, 700) + R(b.x + b.w / 2 - 170, b.y + 130, 340, 340, 26, K.paper);
      for (let i = 0; i < 9; i++)
        for (let j = 0; j < 9; j++) {
          const corner = (i < 3 && j < 3) || (i > 5 && j < 3) || (i < 3 && j > 5);
          if (corner || (i * 5 + j * 7 + i * j) % 3 === 0)
            s += R(b.x + b.w / 2 - 140 + i * 32, b.y + 160 + j * 32, 28, 28, 6, corner ? P.a : K.ink);
        }
      return s + button(b.x + 40, b.y + b.h - 92, b.w - 80, 56, P.a, "Pay Tk 2,500", "#fff", 18);
    },
  },
  8: {
    brand: "Sundarban Trails",
    url: "sundarbantrails.example.com",
    defs: (P) => skyDef("sky", P) + skyDef("sky2", P),
    scene(P, r) {
      let s = browser(140, 100, 1320, 800, this.url) + nav(140, 140, 1320, "Sundarban Trails", P, "Enquire");
      s += landscape(164, 210, 1272, 380, P, r, "sky", true);
      for (let i = 0; i < 9; i++) {
        const x = 200 + i * 140 + r.range(-20, 20),
          y = 470 + r.range(-16, 16);
        s += R(x - 3, y, 6, 40, 3, "#134e4a") + C(x, y - 6, r.range(22, 34), r.pick(["#115e59", "#0f766e", "#14b8a6"]));
      }
      s +=
        R(196, 250, 640, 130, 18, "#fff", op(0.9)) +
        T(224, 306, "Explore the Sundarbans", 40, K.ink, 800) +
        T(224, 346, "Small-group tours from Khulna, since 2012", 18, K.slate, 500);
      s += shadow(R(220, 540, 1160, 84, 42, "#fff"));
      ["Destination", "Dates", "Travellers"].forEach(
        (l, i) => (s += T(270 + i * 290, 576, l, 13, K.slate, 600) + L(270 + i * 290, 590, 170, 11, "#cbd5e1")),
      );
      s += button(1180, 556, 180, 52, K.amber, "Find tours", K.ink, 16);
      const tours = [
        ["3-Day Mangrove Cruise", "14,500"],
        ["Srimangal Tea Trail", "9,800"],
        ["Saint Martin Escape", "18,200"],
      ] as const;
      tours.forEach(([t, p], i) => {
        const x = 164 + i * 430;
        s +=
          R(x, 660, 410, 216, 14, K.paper) +
          R(x + 14, 674, 382, 96, 10, [K.tealT, P.aT, K.amberT][i]!) +
          C(x + 60, 722, 24, [K.teal, P.a, K.amber][i]!, op(0.6));
        s += T(x + 18, 806, t, 19, K.ink, 700) + stars(x + 18, 830, 5, 13) + T(x + 300, 850, `Tk ${p}`, 17, P.a, 700);
      });
      return s;
    },
    mobile(b, P, r) {
      let s = statusBar(b) + landscape(b.x + 12, b.y + 6, b.w - 24, b.h * 0.4, P, r, "sky2", true);
      s +=
        T(b.x + 18, b.y + b.h * 0.4 + 46, "3-Day Mangrove", b.w * 0.07, K.ink, 700) +
        T(b.x + 18, b.y + b.h * 0.4 + 74, "Cruise", b.w * 0.07, K.ink, 700) +
        stars(b.x + 20, b.y + b.h * 0.4 + 100, 5, 13);
      ["Boat stay", "Forest guide", "All meals"].forEach(
        (l, i) =>
          (s += C(b.x + 26, b.y + b.h * 0.4 + 136 + i * 30, 7, K.teal) + T(b.x + 42, b.y + b.h * 0.4 + 141 + i * 30, l, 13, K.slate, 600)),
      );
      return (
        s +
        T(b.x + 18, b.y + b.h - 68, "Tk 14,500", 20, P.a, 700) +
        button(b.x + 16, b.y + b.h - 52, b.w - 32, 42, K.amber, "Send enquiry", K.ink, 14)
      );
    },
    feature(b, P, r) {
      let s = landscape(b.x + 30, b.y + 30, b.w - 60, b.h * 0.5, P, r, "sky", true);
      for (let i = 0; i < 5; i++)
        s += R(b.x + 90 + i * 110 - 3, b.y + b.h * 0.4, 6, 34, 3, "#134e4a") + C(b.x + 90 + i * 110, b.y + b.h * 0.4 - 4, 24, "#0f766e");
      s += T(b.x + 40, b.y + b.h * 0.5 + 100, "3-Day Mangrove Cruise", 30, K.ink, 700) + stars(b.x + 42, b.y + b.h * 0.5 + 136, 5, 18);
      s += T(b.x + 42, b.y + b.h * 0.5 + 180, "Khulna · Boat stay · Forest guide", 17, K.slate, 500);
      return (
        s +
        T(b.x + 40, b.y + b.h - 46, "Tk 14,500", 30, P.a, 700) +
        button(b.x + b.w - 240, b.y + b.h - 86, 200, 52, K.amber, "Enquire", K.ink, 17)
      );
    },
  },
  9: {
    brand: "Bhoj",
    url: "order.bhoj.example.com",
    scene(P, r) {
      let s = browser(100, 140, 1060, 740, this.url) + nav(100, 180, 1060, "Bhoj", P, "Cart (3)");
      ["All", "Biryani", "Kebab", "Bhorta", "Desserts"].forEach(
        (l, i) =>
          (s += R(124 + i * 128, 256, 116, 38, 19, i === 1 ? P.a : K.mist) + TC(182 + i * 128, 281, l, 14, i === 1 ? "#fff" : K.slate)),
      );
      const dishes = ["Kacchi Biryani", "Beef Tehari", "Chicken Roast", "Shorshe Ilish", "Aloo Bhorta", "Mishti Doi"];
      dishes.forEach((d, i) => {
        const x = 124 + (i % 3) * 340,
          y = 320 + Math.floor(i / 3) * 274;
        s += R(x, y, 320, 254, 16, K.paper) + plate(x + 160, y + 84, 62, r) + T(x + 20, y + 186, d, 18, K.ink, 700);
        s +=
          T(x + 20, y + 222, `Tk ${r.pick(["220", "280", "320", "360", "420", "180"])}`, 17, P.a, 700) +
          C(x + 284, y + 214, 20, P.a) +
          S(`M${x + 276} ${y + 214}h16m-8-8v16`, "#fff", 3);
      });
      const ph = phone(1200, 190, 300, 620);
      return s + ph.svg + this.mobile(ph.box, P, r);
    },
    mobile(b, P, r) {
      let s = statusBar(b) + T(b.x + 18, b.y + 30, "Your order", b.w * 0.075, K.ink, 700);
      ["Kacchi Biryani", "Borhani", "Mishti Doi"].forEach((d, i) => {
        const y = b.y + 52 + i * 80;
        s +=
          plate(b.x + 46, y + 32, 26, r) +
          T(b.x + 84, y + 28, d, 14, K.ink, 700) +
          T(b.x + 84, y + 50, `Tk ${[360, 80, 120][i]}`, 13, K.slate, 600);
        s += R(b.x + b.w - 92, y + 16, 74, 30, 15, K.mist) + TC(b.x + b.w - 55, y + 36, "−  1  +", 13, K.ink, 700);
      });
      s +=
        R(b.x + 16, b.y + 310, b.w - 32, 1.5, 0, K.line) +
        T(b.x + 18, b.y + 344, "Total", 15, K.slate, 600) +
        T(b.x + b.w - 96, b.y + 344, "Tk 560", 17, K.ink, 700);
      s +=
        R(b.x + 14, b.y + 372, b.w - 28, 62, 14, P.aT) +
        R(b.x + 28, b.y + 388, 30, 30, 8, P.a) +
        T(b.x + 70, b.y + 399, "Add Bhoj to", 12, P.a, 700) +
        T(b.x + 70, b.y + 417, "home screen", 12, P.a, 700);
      return s + button(b.x + 16, b.y + b.h - 58, b.w - 32, 46, K.amber, "Place order", K.ink, 15);
    },
    feature(b, P, r) {
      return (
        R(b.x + 30, b.y + 30, b.w - 60, b.h * 0.56, 20, K.amberT) +
        plate(b.x + b.w / 2, b.y + 30 + b.h * 0.28, b.h * 0.2, r) +
        T(b.x + 40, b.y + b.h * 0.56 + 100, "Kacchi Biryani", 32, K.ink, 700) +
        T(b.x + 40, b.y + b.h * 0.56 + 136, "Basmati, mutton, aloo, borhani", 18, K.slate, 500) +
        T(b.x + 40, b.y + b.h - 46, "Tk 360", 30, P.a, 700) +
        button(b.x + b.w - 240, b.y + b.h - 86, 200, 52, P.a, "Add to cart", "#fff", 17)
      );
    },
  },
  10: {
    brand: "Krishi Bazar",
    url: "krishibazar.example.com",
    scene(P, r) {
      let s = "";
      const a = phone(270, 170, 300, 640),
        b = phone(640, 110, 320, 700),
        c = phone(1030, 170, 300, 640);
      s +=
        a.svg +
        statusBar(a.box) +
        T(a.box.x + 18, a.box.y + 30, "Price today", 18, K.ink, 700) +
        T(a.box.x + 18, a.box.y + 56, "Potato · per kg, Bogura", 12, K.slate, 500);
      s +=
        lineChart(a.box.x + 18, a.box.y + 90, a.box.w - 36, 190, K.teal, r, 8) +
        R(a.box.x + 14, a.box.y + 316, a.box.w - 28, 86, 14, K.tealT) +
        T(a.box.x + 32, a.box.y + 352, "Tk 28", 26, K.teal, 700) +
        T(a.box.x + 32, a.box.y + 382, "+Tk 3 this week", 12, K.teal, 600);
      s += b.svg + this.mobile(b.box, P, r);
      s +=
        c.svg +
        statusBar(c.box) +
        C(c.box.x + c.box.w / 2, c.box.y + 130, 64, K.tealT) +
        S(`M${n(c.box.x + c.box.w / 2 - 24)} ${n(c.box.y + 130)}l16 16 32-32`, K.teal, 8);
      s +=
        TC(c.box.x + c.box.w / 2, c.box.y + 246, "Order confirmed", 20, K.ink, 700) +
        TC(c.box.x + c.box.w / 2, c.box.y + 274, "Pickup from Mahasthan hub", 13, K.slate, 500);
      for (let i = 0; i < 3; i++)
        s +=
          R(c.box.x + 16, c.box.y + 310 + i * 56, c.box.w - 32, 44, 12, K.paper) +
          L(c.box.x + 32, c.box.y + 327 + i * 56, 90, 10, "#cbd5e1") +
          L(c.box.x + c.box.w - 96, c.box.y + 327 + i * 56, 60, 10, "#cbd5e1");
      return s + shadow(R(980, 110, 230, 58, 29, K.teal)) + TC(1095, 147, "Fair price, direct", 17, "#fff", 700);
    },
    mobile(b, P, _r) {
      let s =
        statusBar(b) +
        T(b.x + 18, b.y + 30, "Fresh from farms", b.w * 0.068, K.ink, 700) +
        R(b.x + 14, b.y + 46, b.w - 28, 38, 19, K.mist) +
        L(b.x + 34, b.y + 60, 120, 10, "#cbd5e1");
      const names = ["Tomato", "Brinjal", "Gourd", "Carrot"];
      for (let i = 0; i < 4; i++) {
        const x = b.x + 14 + (i % 2) * ((b.w - 28) / 2 + 4),
          y = b.y + 100 + Math.floor(i / 2) * 200;
        const w = (b.w - 36) / 2;
        s +=
          R(x, y, w, 186, 14, K.paper) +
          C(x + w / 2, y + 62, 44, [K.amberT, K.violetT, "#ecfccb", "#ffedd5"][i]!) +
          veg(x + w / 2, y + 62, 22, i);
        s +=
          T(x + 12, y + 136, names[i]!, 14, K.ink, 700) +
          T(x + 12, y + 162, `Tk ${[40, 55, 35, 60][i]}/kg`, 12, K.teal, 700) +
          C(x + w - 22, y + 156, 14, P.a) +
          S(`M${n(x + w - 28)} ${n(y + 156)}h12m-6-6v12`, "#fff", 2.5);
      }
      return s;
    },
    feature(b, _P, _r) {
      let s = T(b.x + 40, b.y + 74, "Fresh from farms", 30, K.ink, 700);
      for (let i = 0; i < 4; i++) {
        const x = b.x + 40 + (i % 2) * ((b.w - 80) / 2 + 10),
          y = b.y + 110 + Math.floor(i / 2) * 250;
        const w = (b.w - 100) / 2;
        s +=
          R(x, y, w, 230, 18, K.paper) +
          C(x + w / 2, y + 88, 64, [K.amberT, K.violetT, "#ecfccb", "#ffedd5"][i]!) +
          veg(x + w / 2, y + 88, 34, i) +
          T(x + 20, y + 200, ["Tomato", "Brinjal", "Gourd", "Carrot"][i]!, 20, K.ink, 700);
      }
      return s;
    },
  },
  11: {
    brand: "Nibash",
    url: "nibash.example.com/dhanmondi",
    scene(P, r) {
      let s = browser(100, 100, 1400, 800, this.url) + nav(100, 140, 1400, "Nibash", P, "List property");
      ["Dhanmondi", "3 beds", "Tk 80–120 lakh", "Ready flat"].forEach(
        (l, i) =>
          (s += R(124 + i * 176, 214, 162, 40, 20, i === 0 ? P.a : K.mist) + TC(205 + i * 176, 240, l, 14, i === 0 ? "#fff" : K.slate)),
      );
      for (let i = 0; i < 4; i++) {
        const x = 124 + (i % 2) * 360,
          y = 280 + Math.floor(i / 2) * 300;
        s += R(x, y, 340, 284, 16, K.paper) + house(x + 14, y + 14, 312, 150, [P.a, K.teal, P.b, K.amber][i]!);
        s +=
          T(x + 20, y + 200, `Tk ${r.int(82, 118)} lakh`, 20, K.ink, 700) +
          L(x + 20, y + 218, 200, 10, "#cbd5e1") +
          T(x + 20, y + 262, `${r.int(2, 4)} bed · ${r.int(1150, 1850)} sqft`, 14, K.slate, 600);
      }
      s += map(856, 214, 620, 666, P, r, "m11", false);
      (
        [
          [960, 380, "95L"],
          [1180, 300, "1.1Cr"],
          [1300, 560, "88L"],
          [1040, 700, "1.2Cr"],
        ] as const
      ).forEach(
        ([x, y, l], i) =>
          (s += shadow(R(x - 44, y - 20, 88, 40, 20, i === 0 ? P.a : "#fff")) + TC(x, y + 6, l, 15, i === 0 ? "#fff" : K.ink, 700)),
      );
      return s;
    },
    mobile(b, P, r) {
      let s = statusBar(b) + map(b.x + 12, b.y + 6, b.w - 24, b.h * 0.42, P, r, "mm11", false);
      s +=
        R(b.x + 12, b.y + b.h * 0.42 + 20, b.w - 24, b.h * 0.5, 16, K.paper) +
        house(b.x + 24, b.y + b.h * 0.42 + 32, b.w - 48, b.h * 0.22, P.a);
      s +=
        T(b.x + 28, b.y + b.h * 0.64 + 60, "Tk 95 lakh", 18, K.ink, 700) +
        T(b.x + 28, b.y + b.h * 0.64 + 84, "3 bed · 1,450 sqft", 12, K.slate, 600);
      return s + button(b.x + 28, b.y + b.h * 0.64 + 100, b.w - 56, 38, P.a, "Book a visit", "#fff", 13);
    },
    feature(b, P, _r) {
      return (
        house(b.x + 30, b.y + 30, b.w - 60, b.h * 0.52, P.a) +
        R(b.x + 60, b.y + 60, 120, 36, 18, K.amber) +
        TC(b.x + 120, b.y + 84, "New", 15, K.ink, 700) +
        T(b.x + 40, b.y + b.h * 0.52 + 100, "Tk 95 lakh", 34, K.ink, 700) +
        T(b.x + 40, b.y + b.h * 0.52 + 136, "Road 9A, Dhanmondi", 18, K.slate, 500) +
        T(b.x + 40, b.y + b.h - 50, "3 bed · 3 bath · 1,450 sqft", 20, P.a, 700)
      );
    },
  },
  12: {
    brand: "Shikkha",
    url: "portal.shikkha.example.com",
    scene(P, r) {
      let s = browser(100, 90, 1400, 820, this.url) + R(100, 130, 240, 780, 0, K.paper) + R(340, 130, 2, 780, 0, K.line);
      s += C(138, 176, 13, "url(#ac)") + T(160, 183, "Shikkha", 20, K.ink, 700);
      ["Dashboard", "Students", "Attendance", "Results", "Fees", "Notices"].forEach(
        (l, i) =>
          (s += R(120, 232 + i * 54, 200, 40, 10, i === 0 ? P.aT : "none") + T(150, 258 + i * 54, l, 15, i === 0 ? P.a : K.slate, 600)),
      );
      (
        [
          ["Students", "1,240", P.a],
          ["Attendance", "94%", K.teal],
          ["Fees paid", "82%", K.amber],
        ] as const
      ).forEach(([l, v, c], i) => (s += kpi(370 + i * 376, 160, 350, 100, l, v, c, r)));
      s +=
        shadow(R(370, 286, 720, 300, 14, "#fff")) +
        T(394, 322, "Attendance by class", 16, K.ink, 700) +
        barChart(394, 352, 672, 206, [P.a, P.b, K.teal], r, 10);
      s +=
        shadow(R(1114, 286, 362, 300, 14, "#fff")) +
        T(1138, 322, "Fee collection", 16, K.ink, 700) +
        donut(
          1295,
          450,
          86,
          [
            [0.62, P.a],
            [0.2, K.teal],
            [0.18, K.amber],
          ],
          26,
        ) +
        TC(1295, 460, "82%", 26, K.ink, 700);
      s +=
        shadow(R(370, 610, 1106, 276, 14, "#fff")) +
        T(394, 646, "Class 8 · Half-yearly results", 16, K.ink, 700) +
        tableRows(394, 668, 1058, 4, r, 48, ["A+", "A", "A−"]);
      return s;
    },
    mobile(b, P, r) {
      let s =
        statusBar(b) +
        T(b.x + 18, b.y + 30, "Attendance", b.w * 0.075, K.ink, 700) +
        T(b.x + 18, b.y + 54, "Class 8 · Section B", 12, K.slate, 500);
      s += donut(b.x + b.w / 2, b.y + 160, 70, [[0.94, K.teal]], 20) + TC(b.x + b.w / 2, b.y + 170, "94%", 26, K.ink, 700);
      for (let i = 0; i < 4; i++) {
        const y = b.y + 262 + i * 58,
          here = i !== 2;
        s +=
          C(b.x + 36, y + 22, 15, [K.indigoT, K.amberT, K.violetT, K.tealT][i]!) +
          L(b.x + 60, y + 17, r.range(70, 110), 10, "#cbd5e1") +
          R(b.x + b.w - 86, y + 8, 64, 28, 14, here ? K.tealT : K.amberT) +
          TC(b.x + b.w - 54, y + 27, here ? "Present" : "Absent", 11, here ? K.teal : "#b45309", 700);
      }
      return s;
    },
    feature(b, P, _r) {
      return (
        T(b.x + 40, b.y + 74, "Fee collection", 30, K.ink, 700) +
        donut(
          b.x + b.w / 2,
          b.y + b.h / 2 + 10,
          170,
          [
            [0.62, P.a],
            [0.2, K.teal],
            [0.18, K.amber],
          ],
          46,
        ) +
        TC(b.x + b.w / 2, b.y + b.h / 2 + 24, "82%", 48, K.ink, 800) +
        C(b.x + 60, b.y + b.h - 60, 9, P.a) +
        T(b.x + 78, b.y + b.h - 53, "Paid", 17, K.slate, 600) +
        C(b.x + 180, b.y + b.h - 60, 9, K.teal) +
        T(b.x + 198, b.y + b.h - 53, "Waived", 17, K.slate, 600) +
        C(b.x + 320, b.y + b.h - 60, 9, K.amber) +
        T(b.x + 338, b.y + b.h - 53, "Due", 17, K.slate, 600)
      );
    },
  },
};

function projectImages() {
  for (const [id, p] of Object.entries(PROJECTS)) {
    const P = PALETTES[rng(`palette-${id}`).int(0, PALETTES.length - 1)]!;
    const extra = p.defs ? p.defs(P) : "";
    {
      const r = rng(`project-${id}`);
      const body = backdrop(1600, 1000, P, r) + p.scene(P, r);
      write(`projects/project-${id}.svg`, svg(1600, 1000, `${p.brand} project overview`, body, bgDefs(P) + extra));
    }
    // share 1: the mobile screen on a phone
    {
      const r = rng(`project-${id}-share-1`);
      const ph = phone(255, 60, 290, 680);
      const body = backdrop(800, 800, P, r) + C(400, 400, 300, "url(#ac)", op(0.12)) + ph.svg + p.mobile(ph.box, P, r);
      write(`projects/project-${id}-share-1.svg`, svg(800, 800, `${p.brand} on a phone`, body, bgDefs(P) + extra));
    }
    // share 2: a close-up of one component
    {
      const r = rng(`project-${id}-share-2`);
      const b = { x: 80, y: 80, w: 640, h: 640 };
      const body = backdrop(800, 800, P, r) + shadow(R(b.x, b.y, b.w, b.h, 28, "#fff")) + p.feature(b, P, r);
      write(`projects/project-${id}-share-2.svg`, svg(800, 800, `${p.brand} interface detail`, body, bgDefs(P) + extra));
    }
    // share 3: style board
    {
      const r = rng(`project-${id}-share-3`);
      let body = R(0, 0, 800, 800, 0, K.ink) + C(680, 120, 220, "url(#ac)", op(0.35)) + C(100, 720, 160, P.hi, op(0.18));
      body += C(96, 110, 18, "url(#ac)") + T(126, 122, p.brand, 34, "#fff", 700) + T(80, 172, "Style guide", 18, "#cbd5e1", 500);
      body += T(72, 330, "Aa", 150, "#fff", 700) + T(80, 372, "Inter · 400 / 600 / 700", 17, "#cbd5e1", 500);
      body +=
        button(80, 404, 150, 48, P.a, "Primary", "#fff", 16) +
        R(246, 404, 150, 48, 24, "none", ` stroke="#fff" stroke-width="2"`) +
        TC(321, 434, "Secondary", 16, "#fff");
      const fb = { x: 0, y: 0, w: 640, h: 640 };
      body += G(
        R(0, 0, 640, 640, 36, "#fff") + p.feature(fb, P, rng(`project-${id}-share-2`)),
        ' transform="translate(440 120) scale(.5)"',
      );
      [P.a, P.b, P.hi, P.alt, "#f8fafc"].forEach(
        (c, i) => (body += R(80 + i * 128, 520, 108, 108, 20, c) + T(80 + i * 128, 656, c.toUpperCase(), 13, "#94a3b8", 600)),
      );
      body += R(80, 700, 640, 2, 0, "#334155") + T(80, 740, `${r.int(24, 48)} components · ${r.int(6, 14)} templates`, 16, "#94a3b8", 500);
      write(`projects/project-${id}-share-3.svg`, svg(800, 800, `${p.brand} style board`, body, bgDefs(P) + extra));
    }
  }
}

// ---------------------------------------------------------------- people
const SKIN = ["#f6d5bb", "#eab48e", "#c98b5f", "#a86b43", "#7b4a2c", "#e2a57a"] as const;
const HAIR = ["#1f1a17", "#3b2a20", "#5b3a24", "#111827", "#6b4226"] as const;

/** A person as bust() draws them. */
interface Person {
  skin: string;
  hair: string;
  style: "long" | "hijab" | "short" | "side" | "bun" | "curly";
  shirt: string;
  glasses?: boolean;
  beard?: boolean;
  scarf?: string;
}

/** A friendly, abstract bust drawn in a 160×160 space. */
function bust({ skin, hair, style, shirt, glasses = false, beard = false, scarf }: Person): string {
  let s = "";
  if (style === "long") s += D("M45 76c0-32 15-48 35-48s35 16 35 48v50c0 6-4 10-10 10H55c-6 0-10-4-10-10z", hair);
  if (style === "hijab") s += D("M40 82c0-34 18-54 40-54s40 20 40 54c0 16-5 28-12 36l8 42H44l8-42c-7-8-12-20-12-36z", scarf!);
  s += D("M20 160c2-27 25-43 60-43s58 16 60 43z", shirt);
  if (style !== "hijab")
    s += R(70, 94, 20, 28, 8, skin) + R(70, 94, 20, 28, 8, "#000", op(0.08)) + D("M68 118l12 14 12-14z", "#fff", op(0.75));
  else
    s +=
      D("M52 112c8 10 18 14 28 14s20-4 28-14l4 12c-8 10-20 16-32 16s-24-6-32-16z", scarf!) +
      D("M52 112c8 10 18 14 28 14s20-4 28-14l4 12c-8 10-20 16-32 16s-24-6-32-16z", "#000", op(0.12));
  if (style !== "hijab") s += C(51, 76, 6, skin) + C(109, 76, 6, skin);
  s += E(80, 72, style === "hijab" ? 26 : 29, style === "hijab" ? 31 : 33, skin);
  if (style === "short") s += D("M51 71c-3-27 12-41 30-41 19 0 32 13 29 39-5-12-15-19-29-19-13 0-24 8-30 21z", hair);
  if (style === "side") s += D("M50 74c-4-29 12-44 31-44 20 0 33 14 29 42-3-8-7-14-13-17-10 6-28 8-47 19z", hair);
  if (style === "long") s += D("M50 78c-3-30 11-46 30-46s33 16 30 46c-6-14-16-24-32-27-6 11-16 21-28 27z", hair);
  if (style === "bun") s += C(80, 32, 13, hair) + D("M51 72c-3-27 12-40 29-40 18 0 32 13 29 40-4-12-14-20-29-20-14 0-25 8-29 20z", hair);
  if (style === "curly") {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.05 + (i / 8) * 0.9);
      s += C(80 - Math.cos(a) * 30, 64 - Math.sin(a) * 28, 11, hair);
    }
  }
  if (style === "hijab")
    s +=
      D("M54 62c4-16 14-26 26-26s22 10 26 26c-6-8-15-12-26-12s-20 4-26 12z", scarf!) +
      D("M54 62c4-16 14-26 26-26s22 10 26 26c-6-8-15-12-26-12s-20 4-26 12z", "#000", op(0.1));
  if (beard) s += D("M52 80c2 21 12 33 28 33s26-12 28-33c-5 9-10 13-15 13-3-3-8-5-13-5s-10 2-13 5c-5 0-10-4-15-13z", hair, op(0.92));
  s += C(69, 77, 2.8, K.ink) + C(91, 77, 2.8, K.ink);
  s += S("M64 69q5-3 10 0M86 69q5-3 10 0", hair, 2.4);
  s += C(63, 87, 4.5, "#f472b6", op(0.16)) + C(97, 87, 4.5, "#f472b6", op(0.16));
  s += S("M72 91q8 7 16 0", beard ? "#f3c9a8" : K.ink, beard ? 2.2 : 2.6);
  if (glasses)
    s += `<g fill="none" stroke="${K.ink}" stroke-width="2.4"><rect x="59" y="69" width="18" height="15" rx="5"/><rect x="83" y="69" width="18" height="15" rx="5"/><path d="M77 75h6"/></g>`;
  return s;
}

const CLIENTS: (Person & { bg: string })[] = [
  { skin: SKIN[1], hair: HAIR[0], style: "long", shirt: K.violet, bg: K.violetT },
  { skin: SKIN[0], hair: "#a16207", style: "side", shirt: K.teal, bg: K.tealT, glasses: true },
  { skin: SKIN[2], hair: HAIR[1], style: "hijab", shirt: K.indigo, bg: K.amberT, scarf: "#0f766e" },
];
const READERS: (Person & { bg: string })[] = [
  { skin: SKIN[3], hair: HAIR[3], style: "short", shirt: K.indigo, bg: K.indigoT, beard: true },
  { skin: SKIN[1], hair: HAIR[2], style: "bun", shirt: K.amber, bg: K.amberT },
  { skin: SKIN[4], hair: HAIR[0], style: "curly", shirt: K.violet, bg: K.violetT },
  { skin: SKIN[0], hair: "#b45309", style: "long", shirt: K.teal, bg: K.tealT, glasses: true },
  { skin: SKIN[5], hair: HAIR[0], style: "side", shirt: "#334155", bg: "#e0f2fe" },
  { skin: SKIN[2], hair: HAIR[0], style: "hijab", shirt: K.violet, bg: K.indigoT, scarf: "#7c3aed" },
];

function avatars() {
  CLIENTS.forEach((p, i) =>
    write(`avatars/client-${i + 1}.svg`, svg(160, 160, `Illustrated portrait of client ${i + 1}`, R(0, 0, 160, 160, 0, p.bg) + bust(p))),
  );
  READERS.forEach((p, i) =>
    write(
      `avatars/reader-${i + 1}.svg`,
      svg(96, 96, `Illustrated portrait of reader ${i + 1}`, R(0, 0, 96, 96, 0, p.bg) + G(bust(p), ' transform="scale(.6)"')),
    ),
  );
}

const OWNER: Person = { skin: SKIN[2], hair: HAIR[0], style: "short", shirt: K.indigo, beard: true };

function hero() {
  const defs = lg("ac", K.indigo, K.violet) + lg("lap", "#cbd5e1", "#94a3b8", 0, 1) + SHADOW;
  let s =
    C(280, 330, 250, "url(#ac)") + C(280, 330, 250, "#fff", op(0.06)) + C(470, 130, 46, K.amber, op(0.9)) + C(70, 520, 30, K.teal, op(0.9));
  s += `<clipPath id="blob"><path d="M30 0H530V330A250 250 0 0 1 30 330Z"/></clipPath>`;
  s += G(G(bust({ ...OWNER, shirt: "#0f766e" }), ' transform="translate(40 86) scale(3)"'), ' clip-path="url(#blob)"');
  // arms and laptop
  s += D("M120 560c10-60 40-90 80-96l20 90z", "#115e59") + D("M440 560c-10-60-40-90-80-96l-20 90z", "#115e59");
  s += D("M150 480h260l30 120H120z", "url(#lap)") + R(100, 596, 360, 18, 9, "#64748b") + C(280, 538, 16, "#fff", op(0.7));
  // floating cards
  s +=
    shadow(R(16, 150, 160, 104, 20, "#fff")) +
    T(38, 196, "</>", 30, K.indigo, 800) +
    L(38, 214, 106, 9, K.indigoT) +
    L(38, 232, 76, 9, K.tealT);
  s += shadow(R(384, 380, 156, 116, 20, "#fff")) + barChart(402, 402, 120, 70, [K.teal, K.indigo, K.violet], rng("hero"), 5);
  s += shadow(R(380, 40, 150, 56, 28, "#fff")) + stars(398, 68, 5, 16);
  return svg(560, 640, "Illustration of Arif Hossain working on a laptop", s, defs);
}

function resumePortrait() {
  const defs =
    lg("ac", K.indigo, K.violet) +
    lg("wall", "#eef2ff", "#f5f3ff", 0, 1) +
    lg("sky", "#c7d2fe", "#fde68a", 0, 1) +
    lg("lap", "#e2e8f0", "#cbd5e1", 0, 1) +
    SHADOW;
  let s = R(0, 0, 480, 560, 32, "url(#wall)") + C(190, 260, 170, "url(#ac)", op(0.1));
  // window and shelf
  s +=
    R(30, 40, 140, 120, 14, "#fff") +
    R(40, 50, 120, 100, 8, "url(#sky)") +
    C(126, 84, 15, K.amber) +
    D("M40 150l38-40 28 24 22-16 32 32z", K.teal, op(0.8)) +
    R(98, 50, 4, 100, 0, "#fff");
  s +=
    R(320, 130, 130, 8, 4, "#cbd5e1") +
    R(330, 92, 20, 38, 4, K.indigo) +
    R(354, 102, 18, 28, 4, K.amber) +
    R(376, 86, 20, 44, 4, K.teal) +
    R(414, 112, 22, 18, 5, K.violet) +
    D("M425 112c-10-6-12-18-6-24 4 8 6 14 6 24zm0 0c8-8 10-18 4-24-4 8-5 16-4 24z", K.teal);
  // the developer
  s += G(bust({ ...OWNER }), ' transform="translate(20 70) scale(2.2)"');
  // desk
  s += R(0, 410, 480, 150, 0, "#c7d2fe") + R(0, 404, 480, 14, 0, "#a5b4fc");
  // monitor
  s += R(318, 206, 150, 110, 12, K.ink) + R(326, 214, 134, 94, 7, "#0f172a");
  (
    [
      [336, 230, 50, K.violet],
      [392, 230, 40, K.teal],
      [348, 248, 80, K.muted],
      [348, 266, 50, K.amber],
      [336, 284, 64, K.indigo],
      [406, 284, 34, K.muted],
    ] as const
  ).forEach(([x, y, w, c]) => (s += L(x, y, w, 7, c)));
  s += R(384, 316, 18, 88, 0, "#475569") + R(354, 396, 78, 10, 5, "#475569");
  // laptop (seen from behind) and mug
  s += D("M122 348h148l16 58H106z", "url(#lap)") + C(196, 377, 10, "#fff", op(0.9)) + R(88, 400, 216, 12, 6, K.slate);
  s += R(20, 356, 40, 48, 10, "#fff") + S("M60 368c14 0 14 24 0 24", "#fff", 6) + S("M32 346c0-8 6-8 6-16M46 348c0-8 6-8 6-16", K.muted, 3);
  s +=
    shadow(R(300, 450, 150, 64, 32, "#fff")) +
    T(324, 490, "</>", 22, K.indigo, 800) +
    L(372, 476, 56, 8, K.tealT) +
    L(372, 490, 40, 8, K.amberT);
  return svg(480, 560, "Illustration of Arif Hossain at his desk with a laptop and a monitor", s, defs);
}

// ---------------------------------------------------------------- brand marks
function logo() {
  const defs = lg("ac", K.indigo, K.violet);
  const s =
    R(0, 0, 64, 64, 16, "url(#ac)") + S("M14 46L22.5 18L31 46M17.6 37H27.4M38 18V46M50 18V46M38 32H50", "#fff", 5) + C(54, 12, 4, K.amber);
  return svg(64, 64, "Arif Hossain logo", s, defs);
}

function experienceLogos() {
  const defs = (a: string, b: string) => lg("g", a, b);
  write(
    "experience/freelance.svg",
    svg(
      64,
      64,
      "Freelance work mark",
      R(0, 0, 64, 64, 16, "url(#g)") + R(16, 24, 32, 24, 5, "#fff") + S("M26 24v-5h12v5", "#fff", 3.5) + R(16, 32, 32, 3, 0, K.violet),
      defs(K.indigo, K.violet),
    ),
  );
  write(
    "experience/brightline.svg",
    svg(
      64,
      64,
      "Brightline Digital mark",
      R(0, 0, 64, 64, 16, K.ink) +
        C(32, 36, 12, K.amber) +
        S("M32 14v5M16 22l4 4M48 22l-4 4M12 38h5M47 38h5", K.amber, 3.5) +
        R(12, 46, 40, 4, 2, "#fff"),
      "",
    ),
  );
  let px = R(0, 0, 64, 64, 16, "url(#g)");
  (
    [
      [14, 14],
      [26, 14],
      [38, 14],
      [14, 26],
      [38, 26],
      [14, 38],
      [26, 38],
      [38, 38],
    ] as const
  ).forEach(([x, y], i) => (px += R(x, y, 11, 11, 3, "#fff", op(i % 3 === 0 ? 1 : 0.7))));
  px += R(26, 26, 11, 11, 3, K.amber);
  write("experience/pixelnest.svg", svg(64, 64, "PixelNest Studio mark", px, defs(K.teal, "#115e59")));
  write(
    "experience/codebari.svg",
    svg(
      64,
      64,
      "Codebari Labs mark",
      R(0, 0, 64, 64, 16, K.amberT) + D("M32 12l20 16v24H12V28z", K.violet) + S("M27 33l-6 6 6 6M37 33l6 6-6 6", "#fff", 3.5),
      "",
    ),
  );
}

const TOOLS: [slug: string, name: string, initials: string, dark: string, light: string][] = [
  ["react", "React", "Re", "#0e7490", "#67e8f9"],
  ["typescript", "TypeScript", "Ts", "#1d4ed8", "#93c5fd"],
  ["nodejs", "Node.js", "Nd", "#15803d", "#86efac"],
  ["tailwindcss", "Tailwind CSS", "Tw", "#0891b2", "#a5f3fc"],
  ["figma", "Figma", "Fg", "#7c3aed", "#f9a8d4"],
  ["wordpress", "WordPress", "Wp", "#1e40af", "#bfdbfe"],
  ["flutter", "Flutter", "Fl", "#0369a1", "#7dd3fc"],
  ["postgresql", "PostgreSQL", "Pg", "#334155", "#a5b4fc"],
];
function tools() {
  TOOLS.forEach(([slug, name, initials, dark, light], i) => {
    const deco = [C(40, 9, 4, light), R(36, 5, 8, 8, 2.5, light), D("M36 13L40 5L44 13Z", light), C(41, 41, 3.5, light)][i % 4];
    const s = R(0, 0, 48, 48, 12, dark) + deco + T(8, 33, initials, 19, "#fff", 800) + R(8, 38, 18, 3, 1.5, light);
    write(`tools/${slug}.svg`, svg(48, 48, `${name} mark`, s));
  });
}

// ---------------------------------------------------------------- blog covers
const BLOG: Record<string, (r: Random) => string> = {
  "choosing-a-tech-stack-for-bangladeshi-startups"(_r) {
    let s = "";
    const layers = [
      [K.amber, "Data"],
      [K.teal, "API"],
      [K.violet, "Frontend"],
    ] as const;
    layers.forEach(([c, l], i) => {
      const y = 600 - i * 150;
      s +=
        D(`M800 ${y + 90}L1160 ${y}L800 ${y - 90}L440 ${y}Z`, c) +
        D(`M440 ${y}v26L800 ${y + 116}V${y + 90}Z`, "#000", op(0.18)) +
        D(`M1160 ${y}v26L800 ${y + 116}V${y + 90}Z`, "#000", op(0.3));
      s += T(1220, y + 10, l, 34, K.ink, 700) + S(`M1170 ${y}h36`, K.ink, 3, ' stroke-dasharray="4 8"');
    });
    return s + C(250, 200, 70, K.amber, op(0.25)) + C(1400, 720, 110, K.indigo, op(0.12));
  },
  "designing-for-slow-mobile-networks"(r) {
    let s = "";
    for (let i = 0; i < 4; i++) s += R(300 + i * 90, 620 - i * 90, 60, 120 + i * 90, 16, i < 2 ? K.amber : "#c7d2fe");
    for (let i = 1; i <= 3; i++)
      s += S(`M${1000 - i * 90} ${500 - i * 20}a${i * 130} ${i * 130} 0 0 1 ${i * 180 + 80} 0`, i === 1 ? K.indigo : "#a5b4fc", 26);
    s += C(1090, 520, 28, K.indigo) + R(300, 790, 1000, 24, 12, "#e2e8f0") + R(300, 790, 420, 24, 12, "url(#ac)");
    for (let i = 0; i < 14; i++) s += C(r.range(150, 1450), r.range(80, 300), r.range(4, 10), r.pick([K.teal, K.violet, K.amber]), op(0.5));
    return s;
  },
  "a-wordpress-speed-checklist"(_r) {
    let s = S("M420 640a380 380 0 0 1 760 0", "#e2e8f0", 60) + S("M420 640a380 380 0 0 1 640 -270", "url(#ac)", 60);
    s += S("M800 640L1040 420", K.ink, 16) + C(800, 640, 40, K.ink) + C(800, 640, 16, K.amber);
    for (let i = 0; i <= 8; i++) {
      const a = Math.PI + (Math.PI / 8) * i;
      s += S(
        `M${n(800 + Math.cos(a) * 300)} ${n(640 + Math.sin(a) * 300)}L${n(800 + Math.cos(a) * 330)} ${n(640 + Math.sin(a) * 330)}`,
        K.slate,
        6,
      );
    }
    return s + R(620, 720, 360, 90, 45, K.teal) + TC(800, 778, "1.2 s LCP", 40, "#fff", 800);
  },
  "accepting-online-payments-in-bangladesh"(_r) {
    let s = G(
      R(330, 300, 520, 320, 36, "url(#ac)") +
        R(330, 380, 520, 50, 0, K.ink, op(0.35)) +
        R(380, 510, 140, 22, 11, "#fff", op(0.6)) +
        C(760, 540, 34, K.amber, op(0.9)) +
        C(720, 540, 34, "#fde68a", op(0.8)),
      ' transform="rotate(-10 590 460)"',
    );
    s +=
      shadow(R(900, 200, 300, 560, 48, K.ink)) +
      R(916, 216, 268, 528, 36, "#fff") +
      C(1050, 420, 80, K.tealT) +
      S("M1010 420l28 28 52-52", K.teal, 14);
    s += L(980, 560, 140, 18, "#cbd5e1") + L(1000, 600, 100, 14) + R(960, 650, 180, 52, 26, K.indigo);
    for (let i = 0; i < 3; i++)
      s +=
        C(1300 + i * 30, 660 - i * 60, 44, K.amber) +
        C(1300 + i * 30, 660 - i * 60, 30, "#fcd34d") +
        Taka(1300 + i * 30, 660 - i * 60, 34, "#b45309");
    return s;
  },
  "from-figma-to-tailwind"(_r) {
    let s = "";
    for (let i = 0; i < 9; i++) s += R(200 + i * 80, 180, 2, 560, 0, "#c7d2fe") + R(200, 180 + i * 70, 640, 2, 0, "#c7d2fe");
    s +=
      S("M240 640C360 240 620 700 800 260", K.indigo, 10) +
      S("M240 640L330 380M800 260L700 520", K.slate, 3) +
      R(228, 628, 24, 24, 4, "#fff", ` stroke="${K.indigo}" stroke-width="4"`) +
      R(788, 248, 24, 24, 4, "#fff", ` stroke="${K.indigo}" stroke-width="4"`) +
      C(330, 380, 10, K.amber) +
      C(700, 520, 10, K.amber);
    s += shadow(R(920, 220, 480, 460, 24, K.ink));
    (
      [
        [960, 290, 160, K.violet],
        [1140, 290, 120, K.amber],
        [990, 340, 200, "#94a3b8"],
        [990, 390, 140, K.teal],
        [960, 440, 100, K.violet],
        [990, 490, 240, "#94a3b8"],
        [990, 540, 180, K.amber],
        [960, 590, 110, K.violet],
      ] as const
    ).forEach(([x, y, w, c]) => (s += L(x, y, w, 18, c)));
    [K.indigo, K.violet, K.teal, K.amber].forEach((c, i) => (s += C(980 + i * 70, 750, 26, c)));
    return s;
  },
  "how-i-scope-a-freelance-project"(r) {
    let s = shadow(R(540, 150, 520, 640, 30, "#fff")) + R(700, 126, 200, 56, 20, K.indigo);
    for (let i = 0; i < 5; i++) {
      const y = 260 + i * 100,
        done = i < 3;
      s +=
        R(600, y, 48, 48, 12, done ? K.teal : "#fff", done ? "" : ` stroke="${K.line}" stroke-width="4"`) +
        (done ? S(`M612 ${y + 24}l10 10 16-18`, "#fff", 6) : "") +
        L(676, y + 16, r.range(200, 320), 18, done ? "#cbd5e1" : K.line);
    }
    s += G(
      R(1120, 240, 220, 220, 12, "#fde68a") + L(1150, 290, 150, 16, "#f59e0b") + L(1150, 330, 110, 16, "#f59e0b"),
      ' transform="rotate(8 1230 350)"',
    );
    s += G(
      R(240, 420, 220, 220, 12, K.violetT) + L(270, 470, 150, 16, "#a78bfa") + L(270, 510, 100, 16, "#a78bfa"),
      ' transform="rotate(-7 350 530)"',
    );
    return s;
  },
};
const BLOG_TITLES: Record<string, string> = {
  "choosing-a-tech-stack-for-bangladeshi-startups": "Stacked layers labelled frontend, API and data",
  "designing-for-slow-mobile-networks": "Signal bars, a weak wireless signal and a half-full progress bar",
  "a-wordpress-speed-checklist": "A speed gauge pointing into the fast range",
  "accepting-online-payments-in-bangladesh": "A payment card, a phone showing a confirmed payment and taka coins",
  "from-figma-to-tailwind": "A design grid with a curve next to a code editor",
  "how-i-scope-a-freelance-project": "A checklist with three items ticked and two sticky notes",
};
function blogCovers() {
  Object.entries(BLOG).forEach(([slug, draw], i) => {
    const r = rng(`blog-${slug}`);
    const P = PALETTES[i % PALETTES.length]!;
    const body =
      R(0, 0, 1600, 900, 0, "url(#bg)") + R(60, 60, 240, 180, 0, "url(#dots)") + R(1300, 660, 240, 180, 0, "url(#dots)") + draw(r);
    write(`blog/${slug}.svg`, svg(1600, 900, BLOG_TITLES[slug]!, body, bgDefs(P)));
  });
}

// ---------------------------------------------------------------- course covers
/** A course's cover: what it builds, its lessons, and a motif drawn on it. */
interface Course {
  title: string;
  build: string;
  tag: string;
  modules: string[];
  motif(r: Random): string;
}
const COURSES: Course[] = [
  {
    title: "React from Zero",
    build: "A task board app",
    tag: "Beginner · 24 lessons",
    modules: [
      "JSX and components",
      "Props and state",
      "Lists, keys and forms",
      "Effects and data fetching",
      "Routing a small app",
      "Deploying your project",
    ],
    motif(_r) {
      let s = shadow(R(760, 150, 340, 110, 20, "#fff")) + L(790, 195, 160, 18, K.indigo) + L(790, 225, 100, 12, K.line);
      (
        [
          [690, 380],
          [930, 380],
        ] as const
      ).forEach(
        ([x, y]) =>
          (s +=
            S(`M930 260C930 320 ${x + 100} 320 ${x + 100} ${y}`, "#fff", 4, op(0.7)) +
            shadow(R(x, y, 200, 90, 18, "#fff")) +
            L(x + 24, y + 30, 110, 14, K.teal) +
            L(x + 24, y + 56, 70, 10, K.line)),
      );
      return (
        s +
        shadow(R(800, 540, 260, 90, 18, K.amber)) +
        L(826, 572, 130, 14, "#fff") +
        L(826, 598, 80, 10, "#fff") +
        S("M1030 470v70", "#fff", 4, op(0.7))
      );
    },
  },
  {
    title: "Tailwind CSS Design Systems",
    build: "Your own UI kit",
    tag: "Intermediate · 18 lessons",
    modules: [
      "Utility-first thinking",
      "Design tokens and theme",
      "Type and spacing scales",
      "A component library",
      "Dark mode and variants",
      "Documenting the system",
    ],
    motif(_r) {
      let s = "";
      const cols = [K.indigo, K.violet, K.teal, K.amber];
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 4; j++)
          s +=
            R(720 + i * 100, 150 + j * 90, 84, 74, 14, cols[i]!) +
            (j ? R(720 + i * 100, 150 + j * 90, 84, 74, 14, "#fff", op(j * 0.25)) : "");
      for (let i = 0; i < 6; i++) s += R(720 + i * 64, 560 + (6 - i) * 8, 40, 100 - (6 - i) * 8, 6, "#fff", op(0.85));
      return s;
    },
  },
  {
    title: "WordPress for Freelancers",
    build: "A client-ready site",
    tag: "Beginner · 20 lessons",
    modules: [
      "Setting up a local site",
      "Block themes and patterns",
      "Fewer, better plugins",
      "WooCommerce basics",
      "Speed, security, backups",
      "Handing over to clients",
    ],
    motif(_r) {
      let s =
        shadow(R(700, 160, 420, 300, 20, "#fff")) +
        R(700, 160, 420, 36, 0, K.mist) +
        C(724, 178, 6, "#f87171") +
        C(744, 178, 6, "#fbbf24") +
        R(724, 220, 372, 100, 12, K.tealT) +
        L(724, 344, 200, 14, "#cbd5e1") +
        L(724, 372, 300, 10) +
        L(724, 392, 260, 10);
      s +=
        shadow(R(900, 400, 260, 230, 20, "#fff")) +
        T(926, 446, "Invoice", 22, K.ink, 700) +
        L(926, 470, 180, 10) +
        L(926, 494, 150, 10) +
        R(926, 560, 208, 44, 22, K.amber) +
        TC(1030, 589, "Paid · Tk 45,000", 15, K.ink, 700);
      return s;
    },
  },
  {
    title: "Node.js APIs",
    build: "An orders API",
    tag: "Intermediate · 22 lessons",
    modules: [
      "Node and npm essentials",
      "Routing and validation",
      "PostgreSQL with an ORM",
      "Authentication and sessions",
      "Testing your endpoints",
      "Deploying and logging",
    ],
    motif(_r) {
      let s = shadow(R(680, 150, 460, 420, 20, K.ink)) + C(708, 178, 6, "#f87171") + C(728, 178, 6, "#fbbf24") + C(748, 178, 6, "#34d399");
      const lines = [
        ["$ npm run dev", "#e2e8f0"],
        ["GET  /api/orders   200", "#5eead4"],
        ["POST /api/orders   201", "#5eead4"],
        ["GET  /api/users/7  404", "#fcd34d"],
        ['{ "id": 42,', "#c4b5fd"],
        ['  "status": "paid" }', "#c4b5fd"],
      ] as const;
      lines.forEach(([t, c], i) => (s += T(710, 236 + i * 50, t, 22, c, 500, ' font-family="ui-monospace,Menlo,Consolas,monospace"')));
      return s + shadow(R(1000, 520, 180, 80, 40, K.amber)) + TC(1090, 570, "JSON", 26, K.ink, 800);
    },
  },
  {
    title: "Figma to Code",
    build: "A landing page",
    tag: "All levels · 16 lessons",
    modules: [
      "Reading a design file",
      "Auto layout to flexbox",
      "Components to React",
      "Responsive breakpoints",
      "Accessible colour and type",
      "Pixel-checking the build",
    ],
    motif(_r) {
      let s =
        R(680, 170, 240, 380, 16, "#fff", op(0.2)) +
        R(700, 190, 200, 100, 10, "#fff", op(0.85)) +
        R(700, 306, 200, 14, 7, "#fff", op(0.7)) +
        R(700, 330, 140, 14, 7, "#fff", op(0.5)) +
        R(700, 470, 120, 44, 22, K.amber);
      s +=
        R(690, 180, 220, 350, 0, "none", ` stroke="${K.amber}" stroke-width="3" stroke-dasharray="8 6"`) +
        S("M930 360h60", "#fff", 5) +
        S("M975 345l15 15-15 15", "#fff", 5);
      s +=
        shadow(R(1000, 170, 200, 380, 16, K.ink)) +
        (
          [
            [1020, 210, 90, "#c4b5fd"],
            [1040, 245, 130, "#94a3b8"],
            [1040, 280, 100, "#5eead4"],
            [1020, 315, 70, "#c4b5fd"],
            [1040, 350, 120, "#fcd34d"],
            [1040, 385, 90, "#94a3b8"],
            [1020, 420, 80, "#c4b5fd"],
          ] as const
        )
          .map(([x, y, w, c]) => L(x, y, w, 12, c))
          .join("");
      return s;
    },
  },
];
function wrap(text: string, max: number): string[] {
  const words = text.split(" ");
  const lines = [""];
  for (const w of words) {
    const cur = lines[lines.length - 1];
    if (cur && (cur + " " + w).length > max) lines.push(w);
    else lines[lines.length - 1] = cur ? `${cur} ${w}` : w;
  }
  return lines;
}
function courseImages() {
  COURSES.forEach((c, i) => {
    const id = i + 1;
    const P = PALETTES[i % PALETTES.length]!;
    const defs = bgDefs(P) + lg("cv", P.a, P.b);
    const r = rng(`product-${id}`);
    // 1: cover
    let s =
      R(0, 0, 1200, 750, 0, "url(#cv)") +
      C(1050, 120, 260, "#fff", op(0.06)) +
      C(140, 720, 200, P.hi, op(0.25)) +
      R(960, 540, 200, 160, 0, "url(#dots)", op(0.6));
    s += R(80, 90, 250, 44, 22, "#fff", op(0.16)) + T(104, 119, "Arif Hossain · Course", 17, "#fff", 600);
    wrap(c.title, 13).forEach((line, k) => (s += T(80, 240 + k * 84, line, 76, "#fff", 800)));
    s += R(80, 580, 300, 54, 27, K.amber) + TC(230, 614, c.tag, 18, K.ink, 700) + c.motif(r);
    write(`products/product-${id}-1.svg`, svg(1200, 750, `${c.title} course cover`, s, defs));
    // 2: curriculum
    s = backdrop(1200, 750, P, r) + shadow(R(80, 80, 640, 590, 24, "#fff")) + T(120, 142, "What you will learn", 30, K.ink, 700);
    c.modules.forEach((m, k) => {
      const y = 176 + k * 76;
      s +=
        R(112, y, 576, 62, 14, k === 0 ? P.aT : K.paper) +
        C(148, y + 31, 18, k === 0 ? P.a : "#fff", k === 0 ? "" : ` stroke="${K.line}" stroke-width="3"`) +
        TC(148, y + 37, String(k + 1), 16, k === 0 ? "#fff" : K.slate, 700) +
        T(182, y + 38, m, 20, K.ink, 600);
    });
    s +=
      shadow(R(780, 140, 340, 340, 170, "#fff")) +
      donut(950, 310, 120, [[0.3, P.a]], 28) +
      TC(950, 304, c.modules.length.toString(), 64, K.ink, 800) +
      TC(950, 344, "modules", 22, K.slate, 600);
    s +=
      shadow(R(780, 540, 340, 110, 20, "url(#ac)")) +
      T(812, 590, "Lifetime access", 24, "#fff", 700) +
      T(812, 624, "Updates included", 17, "#fff", 500, op(0.85));
    write(`products/product-${id}-2.svg`, svg(1200, 750, `${c.title} curriculum overview`, s, defs));
    // 3: what you will build
    s = backdrop(1200, 750, P, r) + browser(80, 90, 640, 560, `${c.title.toLowerCase().replace(/[^a-z]+/g, "-")}.example.com`);
    s +=
      R(104, 154, 592, 150, 14, "url(#ac)") +
      T(132, 212, c.build, 34, "#fff", 800) +
      L(132, 232, 180, 12, "#fff") +
      R(132, 256, 120, 30, 15, K.amber);
    for (let k = 0; k < 3; k++)
      s +=
        R(104 + k * 200, 330, 184, 290, 14, K.paper) +
        R(118 + k * 200, 344, 156, 110, 10, [K.tealT, P.aT, K.amberT][k]!) +
        L(118 + k * 200, 476, 130, 12, "#cbd5e1") +
        L(118 + k * 200, 500, 150, 9) +
        L(118 + k * 200, 518, 110, 9) +
        R(118 + k * 200, 566, 90, 30, 15, P.a, op(0.9));
    s += shadow(R(760, 160, 380, 420, 20, K.ink)) + C(786, 188, 6, "#f87171") + C(806, 188, 6, "#fbbf24") + C(826, 188, 6, "#34d399");
    for (let k = 0; k < 10; k++)
      s += L(790 + (k % 3) * 22, 226 + k * 32, r.range(120, 260), 12, r.pick(["#c4b5fd", "#5eead4", "#fcd34d", "#94a3b8", "#94a3b8"]));
    s += shadow(R(880, 600, 240, 60, 30, K.teal)) + TC(1000, 637, "Project you ship", 18, "#fff", 700);
    write(`products/product-${id}-3.svg`, svg(1200, 750, `Final project of ${c.title}: a website and its code`, s, defs));
  });
}

// ---------------------------------------------------------------- run
write("logo-mark.svg", logo());
write("hero.svg", hero());
write("resume-portrait.svg", resumePortrait());
experienceLogos();
tools();
projectImages();
avatars();
blogCovers();
courseImages();

const total = written.reduce((sum, [, size]) => sum + size, 0);
const largest = [...written].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`Wrote ${written.length} SVGs to app/content/public/images (${(total / 1024).toFixed(1)} KB).`);
console.log(`Largest: ${largest.map(([p, s]) => `${p} ${(s / 1024).toFixed(1)} KB`).join(", ")}`);
