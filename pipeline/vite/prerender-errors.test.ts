import { describe, expect, it, vi } from "vitest";
import { ContentError } from "../../app/data/validate";
import { describeError, printErrorsOnce } from "./prerender-errors";

describe("printErrorsOnce", () => {
  it("prints a content error's message, naming the file and field, once however often it recurs, and passes it on", () => {
    const print = vi.fn();
    const next = vi.fn();
    const handle = printErrorsOnce(print);
    const error = new ContentError('Invalid content in app/content/comments.ts, entry 1:\n  field "postId": no post named "x"');
    for (let request = 0; request < 3; request++) handle(error, {} as never, {} as never, next);
    expect(print).toHaveBeenCalledTimes(1);
    expect(print).toHaveBeenCalledWith(error.message);
    expect(next).toHaveBeenCalledTimes(3);
    expect(next).toHaveBeenCalledWith(error);
  });

  it("prints another error with its stack, and each different error once", () => {
    const print = vi.fn();
    const handle = printErrorsOnce(print);
    const first = new TypeError("cannot read x");
    handle(first, {} as never, {} as never, () => {});
    handle(new Error("another"), {} as never, {} as never, () => {});
    expect(print).toHaveBeenCalledTimes(2);
    expect(print.mock.calls[0]![0]).toBe(first.stack);
    expect(describeError("plain")).toBe("plain");
  });
});
