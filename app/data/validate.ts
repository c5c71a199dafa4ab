import type { z } from "zod";

/**
 * Checks one piece of content against its schema and fails loudly, naming the
 * file, the entry and the field, so the owner can find the mistake at once.
 */
export function checkOne<S extends z.ZodType>(file: string, schema: S, value: unknown, entry?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const where = entry ? `${file}, ${entry}` : file;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join(".") : "(the whole entry)";
    return `  field "${field}": ${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${where}:\n${problems.join("\n")}`);
}

/** Checks every entry of a list; `describe` names an entry in the message (its id or title). */
export function checkList<S extends z.ZodType>(
  file: string,
  schema: S,
  values: readonly unknown[],
  describe: (value: unknown, index: number) => string = (_, index) => `entry ${index + 1}`,
): z.output<S>[] {
  return values.map((value, index) => checkOne(file, schema, value, describe(value, index)));
}

/** Fails when two entries of a list share a key (ids must be unique to be linked to). */
export function checkUnique<T>(file: string, values: readonly T[], key: (value: T) => string | number, field: string) {
  const seen = new Set<string | number>();
  for (const [index, value] of values.entries()) {
    const k = key(value);
    if (seen.has(k)) {
      throw new ContentError(
        `Invalid content in ${file}, entry ${index + 1}:\n  field "${field}": ${JSON.stringify(k)} is used by another entry`,
      );
    }
    seen.add(k);
  }
}

/**
 * Fails when an entry's link (`link.to`) leads where the site has nothing: `missing` says why
 * for such an address, and gives undefined for one the site has.
 */
export function checkLinks(
  file: string,
  values: readonly { link?: { to: string } }[],
  missing: (to: string) => string | undefined,
  describe: (index: number) => string = (index) => `entry ${index + 1}`,
) {
  for (const [index, value] of values.entries()) {
    const why = value.link && missing(value.link.to);
    if (why) throw new ContentError(`Invalid content in ${file}, ${describe(index)}:\n  field "link.to": ${why}`);
  }
}

/** Describes an entry by its id and title when it has them, for error messages. */
export function describeEntry(value: unknown, index: number): string {
  const v = (value ?? {}) as { id?: unknown; title?: unknown; name?: unknown };
  const label = [
    v.id !== undefined ? `id ${JSON.stringify(v.id)}` : "",
    typeof (v.title ?? v.name) === "string" ? JSON.stringify(v.title ?? v.name) : "",
  ]
    .filter(Boolean)
    .join(", ");
  return `entry ${index + 1}${label ? ` (${label})` : ""}`;
}

export class ContentError extends Error {
  override name = "ContentError";
}
