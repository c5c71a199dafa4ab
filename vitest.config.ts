import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router plugin (it is for the app build).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./tests/setup.ts"],
    restoreMocks: true,
  },
});
