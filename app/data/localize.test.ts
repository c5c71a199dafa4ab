import { describe, expect, expectTypeOf, it } from "vitest";
import { LANGUAGES, Translatable } from "~/data/schema";
import type { Lang } from "~/lib/i18n";
import { localize } from "./localize";

describe("localize", () => {
  const content = {
    title: new Translatable("Hello", "হ্যালো"),
    lead: new Translatable("Only English"),
    list: [new Translatable("One", "এক")],
    id: 3,
  };

  it("gives each text in the language asked for", () => {
    expect(localize(content, "en", "x.ts")).toEqual({ title: "Hello", lead: "Only English", list: ["One"], id: 3 });
    expect(localize(content, "bn", "x.ts")).toEqual({ title: "হ্যালো", lead: "Only English", list: ["এক"], id: 3 });
  });

  it("falls back to English where a text has no Bengali, and lists where", () => {
    const missing: string[] = [];
    localize(content, "bn", "app/content/x.ts", missing);
    expect(missing).toEqual(["app/content/x.ts › lead"]);
  });
});

describe("the languages", () => {
  it("are the ones the content schema accepts", () => {
    expectTypeOf<(typeof LANGUAGES)[number]>().toEqualTypeOf<Lang>();
  });
});
