// The benefits page (spec §2 checkout: /checkout/mes-avantages).
import type { Metadata } from "next";
import { BenefitsView } from "@/features/basket/benefits-view";
import { getCurrentUser } from "@/features/account/current-user";
import { PageHeader } from "@/features/content/page-header";

export const metadata: Metadata = { title: "Mes avantages", robots: { index: false } };

export default async function Page() {
  const current = await getCurrentUser();
  return (
    <div className="page">
      <PageHeader title="Mes avantages" crumbs={[{ href: "/checkout/mon-panier", label: "Mon panier" }]} />
      <BenefitsView signedIn={current.status === "signed-in"} />
    </div>
  );
}
