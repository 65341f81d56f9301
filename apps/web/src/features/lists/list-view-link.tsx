"use client";
// A link to a list page that, for a customer with JavaScript, opens the matching dialog instead (ADD_LIST_MODAL:
// the basket saved as a list; LISTS_MODAL: their lists). A guest follows it: sign-in, then the page.
import type { ReactNode } from "react";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import { useFavourites } from "./favourites-context.tsx";

export function ListViewLink(props: { href: string; view: "ADD_LIST_MODAL" | "LISTS_MODAL"; className?: string; children: ReactNode }) {
  const { status } = useFavourites();
  const { view, ...rest } = props;
  return <ViewLink {...rest} target={{ view }} follow={status === "guest"} />;
}
