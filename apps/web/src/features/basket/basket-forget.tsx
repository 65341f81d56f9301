"use client";
// Empties the basket the page shows once this component is shown: for the page reached after the account was deleted
// (a Server Action's redirect, a client-side navigation). Signing out loads the next page afresh; here the layout's
// provider kept the gone account's basket, and reading it again would not help: an empty server basket (id_panier 0)
// is never adopted over the one shown (shouldAdoptServerBasket).
import { useEffect } from "react";
import { emptyBasket } from "@cabas/contracts/client-values";
import { useBasket } from "./basket-context.tsx";

export function BasketForget() {
  const { adopt } = useBasket();
  useEffect(() => adopt(emptyBasket()), [adopt]);
  return null;
}
