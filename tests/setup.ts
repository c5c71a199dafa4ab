import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { loadWords } from "~/lib/dictionaries";
import { forgetHydration } from "~/lib/use-hydrated";
import { forgetServedIcons } from "~/components/ui/icon-href";

// The interface's words, which the entries load before a page is drawn.
await Promise.all([loadWords("en"), loadWords("bn")]);

// A test fails on any console.error (React warnings included) unless it expects one.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  // Each test is a page of its own, pre-rendered or hydrated afresh.
  forgetHydration();
  forgetServedIcons();
});
