import type { Words } from "./words";

export interface ShareLink {
  network: "facebook" | "x" | "linkedin" | "whatsapp";
  label: string;
  href: string;
}

/** Links that share a page on four social networks, each with the page's own URL. */
export function shareLinks(url: string, title: string, words: Pick<Words, "share">): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "facebook", label: words.share.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "x", label: words.share.x, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "linkedin", label: words.share.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "whatsapp", label: words.share.whatsapp, href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}
