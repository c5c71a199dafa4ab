import { describe, expect, it } from "vitest";
import { payments } from "~/content/payments";
import { paymentMethodSchema } from "~/data/schema";
import { payments as secondOwner } from "../../tests/fixtures/second-owner/payments";
import { localize } from "./localize";
import { checkLinks, checkList, checkOne, ContentError } from "./validate";

const FILE = "app/content/payments.ts";
const check = (value: unknown) => checkOne(FILE, paymentMethodSchema, value, "entry 1");
/** The message a bad entry stops the build with. */
const problem = (value: unknown) => {
  try {
    check(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError, but the entry passed");
};

const bKash = {
  kind: "mobile",
  provider: "bKash",
  number: "017-12345678",
  account: "personal",
  how: "Send Money",
  reference: "Your invoice number",
  suits: "local",
} as const;
const bank = {
  kind: "bank",
  bank: "Dutch-Bangla Bank PLC",
  accountName: "Arif Hossain",
  accountNumber: "123-456-7890123",
  routingNumber: "090260000",
  currency: "BDT",
  suits: "local",
} as const;
const wise = { kind: "online", provider: "Wise", email: "lena@example.org", suits: "abroad" } as const;

describe("paymentMethodSchema", () => {
  it("reads the content's and the second owner's ways to pay as they ship", () => {
    // The content's own, in its order, whoever's it is.
    const shipped = localize(checkList(FILE, paymentMethodSchema, payments), "en", FILE);
    expect(shipped.map((method) => [method.kind, method.suits])).toEqual(payments.map((method) => [method.kind, method.suits]));
    const fixture = checkList("tests/fixtures/second-owner/payments.ts", paymentMethodSchema, secondOwner);
    expect(fixture.map((method) => method.kind)).toEqual(["bank", "online"]);
  });

  it("keeps the details as written, and translates the words around them", () => {
    const parsed = localize(check({ ...bKash, reference: { en: "Your invoice number", bn: "আপনার ইনভয়েস নম্বর" } }), "bn", FILE);
    expect(parsed).toMatchObject({ number: "017-12345678", how: "Send Money", reference: "আপনার ইনভয়েস নম্বর" });
    expect(localize(check(bank), "bn", FILE)).toMatchObject({ accountName: "Arif Hossain", accountNumber: "123-456-7890123" });
  });

  it("needs a mobile wallet's number, account kind, menu item and reference", () => {
    for (const field of ["number", "account", "how", "reference"] as const) {
      const { [field]: _left, ...rest } = bKash;
      expect(problem(rest), field).toContain(`field "${field}"`);
    }
    expect(problem({ ...bKash, account: "agent" })).toContain('field "account"');
    expect(problem({ ...bKash, provider: "Upay" })).toContain('field "provider"');
  });

  it("takes a Bangladeshi mobile number, grouped as the owner likes, with 11 digits (12 for Rocket)", () => {
    for (const number of ["01712345678", "017-12345678", "01712-345678", "017 1234 5678"]) expect(check({ ...bKash, number })).toBeTruthy();
    expect(problem({ ...bKash, number: "+8801712345678" })).toContain("must be a Bangladeshi mobile number");
    expect(problem({ ...bKash, number: "012-12345678" })).toContain("must be a Bangladeshi mobile number");
    expect(problem({ ...bKash, number: "017-1234567" })).toMatch(/field "number": must have 11 digits.*it has 10/);
    expect(check({ ...bKash, provider: "Rocket", number: "017-123456789" })).toBeTruthy();
    expect(problem({ ...bKash, provider: "Rocket" })).toMatch(/field "number": must have 12 digits \(a Rocket account/);
  });

  it("pairs a personal number with Send Money and a merchant number with Payment", () => {
    expect(check({ ...bKash, account: "merchant", how: "Payment" })).toBeTruthy();
    expect(problem({ ...bKash, account: "merchant" })).toContain('field "how": must be "Payment" for a merchant number');
    expect(problem({ ...bKash, how: "Payment" })).toContain('field "how": must be "Send Money" for a personal number');
  });

  it("needs a bank account's bank, name, number, nine-digit routing number and currency", () => {
    for (const field of ["bank", "accountName", "accountNumber", "routingNumber", "currency"] as const) {
      const { [field]: _left, ...rest } = bank;
      expect(problem(rest), field).toContain(`field "${field}"`);
    }
    expect(problem({ ...bank, routingNumber: "09026000" })).toContain('field "routingNumber": must be the nine-digit routing number');
    expect(problem({ ...bank, accountNumber: "DE89 3704 0044" })).toContain('field "accountNumber": must be digits');
    expect(problem({ ...bank, currency: "taka" })).toContain('field "currency"');
  });

  it("needs a SWIFT code on a bank account for clients abroad, and checks its form", () => {
    expect(problem({ ...bank, suits: "abroad", currency: "USD" })).toContain('field "swift": is needed for clients abroad');
    expect(check({ ...bank, suits: "abroad", currency: "USD", swift: "DBBLBDDH" })).toBeTruthy();
    expect(check({ ...bank, swift: "DBBLBDDH123" })).toBeTruthy();
    expect(problem({ ...bank, swift: "dbbl-bd" })).toContain('field "swift": must be a SWIFT code');
  });

  it("needs an online account's email address or id", () => {
    expect(check(wise)).toBeTruthy();
    expect(check({ ...wise, email: undefined, accountId: "@lenamartinez" })).toBeTruthy();
    expect(problem({ ...wise, email: undefined })).toContain('field "email": is needed, or "accountId"');
    expect(problem({ ...wise, email: "lena at example.org" })).toContain('field "email"');
    expect(problem({ ...wise, provider: "PayPal" })).toContain('field "provider"');
  });

  it("needs a kind it knows and who the way suits", () => {
    expect(problem({ ...wise, kind: "cash" })).toContain('field "kind"');
    expect(problem({ ...wise, suits: "everyone" })).toContain('field "suits"');
  });
});

describe("checkLinks", () => {
  const faq = [{ link: { to: "/services" } }, {}, { link: { to: "/services#how-to-pay" } }];
  const missing = (to: string) => (to.endsWith("#how-to-pay") ? "there is no such section" : undefined);

  it("passes links to what the site has", () => {
    expect(() => checkLinks("faq.ts", faq.slice(0, 2), missing)).not.toThrow();
  });

  it("names the file, the entry and the field of a link to what the site leaves out, and why", () => {
    expect(() => checkLinks("faq.ts", faq, missing)).toThrow(
      new ContentError('Invalid content in faq.ts, entry 3:\n  field "link.to": there is no such section'),
    );
  });
});
