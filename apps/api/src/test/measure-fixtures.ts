// Products sold in the perimeter whose price per kilo, litre or piece differs from their price, with that unit price
// worked out here from the rows (not by the code under test): to pin `unitPrice` on every page showing a price.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

type MeasureFixture = { id: number; unitPrice: { value: number; unit: "kg" | "l" | "pièce" }; variableWeight: boolean };

async function firstProduct(db: Database, perimeterId: number, netUnit: "g" | "ml" | "piece" | null) {
  const [row] = await db
    .select({ id: schema.products.id, priceCents: schema.offers.priceCents, netQuantity: schema.products.netQuantity })
    .from(schema.offers)
    .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
    .where(
      and(
        eq(schema.offers.perimeterId, perimeterId),
        gt(schema.offers.stock, 5),
        isNull(schema.offers.promoPriceCents),
        eq(schema.products.isReservable, false),
        eq(schema.products.variableWeight, netUnit === null),
        ...(netUnit === null
          ? []
          : [eq(schema.products.netUnit, netUnit), ne(schema.products.netQuantity, netUnit === "piece" ? 1 : 1000)]),
      ),
    )
    .orderBy(schema.products.id)
    .limit(1);
  if (!row) throw new Error(`seed has no ${netUnit ?? "weighed"} product in perimeter ${perimeterId}`);
  return row;
}

/** A drink (€/L), a pack of pieces (€/pièce) and a product sold by weight (its price is per kilo). */
export async function measureFixtureProducts(
  db: Database,
  perimeterId: number,
): Promise<{ litre: MeasureFixture; piece: MeasureFixture; weighed: MeasureFixture }> {
  const [drink, pack, weighed] = await Promise.all([
    firstProduct(db, perimeterId, "ml"),
    firstProduct(db, perimeterId, "piece"),
    firstProduct(db, perimeterId, null),
  ]);
  return {
    litre: {
      id: drink.id,
      variableWeight: false,
      unitPrice: { value: Math.round((drink.priceCents * 1000) / drink.netQuantity) / 100, unit: "l" },
    },
    piece: {
      id: pack.id,
      variableWeight: false,
      unitPrice: { value: Math.round(pack.priceCents / pack.netQuantity) / 100, unit: "pièce" },
    },
    weighed: { id: weighed.id, variableWeight: true, unitPrice: { value: weighed.priceCents / 100, unit: "kg" } },
  };
}
