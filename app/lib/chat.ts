/**
 * Links that open a chat with the owner in the apps clients already use: WhatsApp, Messenger
 * and Telegram. Each is a plain link to the service's own short address; nothing of the
 * service is loaded until the visitor follows it. The owner's channels are checked by the
 * content schema (chat.ts, `chatSchema`); this module only writes the addresses.
 *
 * A message written in advance goes where the service documents one
 * (docs/decisions/019-chat-links.md):
 * - WhatsApp: `https://wa.me/<number>?text=<message>`, the number in digits only.
 * - Telegram: `https://t.me/<username>?text=<message>` (Telegram's "public username links":
 *   the text is put in the chat's input field as a draft).
 * - Messenger: `https://m.me/<name>` only. m.me's one parameter, `ref`, reaches a Page's
 *   messaging webhook, not the visitor's input field, so nothing can be written in advance.
 */

export const CHAT_SERVICES = ["whatsapp", "messenger", "telegram"] as const;
export type ChatService = (typeof CHAT_SERVICES)[number];

/** The owner's channels, as the content schema gives them: a WhatsApp number, Messenger and Telegram user names. */
export type ChatChannels = Partial<Record<ChatService, string>>;

/** The services' own names, the same in every language. */
export const CHAT_SERVICE_NAMES: Record<ChatService, string> = {
  whatsapp: "WhatsApp",
  messenger: "Messenger",
  telegram: "Telegram",
};

/** Whether a service's link can carry a message written in advance. */
export const TAKES_MESSAGE: Record<ChatService, boolean> = {
  whatsapp: true,
  messenger: false,
  telegram: true,
};

/** The digits of a phone number written for people: "+880 1712-345678" → "8801712345678" (what wa.me wants). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * The address that opens a chat on one service; with `message`, already written in the
 * visitor's input field where the service allows it (on Messenger it is left out).
 */
export function chatHref(service: ChatService, id: string, message?: string): string {
  const text = message && TAKES_MESSAGE[service] ? `?text=${encodeURIComponent(message)}` : "";
  switch (service) {
    case "whatsapp":
      return `https://wa.me/${phoneDigits(id)}${text}`;
    case "messenger":
      return `https://m.me/${encodeURIComponent(id)}`;
    case "telegram":
      return `https://t.me/${encodeURIComponent(id.replace(/^@/, ""))}${text}`;
  }
}

export interface ChatLink {
  service: ChatService;
  /** The service's name, e.g. "WhatsApp". */
  name: string;
  href: string;
  /** Whether the link carries the message (false on Messenger, and where none was given). */
  prefilled: boolean;
}

/** A link for each channel the owner has, in a fixed order (WhatsApp, Messenger, Telegram); none when they have none. */
export function chatLinks(channels: ChatChannels, message?: string): ChatLink[] {
  return CHAT_SERVICES.flatMap((service) => {
    const id = channels[service];
    if (!id) return [];
    return [
      { service, name: CHAT_SERVICE_NAMES[service], href: chatHref(service, id, message), prefilled: !!message && TAKES_MESSAGE[service] },
    ];
  });
}
