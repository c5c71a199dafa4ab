import { describe, expect, it } from "vitest";
import { WORDS_PER_MINUTE, readingMinutes } from "./reading-time";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("readingMinutes", () => {
  it("reads 200 words a minute", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes(words(400))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it("rounds to the nearest minute", () => {
    expect(readingMinutes(words(500))).toBe(3);
    expect(readingMinutes(words(499))).toBe(2);
  });

  it("is at least 1 minute, even for an empty text", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(10))).toBe(1);
  });

  it("does not count code blocks, images or Markdown markup as words", () => {
    const code = "```ts\n" + words(1000) + "\n```";
    expect(readingMinutes(`${words(400)}\n\n${code}`)).toBe(2);
    const images = Array.from({ length: 300 }, (_, i) => `![alt text ${i}](/images/${i}.png)`).join("\n");
    expect(readingMinutes(`${words(400)}\n${images}`)).toBe(2);
    expect(readingMinutes(`${"# - * > | ~ ` _ ".repeat(400)}${words(400)}`)).toBe(2);
  });

  it("counts a link's text but not its address", () => {
    const links = Array.from({ length: 200 }, () => "[two words](https://example.com/a-very-long-address-here)").join(" ");
    expect(readingMinutes(links)).toBe(2);
  });
});
