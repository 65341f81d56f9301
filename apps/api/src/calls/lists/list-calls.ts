// Shopping-list calls: thin handlers over list-store.ts (ownership, limits, reads) and list-rules.ts (merge,
// availability, totals). A list is priced where the customer is now (the session's perimeter).
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  addList,
  deleteList,
  isProductInList,
  loadList,
  MAX_LINE_QUANTITY,
  mergeList,
  mesListes,
  myProducts,
  MY_PRODUCTS_PAGE_SIZE,
  replaceAllProductInList,
  replaceProductInList,
  updateList,
} from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { customerOf } from "../../http/auth.ts";
import { notFound, unprocessable } from "../../http/app-error.ts";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";
import { boughtProductsPage } from "../catalogue/usual-products.ts";
import { principalPerimeterId } from "../slots/visitor-perimeter.ts";
import { getOrCreateActiveBasket, viewForPrincipal } from "../basket/basket-store.ts";
import { addLinesToBasket, bulkAddMessage } from "../basket/bulk-add.ts";
import { limitedLinesNote, mergedWithLimits } from "./list-rules.ts";
import {
  addLinesToList,
  addToList,
  basketLinesForList,
  checkNameFree,
  checkNewListAllowed,
  checkReplacement,
  checkRoomForLines,
  linesForBasket,
  listDetail,
  listNotFound,
  listSummaries,
  lockCustomerLists,
  ownedLine,
  ownedList,
  replaceInList,
  touchList,
} from "./list-store.ts";

const { shoppingLists, shoppingListItems, products } = schema;



export const mesListesCall = implement(mesListes, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const perimeterId = await principalPerimeterId(db, customer);
  const at = now();
  const liste = input.list_id === undefined ? null : await listDetail(db, await ownedList(db, customer.userId, input.list_id), perimeterId, at);
  return { listes: await listSummaries(db, customer.userId, perimeterId, at), liste };
});

export const addListCall = implement(addList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const at = now();
  const created = await db.transaction(async (tx) => {
    await lockCustomerLists(tx, customer.userId);
    await checkNewListAllowed(tx, customer.userId, input.title);
    // The basket's lines are read inside the transaction: a change made meanwhile is either in the list or after it.
    const basketLines = input.panier ? await basketLinesForList(tx, customer) : [];
    if (input.panier && basketLines.length === 0) throw unprocessable("Votre panier est vide : ajoutez-y des produits avant d'en faire une liste.");
    const [list] = await tx.insert(shoppingLists).values({ userId: customer.userId, name: input.title, createdAt: at, updatedAt: at }).returning();
    if (input.article_id !== undefined) await addToList(tx, list!.id, input.article_id, input.quantity, at);
    if (basketLines.length > 0) await addLinesToList(tx, list!.id, basketLines, at);
    return { list: list!, lines: basketLines.length };
  });
  const perimeterId = await principalPerimeterId(db, customer);
  const what = input.article_id !== undefined ? " avec ce produit" : created.lines === 1 ? " avec le produit du panier" : created.lines > 1 ? ` avec les ${created.lines} produits du panier` : "";
  return {
    message: `Liste « ${created.list.name} » créée${what}.`,
    liste: await listDetail(db, created.list, perimeterId, at),
    listes: await listSummaries(db, customer.userId, perimeterId, at),
  };
});

export const updateListCall = implement(updateList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const at = now();
  let limited = false;
  const message = await db.transaction(async (tx) => {
    const list = await ownedList(tx, customer.userId, input.list_id, true);
    switch (input.action) {
      case "rename": {
        await lockCustomerLists(tx, customer.userId);
        const others = await tx.select({ id: shoppingLists.id, name: shoppingLists.name }).from(shoppingLists).where(eq(shoppingLists.userId, customer.userId));
        checkNameFree(others, input.title, list.id);
        await tx.update(shoppingLists).set({ name: input.title, updatedAt: at }).where(eq(shoppingLists.id, list.id));
        return `Liste renommée « ${input.title} ».`;
      }
      case "add":
        // Past a line's limit the line holds the maximum, and the answer says so rather than « ajouté » alone.
        limited = await addToList(tx, list.id, input.article_id, input.quantity, at);
        return limited
          ? `Produit ajouté à la liste « ${list.name} » : quantité limitée à ${MAX_LINE_QUANTITY}.`
          : `Produit ajouté à la liste « ${list.name} ».`;
      case "set_quantity": {
        const line =
          input.ligne_id !== undefined
            ? await ownedLine(tx, list.id, input.ligne_id)
            : ((await tx
                .select()
                .from(shoppingListItems)
                .where(and(eq(shoppingListItems.listId, list.id), eq(shoppingListItems.productId, input.article_id!))))[0] ?? null);
        if (input.quantity === 0) {
          if (line) await tx.delete(shoppingListItems).where(eq(shoppingListItems.id, line.id));
          await touchList(tx, list.id, at);
          return "Produit retiré de la liste.";
        }
        if (line) {
          await tx.update(shoppingListItems).set({ quantity: input.quantity }).where(eq(shoppingListItems.id, line.id));
          await touchList(tx, list.id, at);
        } else {
          await addToList(tx, list.id, input.article_id!, input.quantity, at);
        }
        return "Quantité modifiée.";
      }
      case "remove": {
        const line = await ownedLine(tx, list.id, input.ligne_id);
        await tx.delete(shoppingListItems).where(eq(shoppingListItems.id, line.id));
        await touchList(tx, list.id, at);
        return "Produit retiré de la liste.";
      }
    }
  });
  const list = await ownedList(db, customer.userId, input.list_id);
  return { message, liste: await listDetail(db, list, await principalPerimeterId(db, customer), at), quantite_limitee: limited };
});

export const deleteListCall = implement(deleteList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const list = await ownedList(db, customer.userId, input.list_id);
  // Sent twice at once, both read the list: only the one whose delete removed it says so, the other finds it gone.
  const deleted = await db
    .delete(shoppingLists)
    .where(and(eq(shoppingLists.id, list.id), eq(shoppingLists.userId, customer.userId)))
    .returning({ id: shoppingLists.id });
  if (deleted.length === 0) throw listNotFound();
  return {
    message: `Liste « ${list.name} » supprimée.`,
    listes: await listSummaries(db, customer.userId, await principalPerimeterId(db, customer), now()),
  };
});

export const mergeListCall = implement(mergeList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const at = now();
  const deleteOriginals = input.merge_type === 0;
  const merged = await db.transaction(async (tx) => {
    await lockCustomerLists(tx, customer.userId);
    const lists = await tx
      .select()
      .from(shoppingLists)
      .where(and(inArray(shoppingLists.id, input.ids), eq(shoppingLists.userId, customer.userId)));
    if (lists.length !== input.ids.length) throw notFound("Une des listes à réunir n'existe pas.");
    await checkNewListAllowed(tx, customer.userId, input.list_name, deleteOriginals ? input.ids : []);
    const items = await tx.select().from(shoppingListItems).where(inArray(shoppingListItems.listId, input.ids));
    // In the order the customer chose the lists, each list's products in the order they were added.
    const byList = input.ids.map((id) =>
      items
        .filter((i) => i.listId === id)
        .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.id - b.id)
        .map((i) => ({ productId: i.productId, quantity: i.quantity })),
    );
    const { lines, limited } = mergedWithLimits(byList);
    const [list] = await tx.insert(shoppingLists).values({ userId: customer.userId, name: input.list_name, createdAt: at, updatedAt: at }).returning();
    await checkRoomForLines(tx, list!.id, lines.length);
    // One millisecond apart, so the merged list keeps this order when read.
    if (lines.length) await tx.insert(shoppingListItems).values(lines.map((l, i) => ({ listId: list!.id, ...l, addedAt: new Date(at.getTime() + i) })));
    if (deleteOriginals) await tx.delete(shoppingLists).where(and(inArray(shoppingLists.id, input.ids), eq(shoppingLists.userId, customer.userId)));
    const names = limited.length ? await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, limited)) : [];
    return { list: list!, limited: limited.map((id) => ({ article_id: id, nom: names.find((n) => n.id === id)?.name ?? "" })) };
  });
  const n = input.ids.length;
  const note = limitedLinesNote(merged.limited.map((l) => l.nom));
  return {
    message: deleteOriginals
      ? `Les ${n} listes ont été réunies dans « ${merged.list.name} » et supprimées.${note}`
      : `Les ${n} listes ont été réunies dans « ${merged.list.name} » ; elles sont conservées.${note}`,
    lists: await listSummaries(db, customer.userId, await principalPerimeterId(db, customer), at),
    list_id: merged.list.id,
    quantites_limitees: merged.limited,
  };
});

export const loadListCall = implement(loadList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const list = await ownedList(db, customer.userId, input.list_id);
  // An empty choice of lines (ligne_ids "") is the caller's, not an empty list.
  if (input.ligne_ids?.length === 0) throw unprocessable("Choisissez au moins un produit de la liste.");
  const lines = await linesForBasket(db, list.id, input.ligne_ids);
  if (lines.length === 0) throw unprocessable("Cette liste est vide : ajoutez-y des produits d'abord.");
  const at = now();
  const basket = await getOrCreateActiveBasket(db, customer, at);
  const { ajoutes, indispos } = await addLinesToBasket(db, basket.id, lines, at);
  return { message: bulkAddMessage(ajoutes, indispos.length), ajoutes, indispos, panier: await viewForPrincipal(db, customer, at) };
});

export const replaceProductInListCall = implement(replaceProductInList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const perimeterId = await principalPerimeterId(db, customer);
  const at = now();
  await checkReplacement(db, perimeterId, input.old_article_id, input.new_article_id);
  await db.transaction(async (tx) => {
    const list = await ownedList(tx, customer.userId, input.list_id, true);
    if (!(await replaceInList(tx, list.id, input.old_article_id, input.new_article_id, at))) throw notFound("Ce produit n'est pas dans la liste.");
  });
  const list = await ownedList(db, customer.userId, input.list_id);
  return { message: "Produit remplacé dans la liste.", liste: await listDetail(db, list, perimeterId, at) };
});

export const replaceAllProductInListCall = implement(replaceAllProductInList, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const perimeterId = await principalPerimeterId(db, customer);
  const at = now();
  await checkReplacement(db, perimeterId, input.old_article_id, input.new_article_id);
  const replaced = await db.transaction(async (tx) => {
    const holding = await tx
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .innerJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
      .where(and(eq(shoppingLists.userId, customer.userId), eq(shoppingListItems.productId, input.old_article_id)))
      .orderBy(shoppingLists.id)
      .for("update", { of: shoppingLists });
    let n = 0;
    for (const list of holding) if (await replaceInList(tx, list.id, input.old_article_id, input.new_article_id, at)) n += 1;
    return n;
  });
  if (replaced === 0) throw notFound("Ce produit n'est dans aucune de vos listes.");
  return {
    message: replaced === 1 ? "Produit remplacé dans 1 liste." : `Produit remplacé dans ${replaced} listes.`,
    listes: await listSummaries(db, customer.userId, perimeterId, at),
    remplacements: replaced,
  };
});

export const myProductsCall = implement(myProducts, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const perimeterId = await principalPerimeterId(db, customer);
  const { rows, total } = await boughtProductsPage(db, customer.userId, perimeterId, input.page, MY_PRODUCTS_PAGE_SIZE);
  const at = now();
  const cards = await cardsByProductId(db, perimeterId, rows.map((r) => r.productId), at);
  const inLists = await db
    .selectDistinct({ productId: shoppingListItems.productId })
    .from(shoppingListItems)
    .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
    .where(eq(shoppingLists.userId, customer.userId));
  return {
    produits: rows.flatMap((r) => {
      const card = cards.get(r.productId);
      return card ? [{ ...publicCard(card), fois_commande: r.times }] : [];
    }),
    total,
    page: input.page,
    en_liste: inLists.map((r) => r.productId).sort((a, b) => a - b),
  };
});

export const isProductInListCall = implement(isProductInList, async ({ db, input, principal }) => {
  const customer = customerOf(principal);
  const listes = await db
    .select({ list_id: shoppingLists.id, title: shoppingLists.name, quantity: shoppingListItems.quantity })
    .from(shoppingListItems)
    .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.listId))
    .where(and(eq(shoppingLists.userId, customer.userId), eq(shoppingListItems.productId, input.article_id)))
    .orderBy(desc(shoppingLists.updatedAt), shoppingLists.id);
  return { in_list: listes.length > 0, listes };
});

export const listCallImplementations: readonly CallImplementation[] = [
  mesListesCall,
  addListCall,
  updateListCall,
  deleteListCall,
  mergeListCall,
  loadListCall,
  replaceProductInListCall,
  replaceAllProductInListCall,
  myProductsCall,
  isProductInListCall,
];
