import type { z } from "zod";
import type { paymentMethodSchema } from "../data/schema/payments.ts";

// The ways clients can pay, in the order the services page lists them under "How to pay"
// (/services#how-to-pay): "local" ones for clients in your country first, then "abroad".
// The demo's numbers and accounts are made up; put your own here. An empty list ([]) leaves
// the section and every link to it out.
export const payments = [
  {
    kind: "mobile",
    provider: "bKash",
    number: "017-12345678",
    account: "personal",
    how: "Send Money",
    reference: { en: "Your invoice number, e.g. INV-2026-014", bn: "আপনার ইনভয়েস নম্বর, যেমন INV-2026-014" },
    suits: "local",
    note: {
      en: "Send Money costs you a small fee; please send the invoice's full amount, so it arrives whole.",
      bn: "সেন্ড মানিতে আপনার সামান্য চার্জ কাটবে; ইনভয়েসের পুরো টাকাটাই পাঠাবেন, যাতে পুরো অঙ্কটা পৌঁছায়।",
    },
  },
  {
    kind: "mobile",
    provider: "Nagad",
    number: "019-87654321",
    account: "merchant",
    how: "Payment",
    reference: { en: "Your invoice number, e.g. INV-2026-014", bn: "আপনার ইনভয়েস নম্বর, যেমন INV-2026-014" },
    suits: "local",
  },
  {
    kind: "bank",
    bank: { en: "Dutch-Bangla Bank PLC", bn: "ডাচ্-বাংলা ব্যাংক পিএলসি" },
    branch: { en: "Dhanmondi, Dhaka", bn: "ধানমন্ডি, ঢাকা" },
    accountName: "Arif Hossain",
    accountNumber: "123-456-7890123",
    routingNumber: "090260000",
    currency: "BDT",
    reference: { en: "Your invoice number, e.g. INV-2026-014", bn: "আপনার ইনভয়েস নম্বর, যেমন INV-2026-014" },
    suits: "local",
    note: {
      en: "From another bank, send it by BEFTN or NPSB; I send a receipt once it arrives, usually the next working day.",
      bn: "অন্য ব্যাংক থেকে BEFTN বা NPSB-তে পাঠান; টাকা পৌঁছালে আমি রসিদ পাঠাই, সাধারণত পরের কার্যদিবসে।",
    },
  },
  {
    kind: "online",
    provider: "Payoneer",
    email: "payments@example.com",
    suits: "abroad",
    note: {
      en: "I send a Payoneer payment request with each invoice: pay it by card or bank transfer, or from your own Payoneer balance to this address.",
      bn: "প্রতিটি ইনভয়েসের সঙ্গে আমি Payoneer-এ একটি পেমেন্ট রিকোয়েস্ট পাঠাই: কার্ড বা ব্যাংক ট্রান্সফারে সেটি পরিশোধ করুন, অথবা আপনার নিজের Payoneer ব্যালান্স থেকে এই ঠিকানায় পাঠান।",
    },
  },
] satisfies z.input<typeof paymentMethodSchema>[];
