import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGE_KEYS } from "./client-keys.ts";

const WEB_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** The storefront's sources under `dir`, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("texts read in the browser", () => {
  // A client component's t() knows only the keys the layout sends (CLIENT_MESSAGE_KEYS): any other is shown as its
  // key, as the reset form showed « account.reset-lead » to every shopper opening their link.
  it("every key a client component reads with useT() is sent by the layout (a plural by its _one and _other)", () => {
    const sent = new Set<string>(CLIENT_MESSAGE_KEYS);
    const missing = [...sources(join(WEB_DIR, "app")), ...sources(join(WEB_DIR, "src"))].flatMap((file) => {
      const source = readFileSync(file, "utf8");
      if (!source.includes("useT()")) return [];
      return [...source.matchAll(/\bt\(\s*"([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((key) => !sent.has(key) && !(sent.has(`${key}_one`) && sent.has(`${key}_other`)))
        .map((key) => `${file.slice(WEB_DIR.length)}: ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
