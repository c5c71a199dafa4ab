import { describe, expect, it } from "vitest";
import { chat } from "~/content/chat";
import { chatSchema } from "~/data/schema";
import { chat as secondOwner } from "../../tests/fixtures/second-owner/chat";
import { checkOne } from "./validate";

const FILE = "app/content/chat.ts";
const check = (value: unknown) => checkOne(FILE, chatSchema, value);
/** The message the build stops with for one field. */
const refusal = (field: string, words: string) => new RegExp(`Invalid content in app/content/chat.ts:\\n {2}field "${field}": ${words}`);

describe("chatSchema", () => {
  it("reads the content's channels and the second owner's as they ship, and no channel at all", () => {
    // Every channel the content lists, whoever's it is; how each is read is the tests below.
    expect(Object.keys(check(chat)).sort()).toEqual(Object.keys(chat).sort());
    expect(check(secondOwner)).toEqual({ telegram: "lena_martinez_design" });
    expect(check({})).toEqual({});
  });

  it("takes a WhatsApp number in international form, with spaces and dashes", () => {
    for (const number of ["+880 1712-345678", "+8801712345678", "+1 512-555-0143", "+44 20 7946 0958", " +49 30 901820 "]) {
      expect(check({ whatsapp: number }).whatsapp, number).toBe(number.trim());
    }
  });

  it("refuses a WhatsApp number without its country code, with letters or brackets, too short or too long", () => {
    for (const number of ["01712-345678", "880 1712-345678", "+0 1712 345678", "+880 1712-CALL", "+44 (0)20 7946 0958", "+880-", "+"]) {
      expect(() => check({ whatsapp: number }), number).toThrow(refusal("whatsapp", "must be a phone number in international form"));
    }
    expect(() => check({ whatsapp: "+880 1234" })).toThrow(refusal("whatsapp", "must have 8 to 15 digits"));
    expect(() => check({ whatsapp: "+880 1712 345678 901234" })).toThrow(refusal("whatsapp", "must have 8 to 15 digits"));
  });

  it("takes a Facebook user name for Messenger, and refuses what is not one", () => {
    for (const name of ["arifhossain.demo", "ArifHossain", "page.name.2026", "12345678901234"]) {
      expect(check({ messenger: name }).messenger, name).toBe(name);
    }
    for (const name of [
      "arif",
      "arif hossain",
      "arif_hossain",
      "https://m.me/arifhossain",
      "arif-hossain",
      "@arifhossain",
      "a".repeat(51),
    ]) {
      expect(() => check({ messenger: name }), name).toThrow(refusal("messenger", "must be a Facebook user name"));
    }
  });

  it("takes a Telegram user name with or without its @, and refuses what is not one", () => {
    expect(check({ telegram: "@lena_designs" }).telegram).toBe("lena_designs");
    for (const name of ["lena_designs", "Lena5", "a_b_c_d", `l${"e".repeat(31)}`]) {
      expect(check({ telegram: name }).telegram, name).toBe(name);
    }
    for (const name of [
      "lena",
      "5lena",
      "_lena",
      "lena_",
      "lena__designs",
      "lena.designs",
      "lena-designs",
      "https://t.me/lena",
      `l${"e".repeat(32)}`,
    ]) {
      expect(() => check({ telegram: name }), name).toThrow(refusal("telegram", "must be a Telegram user name"));
    }
  });

  it("refuses a channel it does not know, so a misspelt one is not silently dropped", () => {
    expect(() => check({ whatsApp: "+880 1712-345678" })).toThrow(
      /Invalid content in app\/content\/chat.ts:\n {2}field "\(the whole entry\)": Unrecognized key/,
    );
  });
});
