// « Rien oublié ? » as a page: what the PENSE_BETE dialog shows, for a shopper without scripts (the basket page's
// link leads here; with scripts the same link opens the dialog).
import type { Metadata } from "next";
import Link from "next/link";
import { penseBete } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { ErrorBanner } from "@/features/orders/order-parts";
import { callApi } from "@/lib/api/client";
import { getT } from "@/i18n/server";

export const metadata: Metadata = { title: "Rien oublié ?", robots: { index: false } };

export default async function Page() {
  const [result, t] = await Promise.all([callApi(penseBete, { limit: 12 }), getT()]);
  return (
    <div className="page">
      <PageHeader title="Rien oublié&#8239;?" />
      {!result.ok ? (
        <ErrorBanner message="Vos produits habituels ne peuvent pas être affichés pour le moment. Réessayez dans un instant." />
      ) : result.data.products.length === 0 ? (
        <p>Tout y est&nbsp;: votre panier contient déjà vos produits habituels.</p>
      ) : (
        <>
          {/* The tiles' names are h3: a heading between them and the h1 keeps the outline whole (RGAA 9.1). */}
          <h2 className="visually-hidden">Produits suggérés</h2>
          <ProductGrid products={result.data.products} t={t} />
        </>
      )}
      <p>
        <Link href="/checkout/mon-panier">Retour au panier</Link>
      </p>
    </div>
  );
}
