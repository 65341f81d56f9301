// No call lets a control character through to the database (ADR 0065): NUL made PostgreSQL fail whole statements (a 500).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { schema } from "@cabas/db";
import { implementedCalls } from "../app.ts";
import { hashPassword } from "../domain/passwords.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { FORBIDDEN_CHARACTER_MESSAGE } from "./validation.ts";

const NUL = "a\u0000b";
const ORIGIN = { origin: "http://localhost:3000" };
let t: TestApp;
let staffToken = "";
let signUps = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Staff is also a customer: one token passes every access level, so each call reaches its input check. It holds
  // every permission a staff call names (its contract's `permission`).
  const permissions = [...new Set(implementedCalls.flatMap((call) => (call.contract.permission ? [call.contract.permission] : [])))];
  await t.database.db.insert(schema.users).values({
    email: "controle@cabas.example",
    passwordHash: await hashPassword("Chef de rayon 2026"),
    nom: "Martin",
    prenom: "Léa",
    permissions,
  });
  staffToken = (await post("loginToken", { email: "controle@cabas.example", password: "Chef de rayon 2026" })).json()
    .token;
});
afterAll(() => t.close());

function post(call: string, payload: Record<string, unknown>, token?: string) {
  signUps += 1;
  return t.app.inject({
    method: "POST",
    url: `/next-react/${call}.php`,
    // Each from its own address: sign-ups are rate-limited per address.
    remoteAddress: `10.2.${Math.floor(signUps / 250)}.${signUps % 250}`,
    payload,
    headers: { ...ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  in?: z.ZodType;
  innerType?: z.ZodType;
  values?: unknown[];
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);
const unwrap = (s: z.ZodType): z.ZodType => {
  const def = defOf(s);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  return s;
};

/** One raw input per shape the schema takes (each action of a union): its literal fields set, every other field NUL. */
function nulInputs(input: z.ZodType): Record<string, unknown>[] {
  const def = defOf(unwrap(input));
  if (def.type === "union") return (def.options ?? []).flatMap(nulInputs);
  if (def.type !== "object") return [];
  const fields = Object.entries(def.shape ?? {}).map(([key, field]) => {
    const fieldDef = defOf(unwrap(field));
    return [key, fieldDef.type === "literal" ? fieldDef.values?.[0] : NUL] as const;
  });
  // A shape with no text field (an action alone, no input) must refuse the character in a field it does not expect too.
  return [
    fields.some(([, value]) => value === NUL)
      ? Object.fromEntries(fields)
      : { ...Object.fromEntries(fields), champ: NUL },
  ];
}

describe("control characters in any call's input", () => {
  it("every call answers 400 with the field message to a NUL character, never a 500", async () => {
    const answers: string[] = [];
    const calls = [
      ...new Map(implementedCalls.map((c) => [`${c.contract.method} ${c.contract.name}`, c.contract])).values(),
    ];
    expect(calls.length).toBeGreaterThan(80);
    for (const contract of calls) {
      for (const raw of nulInputs(contract.input)) {
        const res =
          contract.method === "GET"
            ? await t.app.inject({
                method: "GET",
                url: `/next-react/${contract.name}.php?${new URLSearchParams(Object.entries(raw).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
                headers: { authorization: `Bearer ${staffToken}` },
              })
            : await post(contract.name, raw, staffToken);
        const errors = res.statusCode === 400 ? (res.json().errors as Record<string, string[]> | undefined) : undefined;
        const flagged = Object.values(errors ?? {}).some((messages) => messages.includes(FORBIDDEN_CHARACTER_MESSAGE));
        if (!flagged)
          answers.push(
            `${contract.method} ${contract.name} ${JSON.stringify(raw)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(answers).toEqual([]);
  });
});

describe("the calls the QA found answering 500", () => {
  const usersCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.users))[0]!.n;
  const customer = {
    password: "Un cabas plein de légumes",
    civilite: "Mme",
    nom: "Durand",
    prenom: "Chloé",
    cp: "75011",
  };
  const company = { pro: "1", raison_sociale: "Traiteur Durand", siret: "732 829 320 00074", tva: "FR44732829320" };

  const expectFieldRefused = (
    res: { statusCode: number; json: () => { message: string; errors: Record<string, string[]> } },
    field: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([FORBIDDEN_CHARACTER_MESSAGE]);
    expect(res.json().message).toBe(FORBIDDEN_CHARACTER_MESSAGE);
  };

  it("register refuses a NUL in the name and creates no account", async () => {
    const before = await usersCount();
    expectFieldRefused(await post("register", { ...customer, email: "nul1@example.fr", nom: NUL }), "nom");
    expectFieldRefused(
      await post("register", { ...customer, ...company, email: "nul2@example.fr", raison_sociale: NUL }),
      "raison_sociale",
    );
    expect(await usersCount()).toBe(before);
  });

  it("updateMe refuses a NUL in the details and in the company, and changes nothing", async () => {
    const res = await post("register", { ...customer, ...company, email: "nul3@example.fr" });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expectFieldRefused(
      await post(
        "updateMe",
        { action: "infos", nom: NUL, prenom: "Chloé", civilite: "Mme", email: "nul3@example.fr" },
        token,
      ),
      "nom",
    );
    expectFieldRefused(
      await post(
        "updateMe",
        { action: "entreprise", raison_sociale: NUL, siret: company.siret, tva: company.tva },
        token,
      ),
      "raison_sociale",
    );
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, "nul3@example.fr"));
    expect(user).toMatchObject({ nom: "Durand", companyName: "Traiteur Durand" });
  });

  it("createBlocNotes refuses a NUL in the title or the text, and keeps the line breaks and tabs of a text", async () => {
    const token = (await post("register", { ...customer, email: "nul4@example.fr" })).json().token as string;
    expectFieldRefused(await post("createBlocNotes", { titre: NUL, texte: "pommes" }, token), "titre");
    expectFieldRefused(await post("createBlocNotes", { titre: "Courses", texte: `pommes\n${NUL}` }, token), "texte");
    const kept = await post("createBlocNotes", { titre: "Courses", texte: "pommes\r\n\tpoires\n" }, token);
    expect(kept.statusCode).toBe(200);
    const notepads = (
      await t.app.inject({
        method: "GET",
        url: "/next-react/mesBlocsNotes.php",
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(notepads.blocs_notes).toHaveLength(1);
  });

  it("updatePanier refuses a NUL in an advantage code or a voucher code", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expectFieldRefused(await post("updatePanier", { action: "set_code", code: `BIENVENUE10${NUL}` }, guest), "code");
    expectFieldRefused(await post("updatePanier", { action: "use_ba", action_ba: "add", code: NUL }, guest), "code");
  });
});
