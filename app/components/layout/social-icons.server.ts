// The brand marks as SVG symbols, drawn from react-icons at build time only.
import { createElement, type ComponentType, type SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  FaBehance,
  FaCodepen,
  FaDribbble,
  FaFacebookF,
  FaGithub,
  FaInstagram,
  FaLinkedinIn,
  FaStackOverflow,
  FaUpwork,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import { SiFiverr } from "react-icons/si";
import type { SocialIcon as SocialIconName } from "~/content/schema";

const ICONS: Record<SocialIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
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
};

/** One <symbol> per mark, with its id and viewBox taken from the rendered icon. */
export function socialIconSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (!viewBox || inner === undefined) throw new Error(`The ${name} icon did not render as one <svg> with a viewBox`);
    return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
