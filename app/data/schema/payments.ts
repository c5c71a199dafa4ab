/** How clients pay the owner (payments.ts). */
import { z } from "zod";
import { nonEmpty, type Shown, text } from "./fields.ts";

/** A number as the owner writes it for reading: digits, with spaces or hyphens between groups. */
const groupedDigits = z
  .string()
  .trim()
  .regex(/^\d(?:[\d -]*\d)?$/, "must be digits, with spaces or hyphens between groups if you like");

/** What every way to pay has besides its details. */
const paymentBase = {
  /**
   * Who it is for: "local" (clients in your own country, site.ts `address.country`) or "abroad"
   * (clients elsewhere). The section lists the two groups apart, "local" first.
   */
  suits: z.enum(["local", "abroad"]),
  /** Anything else the payer should know, e.g. who pays the transfer fee. */
  note: text.optional(),
};

/**
 * A mobile wallet (bKash, Nagad, Rocket). A personal number receives "Send Money"; a merchant
 * number receives "Payment" (the two menu items of the apps).
 */
const mobilePaymentSchema = z
  .object({
    kind: z.literal("mobile"),
    provider: z.enum(["bKash", "Nagad", "Rocket"]),
    /**
     * The wallet's number as you want it read, e.g. "017-12345678" (Rocket's has one more digit
     * than the phone number). The copy button copies its digits alone, as the app takes them.
     */
    number: z
      .string()
      .trim()
      .regex(/^01[3-9][\d -]*\d$/, 'must be a Bangladeshi mobile number, e.g. "017-12345678"'),
    account: z.enum(["personal", "merchant"]),
    how: z.enum(["Send Money", "Payment"]),
    /** What the payer writes in the app's "Reference" field, e.g. "Your invoice number". */
    reference: text,
    ...paymentBase,
  })
  .superRefine((method, context) => {
    const digits = method.number.replace(/\D/g, "").length;
    const wanted = method.provider === "Rocket" ? 12 : 11;
    if (digits !== wanted) {
      context.addIssue({
        code: "custom",
        path: ["number"],
        message:
          method.provider === "Rocket"
            ? `must have 12 digits (a Rocket account is the mobile number and one more digit); it has ${digits}`
            : `must have 11 digits, like 017-12345678; it has ${digits}`,
      });
    }
    const how = method.account === "merchant" ? "Payment" : "Send Money";
    if (method.how !== how) {
      context.addIssue({
        code: "custom",
        path: ["how"],
        message: `must be "${how}" for a ${method.account} number: a ${method.account} number receives ${how}`,
      });
    }
  });

/** A bank account, for a transfer from the payer's bank. */
const bankPaymentSchema = z
  .object({
    kind: z.literal("bank"),
    /** The bank's name, e.g. "Dutch-Bangla Bank PLC". */
    bank: text,
    /** The branch the account is held at, where banks have branches that matter, e.g. "Dhanmondi". */
    branch: text.optional(),
    /** The name on the account, exactly as the bank has it: payers type it as it is, so it is not translated. */
    accountName: nonEmpty,
    accountNumber: groupedDigits,
    /** The bank's nine-digit routing number (BEFTN in Bangladesh, ABA in the United States). */
    routingNumber: z
      .string()
      .trim()
      .regex(/^\d{9}$/, "must be the nine-digit routing number"),
    /** The account's currency as an ISO 4217 code, e.g. "BDT" or "USD". */
    currency: z.string().regex(/^[A-Z]{3}$/, "must be a currency code like BDT or USD"),
    /** The bank's SWIFT (BIC) code, which a transfer from abroad needs, e.g. "DBBLBDDH". */
    swift: z
      .string()
      .trim()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'must be a SWIFT code of 8 or 11 capitals and digits, e.g. "DBBLBDDH"')
      .optional(),
    /** What the payer writes as the transfer's reference, e.g. "Your invoice number". */
    reference: text.optional(),
    ...paymentBase,
  })
  .refine((method) => method.suits !== "abroad" || method.swift !== undefined, {
    path: ["swift"],
    message: "is needed for clients abroad: a transfer from another country goes by the bank's SWIFT code",
  });

/** An account with an online payment service, paid from the payer's own account there. */
const onlinePaymentSchema = z
  .object({
    kind: z.literal("online"),
    provider: z.enum(["Payoneer", "Wise"]),
    /** The email address the account is registered to. */
    email: z.email().optional(),
    /** Or the account's id or tag on the service, e.g. a Wise tag "@arifh". */
    accountId: nonEmpty.optional(),
    reference: text.optional(),
    ...paymentBase,
  })
  .refine((method) => method.email !== undefined || method.accountId !== undefined, {
    path: ["email"],
    message: 'is needed, or "accountId": the payer needs one of them to find your account',
  });

/**
 * A way clients can pay you (payments.ts), shown with its details on the services page, in
 * the section "How to pay" (/services#how-to-pay). Details are shown as written, with a
 * copy button each where scripts run; nothing starts a payment.
 */
export const paymentMethodSchema = z.discriminatedUnion("kind", [mobilePaymentSchema, bankPaymentSchema, onlinePaymentSchema]);

export type PaymentMethod = Shown<typeof paymentMethodSchema>;
