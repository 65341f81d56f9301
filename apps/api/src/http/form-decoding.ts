// How the web-service reads a query string or a form body (application/x-www-form-urlencoded): Fastify's and
// @fastify/formbody's own parser, plus PHP's name for a repeated field.
import { parse } from "fast-querystring";

/**
 * A form or query string written for PHP names a repeated field `ids[]` (`ids[]=1&ids[]=2`): read as `ids`, as the
 * storefront sends it (`ids=1&ids=2`), both added up when a caller sends both. Without it `mergeList` read no list and
 * refused with a misleading message (ADR 0141). Done where the text is decoded, so JSON bodies (real arrays) never
 * pay for it; the decoded object is changed in place, made for this request only.
 */
export function withBracketKeysFolded(fields: Record<string, unknown>): Record<string, unknown> {
  for (const key in fields) {
    if (key.length < 3 || !key.endsWith("[]")) continue;
    const name = key.slice(0, -2);
    fields[name] = [...asArray(fields[name]), ...asArray(fields[key])];
    delete fields[key];
  }
  return fields;
}

const asArray = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The query string's or form's fields, as Fastify would read them, PHP's repeated fields folded. */
export const decodeFormText = (text: string): Record<string, unknown> => withBracketKeysFolded(parse(text) as Record<string, unknown>);
