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

/** One line of a postal address. */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.city} ${address.postalCode}, ${address.country}`;
}
