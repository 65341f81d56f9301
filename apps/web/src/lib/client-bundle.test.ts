// The browser's JavaScript must not carry zod and every contract: client components take runtime values from
// "@cabas/contracts/client-values" and only types from "@cabas/contracts" (zod and the schemas: 41 kB gzip).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports (not `import type`, not only `type X` specifiers) from the contracts' schema entry. */
function valueImportsOfContracts(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@cabas\/contracts"/g)]
    .filter(([, typeOnly, names]) => !typeOnly && names!.split(",").some((n) => n.trim() !== "" && !n.trim().startsWith("type ")))
    .map(([statement]) => statement);
}

describe("client components", () => {
  it("import no runtime value from @cabas/contracts (only types, or values from client-values)", () => {
    const offenders = [...sourceFiles(join(root, "src")), ...sourceFiles(join(root, "app"))]
      .filter((file) => /^\s*(\/\/[^\n]*\n\s*)*["']use client["']/.test(readFileSync(file, "utf8")))
      .flatMap((file) => valueImportsOfContracts(readFileSync(file, "utf8")).map((s) => `${file.slice(root.length + 1)}: ${s}`));
    expect(offenders).toEqual([]);
  });
});
