/**
 * The interface icons (Lucide's outlines). Each is an empty <svg> that points at
 * its drawing in a sprite (`ICON_SPRITE`, made at build time from lucide-react by
 * app/routes/icons.ts; each built page gets only its own icons: `iconHref`), so the
 * paths are not shipped in the JavaScript. The stroke (colour, width,
 * caps and joins) is the symbol's, so pages don't repeat it on each icon; the
 * fill is set on the outer <svg>, where a class such as `fill-current` can
 * still change it.
 *
 * To use another Lucide icon, add its kebab-case name to `UI_ICONS` and its
 * component to the map in icons.server.ts (TypeScript asks for it).
 */
import type { SVGProps } from "react";
import { iconHref, symbolIdOf } from "./icon-href";

export { ICON_SPRITE, iconHref } from "./icon-href";

export const UI_ICONS = [
  "arrow-right",
  "arrow-up",
  "arrow-up-right",
  "briefcase",
  "calendar-clock",
  "calendar-days",
  "check",
  "circle-check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "clock",
  "code",
  "download",
  "external-link",
  "layout-grid",
  "layout-template",
  "life-buoy",
  "list",
  "mail",
  "map-pin",
  "menu",
  "monitor",
  "moon",
  "palette",
  "pause",
  "phone",
  "play",
  "plus",
  "quote",
  "reply",
  "rss",
  "search",
  "send",
  "shopping-cart",
  "smartphone",
  "sun",
  "tag",
  "user-round",
  "x",
] as const;

export type UiIconName = (typeof UI_ICONS)[number];

/** The symbol id of an outline in the sprite (`u0` is arrow-right); brand marks are `b…` (brandIconId). */
export const uiIconId = (name: UiIconName) => symbolIdOf("u", UI_ICONS, name);

/**
 * Props an icon takes: it is decorative, so the control around it carries the name. Its size is
 * its class's (`size-4`): an <svg> without one would be 300 × 150, so the class is required
 * (no width and height attributes, which every page would repeat on each of its icons).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref" | "name" | "className"> & { className: string };
export type Icon = (props: IconProps) => React.JSX.Element;

/** A named outline from the sprite. */
export function UiIcon({ name, ...props }: IconProps & { name: UiIconName }) {
  return (
    <svg aria-hidden="true" fill="none" {...props}>
      <use href={iconHref(uiIconId(name))} />
    </svg>
  );
}

const icon =
  (name: UiIconName): Icon =>
  (props) => <UiIcon name={name} {...props} />;

export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const ArrowUpRight = icon("arrow-up-right");
export const Briefcase = icon("briefcase");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const Clock = icon("clock");
export const Code2 = icon("code");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const LayoutGrid = icon("layout-grid");
export const LayoutTemplate = icon("layout-template");
export const LifeBuoy = icon("life-buoy");
export const List = icon("list");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const Monitor = icon("monitor");
export const Moon = icon("moon");
export const Palette = icon("palette");
export const Pause = icon("pause");
export const Phone = icon("phone");
export const Play = icon("play");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const Reply = icon("reply");
export const Rss = icon("rss");
export const Search = icon("search");
export const Send = icon("send");
export const ShoppingCart = icon("shopping-cart");
export const Smartphone = icon("smartphone");
export const Sun = icon("sun");
export const Tag = icon("tag");
export const UserRound = icon("user-round");
export const X = icon("x");
