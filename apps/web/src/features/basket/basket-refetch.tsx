"use client";
// Reads the basket again once this component is shown: for a page reached after a Server Action that changed the
// basket without answering with it (a reorder), where the layout's provider kept the basket it had.
import { useEffect } from "react";
import { useBasket } from "./basket-context.tsx";

export function BasketRefetch() {
  const { refetch } = useBasket();
  useEffect(() => refetch(), [refetch]);
  return null;
}
