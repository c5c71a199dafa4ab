import { CheckCircle2 } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { CurrencySwitch } from "~/components/ui/currency-switch";
import { Price } from "~/components/ui/price";
import { useWords } from "~/lib/language";
import type { AmountText } from "~/lib/money";
import { choosePackagePath } from "~/lib/packages";
import { ChatAnchor } from "~/components/layout/chat-links";
import { chatLinks, type ChatChannels } from "~/lib/chat";

export interface PackageCardData {
  name: string;
  summary: string;
  /** Null for a package priced on request. */
  price: AmountText | null;
  from: boolean;
  deliveryDays: number;
  revisions: number | "unlimited";
  includes: string[];
}

/**
 * A service's packages side by side on a wide screen and one under another on a phone, each
 * with the same facts in the same order (a heading, its summary, the price, then delivery,
 * revisions and what it includes as one description list), so they compare by ear as by eye.
 * Each ends with a "Choose" link to the contact form, its message started for the visitor.
 */
export function ServicePackages({
  serviceId,
  serviceTitle,
  packages,
  bothCurrencies,
  chat = {},
}: {
  serviceId: string;
  serviceTitle: string;
  packages: readonly PackageCardData[];
  bothCurrencies: boolean;
  /** The owner's chats: those that take a written message get a link with the same words as the form. */
  chat?: ChatChannels;
}) {
  const words = useWords();
  return (
    <section aria-labelledby="packages-heading" className="mx-auto max-w-site px-4 pb-16 sm:px-6 md:pb-20">
      <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="packages-heading" className="text-3xl font-bold tracking-tight">
            {words.packages.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{words.packages.lead}</p>
        </div>
        {bothCurrencies ? <CurrencySwitch /> : null}
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {packages.map((pack, index) => (
          <li key={pack.name} className="flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
            <h3 className="text-xl font-semibold">{pack.name}</h3>
            <p className="mt-2 text-muted-foreground">{pack.summary}</p>
            <div className="mt-4">
              {pack.price === null ? (
                <p className="text-xl font-bold">{words.price.onRequest}</p>
              ) : (
                <Price price={pack.price} from={pack.from} />
              )}
            </div>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-border pt-5 text-sm">
              <dt className="font-semibold">{words.packages.delivery}</dt>
              <dd>{words.packages.days(pack.deliveryDays)}</dd>
              <dt className="font-semibold">{words.packages.revisions}</dt>
              <dd>{words.packages.revisionCount(pack.revisions)}</dd>
              <dt className="col-span-2 mt-2 font-semibold">{words.packages.includes}</dt>
              <dd className="col-span-2">
                <ul className="flex flex-col gap-2">
                  {pack.includes.map((item) => (
                    <li key={item} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
                      {item}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            <p className="mt-auto pt-6">
              <ButtonLink to={choosePackagePath(serviceId, index)} variant={index === 1 ? "primary" : "secondary"} className="w-full">
                {words.packages.choose(pack.name)}
              </ButtonLink>
            </p>
            {chatLinks(chat, words.packages.message(serviceTitle, pack.name))
              .filter((link) => link.prefilled)
              .map((link) => (
                <p key={link.service} className="mt-3 text-center text-sm">
                  <ChatAnchor link={link} className="inline-flex items-center gap-2 font-semibold text-accent-text hover:underline">
                    {words.packages.askOn(pack.name, link.name)}
                  </ChatAnchor>
                </p>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
