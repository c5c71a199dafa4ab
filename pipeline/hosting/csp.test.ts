import { describe, expect, it } from "vitest";
import { withPolicy } from "./csp.ts";
import { type PolicyChoices, sha256Source } from "./policy.ts";

const SITE: PolicyChoices = { forms: {}, newsletter: true, video: true, search: true };

describe("withPolicy", () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title><script>go()</script></head><body></body></html>';

  it("puts the policy right after <meta charset>, ahead of every script, with each inline script's hash", () => {
    const { html, scriptHashes } = withPolicy(page, SITE);
    expect(scriptHashes).toEqual([sha256Source("go()")]);
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/);
    expect(/content="([^"]+)"/.exec(html)?.[1]).toContain(sha256Source("go()"));
  });

  it("refuses a page that has a policy already, or no <meta charset> to put it after", () => {
    expect(() => withPolicy(withPolicy(page, SITE).html, SITE)).toThrow(/already has a policy/);
    expect(() => withPolicy(page.replace('<meta charSet="utf-8"/>', ""), SITE)).toThrow(/no <meta charset/);
  });
});
