import { describe, expect, it } from "vitest";
import { shareLinks } from "./share";
import { en } from "./words";

describe("shareLinks", () => {
  it("shares the page's own URL on four networks", () => {
    const url = "https://arifhossain.example.com/portfolio/3";
    const links = shareLinks(url, "Clinic booking & payments", en);
    expect(links.map((l) => l.network)).toEqual(["facebook", "x", "linkedin", "whatsapp"]);
    for (const link of links) {
      expect(link.href.startsWith("https://")).toBe(true);
      expect(decodeURIComponent(link.href)).toContain(url);
    }
    expect(links[1]!.href).toContain("text=Clinic%20booking%20%26%20payments");
  });
});
