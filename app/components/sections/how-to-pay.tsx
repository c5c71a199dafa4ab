import { useRef } from "react";
import { CopyButton } from "~/components/ui/copy-button";
import { Section } from "~/components/ui/section";
import type { PaymentMethod } from "~/data/schema";
import { HOW_TO_PAY_ID } from "~/lib/constants";
import { useWords } from "~/lib/language";
import { useAnnouncement } from "~/lib/use-announcement";
import type { Words } from "~/lib/words";

interface HowToPayProps {
  /** The ways to pay (payments.ts), at least one. */
  methods: PaymentMethod[];
  /** The owner's country (site.ts `address.country`), which "local" ways are for. */
  country: string;
}

/** Who a group of ways is for, in the order the groups are shown. */
const GROUPS = ["local", "abroad"] as const;

/**
 * "How to pay" on the services page (/services#how-to-pay): the owner's ways to pay, for
 * clients in their country and for clients abroad, each a heading with what to do and its
 * details as a description list, every number and account a copy button's (ui/copy-button.tsx).
 */
export function HowToPay({ methods, country }: HowToPayProps) {
  const words = useWords();
  const [announcement, announce] = useAnnouncement();
  const groups = GROUPS.map((suits) => ({ suits, methods: methods.filter((method) => method.suits === suits) })).filter(
    (group) => group.methods.length > 0,
  );
  return (
    <Section id={HOW_TO_PAY_ID} headingId="how-to-pay-heading" title={words.payments.heading} lead={words.payments.lead} tone="muted">
      <div className="flex flex-col gap-12">
        {groups.map((group) => (
          <div key={group.suits}>
            <h3 className="mb-6 text-xl font-semibold tracking-tight">
              {group.suits === "local" ? words.payments.local(country) : words.payments.abroad}
            </h3>
            <ul className="grid gap-6 md:grid-cols-2">
              {group.methods.map((method, index) => (
                <li key={index}>
                  <Method method={method} announce={announce} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Section>
  );
}

function Method({ method, announce }: { method: PaymentMethod; announce: (message: string) => void }) {
  const words = useWords();
  const { name, whose, steps, details } = describeMethod(method, words);
  return (
    <div className="flex h-full flex-col rounded-card border border-border bg-background p-6 shadow-card">
      <h4 className="text-lg font-semibold">{name}</h4>
      <p className="mt-2 leading-7 text-muted-foreground">{steps}</p>
      <dl className="mt-4 divide-y divide-border border-y border-border">
        {details.map((detail) => (
          <Detail key={detail.label} {...detail} what={words.payments.detailOf(detail.label, whose)} announce={announce} />
        ))}
      </dl>
      {method.note ? <p className="mt-4 text-sm leading-6 text-muted-foreground">{method.note}</p> : null}
    </div>
  );
}

/** A detail of a way to pay: its name, its value as written, and what its copy button copies (none without). */
interface DetailText {
  label: string;
  value: string;
  copy?: string;
  /** A number or a code, set in monospace so that each character reads apart (0 and O, 1 and l). */
  code?: boolean;
}

interface DetailProps extends DetailText {
  what: string;
  announce: (message: string) => void;
}

function Detail({ label, value, copy, code, what, announce }: DetailProps) {
  const shown = useRef<HTMLSpanElement>(null);
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-baseline sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center justify-between gap-3">
        {copy === undefined ? (
          <span>{value}</span>
        ) : (
          <>
            {/* Numbers and addresses as written: a browser translating the page leaves them alone. */}
            <span ref={shown} translate="no" className={code ? "font-mono text-[0.95rem] break-all" : "break-all"}>
              {value}
            </span>
            <CopyButton value={copy} what={what} shown={shown} announce={announce} />
          </>
        )}
      </dd>
    </div>
  );
}

/** A number, copied without the spaces and hyphens written to group its digits, which apps and bank forms do not take. */
const number = (label: string, written: string): DetailText => ({ label, value: written, copy: written.replace(/[\s-]/g, ""), code: true });
/** A value to copy as it is written. */
const copyable = (label: string, value: string, code = false): DetailText => ({ label, value, copy: value, code });

/** A way to pay in words: its heading, whose details they are, what to do, and its details in order. */
function describeMethod(method: PaymentMethod, words: Words): { name: string; whose: string; steps: string; details: DetailText[] } {
  const w = words.payments;
  const reference = method.reference === undefined ? [] : [{ label: w.details.reference, value: method.reference }];
  switch (method.kind) {
    case "mobile": {
      const name = w.providers[method.provider];
      return {
        name,
        whose: name,
        steps: w.steps.mobile(name),
        details: [
          number(w.details.number, method.number),
          { label: w.details.account, value: w.accountKinds[method.account] },
          { label: w.details.how, value: w.how[method.how] },
          ...reference,
        ],
      };
    }
    case "bank":
      return {
        name: w.bankTransfer(method.currency),
        whose: method.bank,
        steps: w.steps.bank,
        details: [
          { label: w.details.bank, value: method.bank },
          ...(method.branch === undefined ? [] : [{ label: w.details.branch, value: method.branch }]),
          copyable(w.details.accountName, method.accountName),
          number(w.details.accountNumber, method.accountNumber),
          number(w.details.routingNumber, method.routingNumber),
          ...(method.swift === undefined ? [] : [copyable(w.details.swift, method.swift, true)]),
          ...reference,
        ],
      };
    case "online": {
      const name = w.providers[method.provider];
      return {
        name,
        whose: name,
        steps: w.steps.online(name),
        details: [
          ...(method.email === undefined ? [] : [copyable(w.details.email, method.email)]),
          ...(method.accountId === undefined ? [] : [copyable(w.details.accountId, method.accountId)]),
          ...reference,
        ],
      };
    }
  }
}
