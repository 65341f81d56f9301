// What a customer usually buys: the products of their orders that went ahead (not cancelled, not left unpaid), most
// often ordered first, among those sold where they are now. « Mes produits » pages through it (myProducts);
// getProduct's `reorder` lists them with the catalogue's filters, for « Mes bonnes affaires » among others.
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

const { orders, orderLines, offers } = schema;

/** The most products `reorder` considers: a household's usual basket is far smaller. */
const USUAL_PRODUCTS_MAX = 500;

/** Each product the customer ordered, with how many of their orders held it (`times`), sold in the perimeter. */
function boughtProducts(db: Database, userId: number, perimeterId: number) {
  const times = sql<number>`count(distinct ${orders.id})::int`.as("times");
  return db
    .select({ productId: orderLines.productId, times })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(offers, and(eq(offers.productId, orderLines.productId), eq(offers.perimeterId, perimeterId)))
    .where(and(eq(orders.userId, userId), ne(orders.status, "cancelled"), ne(orders.status, "pending_payment")))
    .groupBy(orderLines.productId)
    .as("bought");
}

/** One page of the customer's products, most often ordered first, and how many there are in all. */
export async function boughtProductsPage(db: Database, userId: number, perimeterId: number, page: number, pageSize: number) {
  const bought = boughtProducts(db, userId, perimeterId);
  const [total] = await db.select({ n: count() }).from(bought);
  const rows = await db
    .select()
    .from(bought)
    .orderBy(desc(bought.times), bought.productId)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** The ids of the customer's usual products, most often ordered first (ties by id, so the order is stable). */
export async function usualProductIds(db: Database, userId: number, perimeterId: number): Promise<number[]> {
  const bought = boughtProducts(db, userId, perimeterId);
  const rows = await db.select({ productId: bought.productId }).from(bought).orderBy(desc(bought.times), bought.productId).limit(USUAL_PRODUCTS_MAX);
  return rows.map((r) => r.productId);
}
