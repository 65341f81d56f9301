// Product and content pictures are Fluent Emoji (flat) icon names; a typo would render an empty picture, so every
// name is checked against the installed icon set before anything is written.
import { createRequire } from "node:module";

type IconSet = { icons: Record<string, unknown>; aliases?: Record<string, unknown> };

let cached: Set<string> | undefined;

export function fluentIconNames(): Set<string> {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const set = require("@iconify-json/fluent-emoji-flat/icons.json") as IconSet;
    cached = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);
  }
  return cached;
}

export function iconExists(name: string): boolean {
  return fluentIconNames().has(name);
}

/** Throws with every unknown name and where it is used. */
export function assertIconsExist(uses: Iterable<{ icon: string | null | undefined; where: string }>): void {
  const missing: string[] = [];
  for (const use of uses) {
    if (use.icon && !iconExists(use.icon)) missing.push(`${use.icon} (${use.where})`);
  }
  if (missing.length > 0) {
    throw new Error(`Unknown fluent-emoji-flat icon(s): ${missing.join(", ")}`);
  }
}
