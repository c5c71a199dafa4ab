import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markdownToHtml } from "~/lib/markdown";
import { en } from "~/lib/words";
import { useCodeCopy } from "./use-code-copy";

const code = 'add_filter( "wp_lazy_loading_enabled", "__return_true" );\n$x = 1 < 2 && "a" > "b";';
const { html } = markdownToHtml("Some text.\n\n```php\n" + code + "\n```\n\n```css\nbody { margin: 0 }\n```", {
  ...en.code,
  linkToSection: en.blog.linkToSection,
});

function Post() {
  const body = useRef<HTMLDivElement>(null);
  const announcement = useCodeCopy(body, html);
  return (
    <>
      <div ref={body} dangerouslySetInnerHTML={{ __html: html }} />
      <p role="status">{announcement}</p>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("useCodeCopy", () => {
  it("shows the copy buttons, which the HTML hides until a script can copy", () => {
    expect(new DOMParser().parseFromString(html, "text/html").querySelector("button")?.hidden).toBe(true);
    render(<Post />);
    expect(screen.getAllByRole("button", { name: /^Copy the .* code$/ })).toHaveLength(2);
  });

  it("copies exactly the block's code, says Copied and announces it", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<Post />);
    const button = screen.getByRole("button", { name: "Copy the PHP code" });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(code);
    expect(button).toHaveTextContent(en.code.copied);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.code.copiedCode));
    await user.click(screen.getByRole("button", { name: "Copy the CSS code" }));
    expect(writeText).toHaveBeenLastCalledWith("body { margin: 0 }");
  });

  it("goes back to Copy after a moment", async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<Post />);
    const button = screen.getByRole("button", { name: "Copy the PHP code" });
    await act(async () => button.click());
    expect(button).toHaveTextContent(en.code.copied);
    await act(async () => vi.advanceTimersByTime(2100));
    expect(button).toHaveTextContent(en.code.copy);
  });

  it("selects the code and says how to copy it when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(<Post />);
    await user.click(screen.getByRole("button", { name: "Copy the PHP code" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.code.copyFailed));
    expect(window.getSelection()?.toString()).toBe(code);
  });
});
