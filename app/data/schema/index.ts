/**
 * The shape of every file of the owner's content, by subject, each field documented where it
 * is declared: what an owner reads in their editor when they hover a field of their content.
 * The content checks (app/data/validate.ts) parse every file with these schemas, so a mistake
 * stops the build with the file, the entry and the field named.
 *
 * Plain TypeScript that Node runs as it is (type stripping): the build's code, the launch check
 * and the end-to-end tests load the content through the same schemas as the pages.
 */
export * from "./fields.ts";
export * from "./site.ts";
export * from "./hours.ts";
export * from "./pages.ts";
export * from "./work.ts";
export * from "./payments.ts";
export * from "./blog.ts";
export * from "./forms.ts";
export * from "./analytics.ts";
export * from "./theme.ts";
