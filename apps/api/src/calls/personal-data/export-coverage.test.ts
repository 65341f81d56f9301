// Keeps « Télécharger mes données » complete as the schema grows: every column that ties a row to a person is either
// exported (in a section the file has) or left out with a reason, in export-coverage.ts.
import { describe, expect, it } from "vitest";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { personalDataExport } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { EXPORT_COVERAGE, type Coverage } from "./export-coverage.ts";

/** A person's number or address, whatever the column is called around it. */
const PERSONAL_NAME = /(user|customer)Id$|^email$|Email$/i;

const tables = Object.entries(schema).flatMap(([key, value]) => (is(value, PgTable) ? [{ key, table: value }] : []));

/** `table.column` (the schema's names) of every column that must be decided. */
function personalColumns(): string[] {
  return tables.flatMap(({ key, table }) => {
    const config = getTableConfig(table);
    if (table === schema.users) return config.columns.map((c) => `${key}.${c.name}`);
    const referencing = config.foreignKeys
      .map((fk) => fk.reference())
      .filter((ref) => ref.foreignTable === schema.users)
      .flatMap((ref) => ref.columns.map((c) => c.name));
    const named = config.columns.map((c) => c.name).filter((name) => PERSONAL_NAME.test(name));
    return [...new Set([...referencing, ...named])].map((name) => `${key}.${name}`);
  });
}

const listed = (): [string, Coverage][] =>
  Object.entries(EXPORT_COVERAGE).flatMap(([table, columns]) =>
    Object.entries(columns as Record<string, Coverage>).map(([column, coverage]): [string, Coverage] => [
      `${table}.${column}`,
      coverage,
    ]),
  );

describe("the personal data export's coverage", () => {
  it("decides every column that ties a row to a person, and every column of users", () => {
    const decided = new Set(listed().map(([name]) => name));
    const undecided = personalColumns().filter((name) => !decided.has(name));
    // Add each to EXPORT_COVERAGE: the file's section that exports it (and export it there), or why it is left out.
    expect(undecided).toEqual([]);
  });

  it("lists only columns that exist and tie a row to a person", () => {
    const personal = new Set(personalColumns());
    expect(
      listed()
        .map(([name]) => name)
        .filter((name) => !personal.has(name)),
    ).toEqual([]);
  });

  it("sends every exported column to a section the file has, and gives every left-out column a reason", () => {
    const sections = new Set(Object.keys(personalDataExport.shape));
    for (const [name, coverage] of listed()) {
      if ("section" in coverage) expect(sections.has(coverage.section), name).toBe(true);
      else expect(coverage.excluded.length, name).toBeGreaterThan(20);
    }
  });

  it("would catch a new table that names its customer differently", () => {
    expect(["customerId", "buyerUserId", "email", "contactEmail"].every((name) => PERSONAL_NAME.test(name))).toBe(true);
    expect(["usesPerCustomer", "impersonationId", "emailConfirmedAt"].some((name) => PERSONAL_NAME.test(name))).toBe(
      false,
    );
  });
});
