import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUpDates } from "./warm-up-dates";

/** A stand-in for the browser's Worker, answering as the date worker does, or not at all. */
function fakeWorker(answer: "warm" | "error" | "silent" | "throw") {
  const made: { url: string; posted: unknown[]; terminated: boolean }[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    record = { url: "", posted: [] as unknown[], terminated: false };
    constructor(url: URL | string) {
      if (answer === "throw") throw new DOMException("refused by the policy", "SecurityError");
      this.record.url = String(url);
      made.push(this.record);
    }
    postMessage(message: unknown) {
      this.record.posted.push(message);
      queueMicrotask(() => {
        if (answer === "warm") this.onmessage?.(new MessageEvent("message", { data: "warm" }));
        if (answer === "error") this.onerror?.(new ErrorEvent("error", { cancelable: true }));
      });
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal("Worker", FakeWorker);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("warmUpDates", () => {
  it("asks the date worker for the page's language and the owner's zone, and resolves when it answers", async () => {
    const made = fakeWorker("warm");
    await warmUpDates("bn-BD", "Asia/Dhaka");
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toMatch(/intl-worker/);
    expect(made[0]!.posted).toEqual([{ locale: "bn-BD", timeZone: "Asia/Dhaka" }]);
    expect(made[0]!.terminated).toBe(true);
  });

  it("resolves at once where the browser has no Worker, or refuses it", async () => {
    vi.stubGlobal("Worker", undefined);
    await expect(warmUpDates("en", "UTC")).resolves.toBeUndefined();
    fakeWorker("throw");
    await expect(warmUpDates("en", "UTC")).resolves.toBeUndefined();
  });

  it("resolves when the worker fails, without the failure reaching the console", async () => {
    const made = fakeWorker("error");
    await warmUpDates("en", "UTC");
    expect(made[0]!.terminated).toBe(true);
  });

  it("gives up waiting after its time, and ends the worker", async () => {
    vi.useFakeTimers();
    const made = fakeWorker("silent");
    let resolved = false;
    void warmUpDates("en", "UTC", 3000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(made[0]!.terminated).toBe(true);
  });
});
