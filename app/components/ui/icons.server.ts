// The drawings behind the icons of icons.tsx and social-icon.tsx, as one SVG sprite
// (app/routes/icons.ts writes it to build/client/images/icons.svg). lucide-react and
// react-icons are used here only, at build time: neither ships to the browser.
import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  ArrowUp,
  ArrowUpRight,
  Briefcase,
  CalendarClock,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Code2,
  Download,
  ExternalLink,
  LayoutGrid,
  LayoutTemplate,
  LifeBuoy,
  List,
  Mail,
  MapPin,
  Menu,
  Monitor,
  Moon,
  Palette,
  Pause,
  Phone,
  Play,
  Plus,
  Quote,
  Reply,
  Rss,
  Search,
  Send,
  ShoppingCart,
  Smartphone,
  Sun,
  Tag,
  UserRound,
  X,
} from "lucide-react";
import { createElement, type ComponentType, type SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { optimize } from "svgo";
import {
  FaBehance,
  FaCodepen,
  FaDribbble,
  FaFacebookF,
  FaFacebookMessenger,
  FaGithub,
  FaInstagram,
  FaLinkedinIn,
  FaStackOverflow,
  FaTelegram,
  FaUpwork,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import { SiFiverr } from "react-icons/si";
import { brandIconId } from "~/components/layout/social-icon";
import type { SocialIcon as SocialIconName } from "~/data/schema";
import { uiIconId, type UiIconName } from "./icons";

const OUTLINES: Record<UiIconName, LucideIcon> = {
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  "arrow-up-right": ArrowUpRight,
  briefcase: Briefcase,
  "calendar-clock": CalendarClock,
  "calendar-days": CalendarDays,
  check: Check,
  "circle-check": CheckCircle2,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  code: Code2,
  download: Download,
  "external-link": ExternalLink,
  "layout-grid": LayoutGrid,
  "layout-template": LayoutTemplate,
  "life-buoy": LifeBuoy,
  list: List,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  monitor: Monitor,
  moon: Moon,
  palette: Palette,
  pause: Pause,
  phone: Phone,
  play: Play,
  plus: Plus,
  quote: Quote,
  reply: Reply,
  rss: Rss,
  search: Search,
  send: Send,
  "shopping-cart": ShoppingCart,
  smartphone: Smartphone,
  sun: Sun,
  tag: Tag,
  "user-round": UserRound,
  x: X,
};

const BRANDS: Record<SocialIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  github: FaGithub,
  linkedin: FaLinkedinIn,
  dribbble: FaDribbble,
  behance: FaBehance,
  facebook: FaFacebookF,
  x: FaXTwitter,
  instagram: FaInstagram,
  youtube: FaYoutube,
  upwork: FaUpwork,
  fiverr: SiFiverr,
  stackoverflow: FaStackOverflow,
  codepen: FaCodepen,
  whatsapp: FaWhatsapp,
  messenger: FaFacebookMessenger,
  telegram: FaTelegram,
};

/**
 * How an outline is stroked, as its <svg> says: kept on its <symbol>, so the pages need not repeat
 * it. Its fill ("none") stays on the <svg> that uses it, where a class can fill it (the play button).
 */
const PAINT = ["stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

/**
 * A brand mark's drawing with its numbers only as precise as the eye can tell, by svgo: to within
 * 1/500 of its box (0.05 px at 24 px). The marks come drawn in a 512-unit box to a tenth of a
 * unit, far finer than they are ever shown; so they are a third smaller, which lets more pages
 * carry their icons and makes the others' sprites smaller (docs/performance.md). The outlines are
 * left as drawn: svgo turns their dots (a stroke of length .01 with round caps) into closed paths
 * of no length, which some browsers do not draw.
 */
export function withoutExcessDigits(drawing: string, viewBox: string): string {
  const [, , width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number);
  const floatPrecision = Math.max(0, Math.ceil(Math.log10(500 / Math.max(width, height))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${drawing}</svg>`;
  const { data } = optimize(svg, { multipass: true, floatPrecision, plugins: ["preset-default"] });
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(data)?.[1];
  if (!inner) throw new Error(`svgo did not give back one <svg> for ${drawing.slice(0, 60)}…`);
  return inner;
}

/** An icon as a <symbol>: its drawing, with the viewBox it was drawn in and, for an outline, its paint. */
function symbol(id: string, Icon: ComponentType<SVGProps<SVGSVGElement>>, { paint = false } = {}): string {
  const svg = renderToStaticMarkup(createElement(Icon));
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const [, open, inner] = /^(<svg[^>]*>)([\s\S]*)<\/svg>$/.exec(svg) ?? [];
  if (!viewBox || !open || !inner) throw new Error(`The icon ${id} did not render as one <svg> with a viewBox and a drawing`);
  const attributes = paint
    ? PAINT.map((name) => {
        const value = new RegExp(` ${name}="([^"]+)"`).exec(open)?.[1];
        if (!value) throw new Error(`The outline ${id} does not say its ${name}`);
        return ` ${name}="${value}"`;
      }).join("")
    : "";
  return `<symbol id="${id}" viewBox="${viewBox}"${attributes}>${paint ? inner : withoutExcessDigits(inner, viewBox)}</symbol>`;
}

/**
 * Every icon as a <symbol>: the outlines, stroked in the text's colour (`currentColor`
 * reaches the symbol from the <svg> that uses it, see UiIcon), and the brand marks (filled,
 * see SocialIcon).
 */
export function iconSprite(): string {
  const symbols = [
    ...Object.entries(OUTLINES).map(([name, Icon]) => symbol(uiIconId(name as UiIconName), Icon, { paint: true })),
    ...Object.entries(BRANDS).map(([name, Icon]) => symbol(brandIconId(name as SocialIconName), Icon)),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
