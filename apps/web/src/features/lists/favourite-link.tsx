"use client";
// The heart of a product (tile or page): a link to « add to a list » (/mes-listes?ajouter=…, which asks a guest to
// sign in first and works without JavaScript); for a customer it opens the PRODUIT_FAVORI dialog instead,
// and it is filled when one of their lists holds the product.
import Link from "next/link";
import { isPlainClick } from "../../ui/modal/view-link.tsx";
import { HeartIcon } from "../../ui/icons/icons.tsx";
import { useModal } from "../../ui/modal/modal-context.ts";
import { addToListPath } from "../account/paths.ts";
import { useFavourites } from "./favourites-context.tsx";
import styles from "./favourite-link.module.css";

export function FavouriteLink({
  productId,
  slug,
  name,
  className,
  iconSize = 20,
  text,
}: {
  productId: number;
  slug: string;
  name: string;
  className?: string;
  iconSize?: number;
  /** Visible text beside the heart (the product page); a tile shows the heart alone, named for screen readers. */
  text?: { add: string; held: string };
}) {
  const { status, isFavourite } = useFavourites();
  const { openModal } = useModal();
  const held = isFavourite(productId);
  const label = held ? `« ${name} » est dans vos listes : gérer` : `Ajouter « ${name} » à une liste`;
  return (
    <Link
      href={addToListPath(slug)}
      prefetch={false}
      rel="nofollow"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      data-held={held || undefined}
      aria-label={text ? undefined : label}
      onClick={(event) => {
        // A guest follows the link: sign-in, then the list page. A shopper with an account gets the dialog even
        // before the read answers (the dialog reads their lists itself).
        if (status === "guest" || !isPlainClick(event)) return;
        event.preventDefault();
        openModal("PRODUIT_FAVORI", { id: productId, name, slug });
      }}
    >
      <HeartIcon size={iconSize} filled={held} />
      {text && <span>{held ? text.held : text.add}</span>}
    </Link>
  );
}
