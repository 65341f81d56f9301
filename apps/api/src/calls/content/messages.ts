// getMessages (event bar), getContenuMkt (marketing slots) and getCoraAuchan (network announcement).
import { asc, eq } from "drizzle-orm";
import { getContenuMkt, getCoraAuchan, getMessages } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { isWithinWindow } from "../../domain/time-window.ts";

export const getMessagesCall = implement(getMessages, async ({ db, now }) => {
  const rows = await db.select().from(schema.siteMessages).orderBy(asc(schema.siteMessages.position));
  const at = now();
  return {
    messages: rows
      .filter((m) => isWithinWindow(at, m.startsAt, m.endsAt))
      .map((m) => ({ id: m.id, text: m.text, link: m.link, tone: m.tone })),
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
