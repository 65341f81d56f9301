// getListesAttente: the waiting lists for customer service (ADR 0120), for staff with waitlists.read: each product
// and perimeter with someone in line, the people in their order (name, e-mail, position, joined on), who is told and
// until when. Read-only: a place is left or given back by the customer, and lines move on by themselves.
import { sql } from "drizzle-orm";
import { getListesAttente } from "@cabas/contracts";
import { implement } from "../../http/call-registry.ts";
import { positionsInLine } from "./waitlist-rules.ts";

type Row = {
  productId: number;
  product: string;
  slug: string;
  perimeter: string;
  perimeterId: number;
  stock: number | null;
  prenom: string;
  nom: string;
  email: string;
  createdAt: Date;
  notifiedAt: Date | null;
  offerEndsAt: Date | null;
  heldUnits: number;
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export const getListesAttenteCall = implement(getListesAttente, async ({ db }) => {
  const result = await db.execute(sql`
    select w.product_id as "productId", p.name as "product", p.slug, per.name as "perimeter", w.perimeter_id as "perimeterId",
      o.stock, u.prenom, u.nom, u.email, w.created_at as "createdAt", w.notified_at as "notifiedAt",
      w.offer_ends_at as "offerEndsAt", w.held_units as "heldUnits"
    from reservation_waitlist w
    join products p on p.id = w.product_id
    join perimeters per on per.id = w.perimeter_id
    join users u on u.id = w.user_id
    left join offers o on o.product_id = w.product_id and o.perimeter_id = w.perimeter_id
    order by p.name, per.name, w.product_id, w.perimeter_id, w.id`);
  const lines = new Map<string, Row[]>();
  for (const row of (result as { rows: Row[] }).rows) {
    const key = `${row.productId}:${row.perimeterId}`;
    lines.set(key, [...(lines.get(key) ?? []), row]);
  }
  return {
    listes: [...lines.values()].map((rows) => {
      const first = rows[0]!;
      const positions = positionsInLine(rows.map((row) => ({ told: row.notifiedAt !== null })));
      return {
        id_produit: first.productId,
        produit: first.product,
        slug: first.slug,
        perimetre: first.perimeter,
        stock: first.stock ?? 0,
        personnes: rows.map((row, i) => ({
          prenom: row.prenom,
          nom: row.nom,
          email: row.email,
          etat: row.notifiedAt === null ? ("en_attente" as const) : ("prevenu" as const),
          position: positions[i] ?? null,
          inscrit_le: iso(row.createdAt)!,
          prevenu_le: iso(row.notifiedAt),
          jusqu_au: iso(row.offerEndsAt),
          places_reservees: row.heldUnits,
        })),
      };
    }),
  };
});
