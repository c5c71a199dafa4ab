// Types of configs.mjs, for the TypeScript that imports it (the end-to-end tests).
import type { CANONICAL } from "./policy.ts";

export interface ConfigOptions {
  /** Where the web servers send visitors who arrive at another address (policy.ts CANONICAL unless a test says otherwise). */
  canonical?: typeof CANONICAL;
}
export function headerSet(scriptHashes: readonly string[]): [string, string][];
export function netlifyHeaders(scriptHashes: readonly string[]): string;
export function netlifyRedirects(): string;
export function vercelJson(scriptHashes: readonly string[]): string;
export function nginxConf(scriptHashes: readonly string[], options?: ConfigOptions & { root?: string; listen?: string }): string;
export function htaccess(scriptHashes: readonly string[], options?: ConfigOptions): string;
export function assetsHtaccess(): string;
export function languageHtaccess(notFound: { prefix: string; page: string }): string;
export function htaccessFiles(scriptHashes: readonly string[], options?: ConfigOptions): Record<string, string>;
export function writeHtaccessFiles(client: string, scriptHashes: readonly string[], options?: ConfigOptions): string[];
export function contentNamedHtaccess(): string;
export function writeHostConfigs(client: string, scriptHashes: readonly string[]): string[];
