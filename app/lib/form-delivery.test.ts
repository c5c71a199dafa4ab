import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, failureText, fillIn, loadDraft, looksLikeABot, mailtoHref, MIN_FILL_MS, postForm, saveDraft } from "./form-delivery";
import { en as words } from "./words";

const message = {
  firstName: "Rahima",
  lastName: "Akter",
  email: "rahima@example.com",
  telephone: "+880 1712-345678",
  description: "An online store & a blog?\nBy June, please.",
};

describe("mailtoHref", () => {
  it("addresses the owner, with the sender as subject and everything typed in the body", () => {
    const href = mailtoHref("owner@example.com", message, words);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("owner@example.com");
    const params = new URLSearchParams(url.search.replace(/\+/g, "%2B"));
    expect(params.get("subject")).toBe("Message from Rahima Akter");
    const body = params.get("body")!;
    expect(body.split("\r\n")).toEqual([
      "An online store & a blog?",
      "By June, please.",
      "",
      `${words.forms.mailLabels.name}: Rahima Akter`,
      `${words.forms.mailLabels.email}: rahima@example.com`,
      `${words.forms.mailLabels.telephone}: +880 1712-345678`,
    ]);
  });

  it("percent-encodes what would end the subject or body early", () => {
    const href = mailtoHref("owner@example.com", { ...message, firstName: "A&B", description: "x?y=z#w" }, words);
    expect(href).not.toMatch(/[ #]|&B|\?y/);
    expect(href).toContain("A%26B");
  });
});

describe("fillIn", () => {
  it("fills the placeholders it knows and leaves the others", () => {
    expect(fillIn("Thank you, {firstName}! {other}", { firstName: "Ana" })).toBe("Thank you, Ana! {other}");
  });
});

describe("failureText", () => {
  it("says what went wrong, with the server's status when it answered", () => {
    expect(failureText(words.forms.failed, { ok: false, reason: "http", status: 500 })).toContain("(error 500)");
    expect(failureText(words.forms.failed, { ok: false, reason: "network" })).toBe(words.forms.failed.network);
    expect(failureText(words.newsletter.failed, { ok: false, reason: "timeout" })).toBe(words.newsletter.failed.timeout);
  });
});

describe("looksLikeABot", () => {
  it("trusts an empty honeypot filled in after the minimum time", () => {
    expect(looksLikeABot({ honeypot: "", startedAt: 1_000, now: 1_000 + MIN_FILL_MS })).toBe(false);
  });

  it("catches a filled honeypot, however slow", () => {
    expect(looksLikeABot({ honeypot: "https://spam.example", startedAt: 0, now: 60_000 })).toBe(true);
  });

  it("catches a form sent faster than a person can", () => {
    expect(looksLikeABot({ honeypot: "", startedAt: 1_000, now: 1_000 + MIN_FILL_MS - 1 })).toBe(true);
    expect(looksLikeABot({ honeypot: "", startedAt: 0, now: 50, minFillMs: 10 })).toBe(false);
  });
});

describe("drafts", () => {
  afterEach(() => localStorage.clear());

  it("are kept, read back and cleared", () => {
    saveDraft("k", { firstName: "Ana", description: "Hello" });
    expect(loadDraft("k")).toEqual({ firstName: "Ana", description: "Hello" });
    clearDraft("k");
    expect(loadDraft("k")).toEqual({});
  });

  it("are not kept when every field is empty", () => {
    saveDraft("k", { firstName: "Ana" });
    saveDraft("k", { firstName: " ", description: "" });
    expect(localStorage.getItem("k")).toBeNull();
  });

  it("ignore what is not a draft", () => {
    localStorage.setItem("k", "{not json");
    expect(loadDraft("k")).toEqual({});
    localStorage.setItem("k", JSON.stringify({ firstName: 3, lastName: "Akter" }));
    expect(loadDraft("k")).toEqual({ lastName: "Akter" });
    localStorage.setItem("k", "null");
    expect(loadDraft("k")).toEqual({});
  });

  it("do nothing, and throw nothing, when storage refuses or is missing", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveDraft("k", { firstName: "Ana" }, refusing)).not.toThrow();
    expect(loadDraft("k", refusing)).toEqual({});
    expect(() => clearDraft("k", refusing)).not.toThrow();
    expect(loadDraft("k", undefined)).toEqual({});
    expect(() => saveDraft("k", { firstName: "Ana" }, undefined)).not.toThrow();
  });
});

describe("postForm", () => {
  const fields: [string, string][] = [
    ["email", "ana@example.com"],
    ["access_key", "k"],
  ];

  it("posts the fields urlencoded, asking for JSON, and reports success", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    await expect(postForm("https://forms.example/f/1", fields)).resolves.toEqual({ ok: true });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://forms.example/f/1");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    expect(String(init?.body)).toBe("email=ana%40example.com&access_key=k");
  });

  it("reports a refusal with its status", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 500 }));
    await expect(postForm("https://forms.example/f/1", fields)).resolves.toEqual({ ok: false, reason: "http", status: 500 });
  });

  it("reports a network failure", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(postForm("https://forms.example/f/1", fields)).resolves.toEqual({ ok: false, reason: "network" });
  });

  it("gives up after the timeout and says so", async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(globalThis, "fetch").mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      );
      const result = postForm("https://forms.example/f/1", fields, 15_000);
      await vi.advanceTimersByTimeAsync(14_999);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: false, reason: "timeout" });
    } finally {
      vi.useRealTimers();
    }
  });
});
