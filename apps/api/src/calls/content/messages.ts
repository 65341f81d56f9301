// getMessages (event bar), getContenuMkt (marketing slots) and getCoraAuchan (network announcement).
import { asc, eq } from "drizzle-orm";
import { getContenuMkt, getCoraAuchan, getMessages } from "@cabas/contracts";
import type { FastifyRequest } from "fastify";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { isWithinWindow } from "../../domain/time-window.ts";
import { messageForPerimeter } from "../../domain/site-message-text.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { perimeterForPostalCode } from "../session/perimeter-lookup.ts";

/**
 * The visitor's perimeter for the bar: the one asked for, else the postal code's, else the ID_PERIMETRE cookie's, else
 * the default. A perimeter or postal code that names no delivered area falls back quietly: the bar is never refused.
 */
async function messagesPerimeter(db: Database, request: FastifyRequest, input: { id_perimetre?: number | undefined; cp?: string | undefined }) {
  const fromPostalCode = input.id_perimetre === undefined && input.cp ? await perimeterForPostalCode(db, input.cp) : null;
  const asked = input.id_perimetre ?? fromPostalCode ?? undefined;
  try {
    return await resolvePerimeter(db, request, asked);
  } catch (error) {
    if (asked === undefined) throw error;
    return resolvePerimeter(db, request, undefined);
  }
}

export const getMessagesCall = implement(getMessages, async ({ db, input, request, now }) => {
  const [rows, perimeter] = await Promise.all([
    db.select().from(schema.siteMessages).orderBy(asc(schema.siteMessages.position)),
    messagesPerimeter(db, request, input),
  ]);
  const at = now();
  return {
    messages: rows
      .filter((m) => isWithinWindow(at, m.startsAt, m.endsAt))
      .flatMap((m) => {
        const text = messageForPerimeter(m.text, perimeter);
        return text === null ? [] : [{ id: m.id, text, link: m.link, tone: m.tone }];
      }),
  };
});

export const getContenuMktCall = implement(getContenuMkt, async ({ db, input, now }) => {
  const table = schema.marketingBlocks;
  const rows = await db
    .select()
    .from(table)
    .where(input.slot ? eq(table.slot, input.slot) : undefined)
    .orderBy(asc(table.slot), asc(table.position));
  const at = now();
  return {
    blocks: rows
      .filter((b) => isWithinWindow(at, b.startsAt, b.endsAt))
      .map((b) => ({
        id: b.id,
        slot: b.slot,
        title: b.title,
        body: b.body,
        icon: b.icon,
        link: b.link ? { href: b.link, label: b.linkLabel ?? "En savoir plus" } : null,
      })),
  };
});

export const getCoraAuchanCall = implement(getCoraAuchan, async ({ db, now }) => {
  const rows = await db.select().from(schema.announcements).where(eq(schema.announcements.isActive, true));
  const at = now();
  const active = rows.find((a) => isWithinWindow(at, a.startsAt, a.endsAt));
  return {
    announcement: active
      ? {
          key: active.key,
          title: active.title,
          body: active.body,
          link: active.link ? { href: active.link, label: active.linkLabel ?? "En savoir plus" } : null,
        }
      : null,
  };
});
