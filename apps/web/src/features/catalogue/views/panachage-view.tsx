"use client";
// PANACHAGE view: a mix-and-match offer and the products it combines.
import type { ProductCard } from "@cabas/contracts";
import { useT } from "../../../i18n/client.tsx";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { formatDate } from "../../../lib/format/price.ts";
import { ClientProductGrid } from "./client-tile.tsx";
import { useCall } from "./use-call.ts";
import { ViewStatus } from "./view-state.tsx";

type Group = { id: number; name: string; description: string; endsAt: string | null; products: ProductCard[] };

export default function PanachageView({ id }: ModalPayloads["PANACHAGE"]) {
  const t = useT();
  const state = useCall<{ groups: Group[] }>("getPanachage", { id });
  const group = state.status === "ready" ? state.data.groups[0] : undefined;
  return (
    <>
      <ModalTitle>{group?.name ?? t("product.mix-match")}</ModalTitle>
      <ViewStatus state={state} />
      {group && (
        <>
          <p>{group.description}</p>
          {group.endsAt && <p>{t("product.promo-until", { date: formatDate(group.endsAt) })}</p>}
          <ClientProductGrid products={group.products} />
        </>
      )}
    </>
  );
}
