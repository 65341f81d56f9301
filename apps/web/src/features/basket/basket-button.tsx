"use client";
// The header's basket button: count and the goods' amount, a link to the basket page that opens the cart drawer once
// JavaScript runs. Its accessible name is its visible text (no aria-label), so the two always match.
import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";
import { formatCents, eurosToCents } from "../../lib/format/price.ts";
import { useSetUiPrefs } from "../../ui/prefs/ui-prefs.tsx";
import { useBasket } from "./basket-context.tsx";

export function BasketButton({
  className,
  iconClassName,
  badgeClassName,
  textClassName,
  labelClassName,
  totalClassName,
  icon,
}: {
  className?: string;
  iconClassName?: string;
  badgeClassName?: string;
  textClassName?: string;
  labelClassName?: string;
  totalClassName?: string;
  icon: ReactNode;
}) {
  const { basket } = useBasket();
  const setPrefs = useSetUiPrefs();
  const count = basket.totalItems;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setPrefs({ cartDrawerVisible: true });
  };
  return (
    <Link href="/checkout/mon-panier" prefetch={false} className={className} onClick={onClick} aria-haspopup="dialog">
      <span className={iconClassName}>
        {icon}
        <span className={badgeClassName}>
          {count}
          <span className="visually-hidden">{count > 1 ? " articles" : " article"}</span>
        </span>
      </span>
      <span className={textClassName}>
        <span className={labelClassName}>Panier</span>
        {/* The goods, as the basket page's "Produits": the delivery fee is added (and said) in the drawer and the basket. */}
        <span className={totalClassName}>{formatCents(eurosToCents(basket.totals.total_marchandise))}</span>
      </span>
    </Link>
  );
}
