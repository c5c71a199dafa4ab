import { localeDigits } from "./i18n.ts";

/** The parts of a postal address this module reads (the content schema has them). */
export interface PostalAddress {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/** The tel: link for a phone number written for people ("+880 1712-345678" → "tel:+8801712345678"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** One line of a postal address, its postcode in the locale's digits (bn-BD: "ঢাকা ১২০৫"). */
export function formatAddress(address: PostalAddress, locale = "en"): string {
  return `${address.street}, ${address.city} ${localeDigits(address.postalCode, locale)}, ${address.country}`;
}
