// The stock screen (ADR 0126): find a product by name, EAN or number, read its stock in each perimeter (on the shelf,
// held for its waiting list, people waiting), set it after counting or add a delivery, or take its offer off sale
// or put it back, with a reason; sell it in a perimeter where it is not sold, or import a whole delivery note (ADR 0132).
// A raise of a product on reservation is offered to its waiting list at once. Each change is recorded, with its author, in the
// product's history below and in the team journal. Only staff who manage stock see it; works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { STOCK_WRITE_PERMISSION, getBonsLivraison, getStockProduits, type CallOutput } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { StaffSearch } from "@/features/staff/staff-search";
import { StaffTable } from "@/features/staff/staff-table";
import { staffDateTime } from "@/features/staff/staff-journal";
import { CancelNoteForm, DeliveryNoteForm, OpenOfferForm, PriceForms, StockForms } from "@/features/staff/stock-form";
import {
  STOCK_PATH,
  noteCancelDoneMessage,
  noteCancelDoneOf,
  noteCancelledText,
  noteDoneMessage,
  noteDoneOf,
  noteSummary,
  offerDoneMessage,
  offerDoneOf,
  offerPricesText,
  perimeterFigures,
  priceChangeText,
  priceDoneMessage,
  priceDoneOf,
  saleDoneMessage,
  saleDoneOf,
  stockChangeText,
  stockDoneMessage,
  stockDoneOf,
} from "@/features/staff/stock";
import { callApi } from "@/lib/api/client";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const metadata: Metadata = { title: "Stock des produits", robots: { index: false } };

type Product = CallOutput<typeof getStockProduits>["produits"][number];

export default async function StockPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  const typed = firstParam(params.q)?.trim() || undefined;
  requireStaffPermission(jar, STOCK_WRITE_PERMISSION, typed ? `${STOCK_PATH}?q=${encodeURIComponent(typed)}` : STOCK_PATH);
  const [result, notes] = await Promise.all([
    typed ? callApi(getStockProduits, { q: typed }, { perimeter: false }) : null,
    callApi(getBonsLivraison, {}, { perimeter: false }),
  ]);
  const error = result && !result.ok ? (result.errors?.q?.[0] ?? result.message) : null;
  const products = result?.ok ? result.data.produits : [];
  const done = stockDoneOf({
    fait: firstParam(params.fait),
    produit: firstParam(params.produit),
    perimetre: firstParam(params.perimetre),
    avant: firstParam(params.avant),
    apres: firstParam(params.apres),
    attente: firstParam(params.attente),
  });
  const saleDone = saleDoneOf({ fait: firstParam(params.fait), produit: firstParam(params.produit), perimetre: firstParam(params.perimetre), attente: firstParam(params.attente) });
  const offerDone = offerDoneOf({ fait: firstParam(params.fait), produit: firstParam(params.produit), perimetre: firstParam(params.perimetre), attente: firstParam(params.attente) });
  const noteDone = noteDoneOf({ fait: firstParam(params.fait), bon: firstParam(params.bon), attente: firstParam(params.attente) });
  const cancelDone = noteCancelDoneOf({ fait: firstParam(params.fait), bon: firstParam(params.bon) });
  const priceDone = priceDoneOf({ fait: firstParam(params.fait), produit: firstParam(params.produit), perimetre: firstParam(params.perimetre) });
  const changed = done ?? saleDone ?? offerDone ?? priceDone;
  const doneProduct = changed ? products.find((p) => p.id === changed.productId) : undefined;
  const donePerimeter = changed ? doneProduct?.perimetres.find((o) => o.id_perimetre === changed.perimeterId) : undefined;
  const doneNames = doneProduct && donePerimeter ? { product: doneProduct.nom, perimeter: donePerimeter.perimetre } : null;
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Stock des produits"
        lead="Le stock en rayon et le prix d'un produit dans chaque périmètre. Fixez le stock après un comptage, ajoutez une livraison reçue, changez le prix, lancez ou arrêtez une promotion, retirez l'offre de la vente, ou mettez le produit en vente dans un autre périmètre. Un bon de livraison entier s'importe en bas de page. Pour un produit sur réservation, les places ajoutées sont aussitôt proposées à sa liste d'attente."
      />
      {done && <RouteNotice replaceable>{stockDoneMessage(done, doneNames)}</RouteNotice>}
      {saleDone && <RouteNotice replaceable>{saleDoneMessage(saleDone, doneNames)}</RouteNotice>}
      {offerDone && (
        <RouteNotice replaceable>
          {offerDoneMessage(
            offerDone,
            doneProduct && donePerimeter
              ? { product: doneProduct.nom, perimeter: donePerimeter.perimetre, price: donePerimeter.prix, byWeight: doneProduct.vendu_au_poids, stock: donePerimeter.stock }
              : null,
          )}
        </RouteNotice>
      )}
      {priceDone && (
        <RouteNotice replaceable>
          {priceDoneMessage(
            priceDone,
            doneProduct && donePerimeter
              ? { product: doneProduct.nom, perimeter: donePerimeter.perimetre, prix: donePerimeter.prix, promotion: donePerimeter.promotion, byWeight: doneProduct.vendu_au_poids }
              : null,
          )}
        </RouteNotice>
      )}
      {noteDone && (
        <RouteNotice replaceable>{noteDoneMessage(noteDone, (notes.ok ? notes.data.bons.find((n) => n.id === noteDone.noteId) : undefined) ?? null)}</RouteNotice>
      )}
      {cancelDone && (
        <RouteNotice replaceable>{noteCancelDoneMessage((notes.ok ? notes.data.bons.find((n) => n.id === cancelDone.noteId) : undefined) ?? null)}</RouteNotice>
      )}
      <StaffSearch action={STOCK_PATH} name="q" label="Nom, EAN ou n° du produit" formLabel="Chercher un produit" typed={typed} error={error} submit="Chercher" id="stock-q" />
      {result?.ok &&
        (products.length === 0 ? (
          <p role="status">{typesetFrench(`Aucun produit ne correspond à « ${typed} ».`)}</p>
        ) : (
          <>
            {result.data.autres && <p role="status">D&apos;autres produits correspondent&nbsp;: précisez le nom, ou tapez l&apos;EAN.</p>}
            {products.map((product) => (
              <ProductStock key={product.id} product={product} query={typed ?? ""} />
            ))}
          </>
        ))}
      {notes.ok && <DeliveryNotes notes={notes.data} />}
    </div>
  );
}

/** Importing a delivery note for a perimeter (ADR 0132), and the latest notes imported. */
function DeliveryNotes({ notes }: { notes: CallOutput<typeof getBonsLivraison> }) {
  return (
    <section className={staffStyles.login} aria-labelledby="bons-livraison">
      <h2 id="bons-livraison">Bons de livraison</h2>
      <p>
        Collez les lignes du bon, «&nbsp;EAN;quantité&nbsp;» (ou séparées par une tabulation ou une virgule, avec ou sans ligne d&apos;en-tête). Toutes les
        lignes sont vérifiées d&apos;abord&nbsp;: le bon est ajouté au stock en entier, ou pas du tout. Un produit présent sur plusieurs lignes reçoit leur
        somme. Une même référence n&apos;est importée qu&apos;une fois par périmètre. Un bon importé par erreur s&apos;annule avec un motif&nbsp;: ses
        quantités sont retirées du stock, si les rayons les ont encore, et sa référence peut alors être importée à nouveau.
      </p>
      <DeliveryNoteForm perimeters={notes.perimetres} />
      {notes.bons.length > 0 && (
        <StaffTable
          caption="Derniers bons de livraison importés"
          captionClassName={undefined}
          columns={["Quand, par qui", "Bon", "Contenu", "Annulation"]}
          rows={notes.bons.map((note) => ({
            key: note.id,
            cells: [
              <>
                {staffDateTime(note.date)}
                <br />
                {note.par ? `${note.par.prenom} ${note.par.nom}` : "compte supprimé"}
              </>,
              `${note.reference} (${note.perimetre})`,
              noteSummary(note),
              note.annulation ? (
                noteCancelledText(note.annulation, staffDateTime(note.annulation.date))
              ) : (
                <CancelNoteForm noteId={note.id} reference={note.reference} perimeter={note.perimetre} />
              ),
            ],
          }))}
        />
      )}
    </section>
  );
}

function ProductStock({ product, query }: { product: Product; query: string }) {
  const id = `produit-${product.id}`;
  return (
    <section className={staffStyles.login} aria-labelledby={id}>
      <h2 id={id}>
        <Link href={`/${product.slug}`} prefetch={false}>
          {product.nom}
        </Link>
      </h2>
      <p>
        N°&nbsp;{product.id}, EAN&nbsp;{product.ean}.{" "}
        {product.sur_reservation ? "Vendu sur réservation\u00A0: les places ajoutées vont d'abord à sa liste d'attente." : "Vendu sans réservation."}
      </p>
      {product.perimetres.length === 0 ? (
        <p>Ce produit n&apos;est vendu dans aucun périmètre.</p>
      ) : (
        product.perimetres.map((offer) => {
          const offerId = `${id}-perimetre-${offer.id_perimetre}`;
          return (
            <article key={offer.id_perimetre} className={staffStyles.stockOffer} aria-labelledby={offerId}>
              <h3 id={offerId}>{offer.perimetre}</h3>
              <p>{perimeterFigures(offer)}</p>
              <StockForms query={query} productId={product.id} productName={product.nom} perimeterId={offer.id_perimetre} perimeterName={offer.perimetre} stock={offer.stock} onSale={offer.en_vente} />
              <p>{offerPricesText(offer, product.vendu_au_poids)}</p>
              {/* Not keyed by the prices read: a refusal (a colleague changed them) stays under its button, the hidden prices renewed. */}
              <PriceForms
                query={query}
                productId={product.id}
                productName={product.nom}
                perimeterId={offer.id_perimetre}
                perimeterName={offer.perimetre}
                seen={offer.prix_lu}
                byWeight={product.vendu_au_poids}
                promoted={offer.promotion !== null}
              />
            </article>
          );
        })
      )}
      {product.autres_perimetres.length > 0 && (
        <article className={staffStyles.stockOffer} aria-labelledby={`${id}-ouvrir`}>
          <h3 id={`${id}-ouvrir`}>Vendre dans un autre périmètre</h3>
          <p>
            {product.vendu_au_poids
              ? "Vendu au poids : le prix saisi est celui du kilo. Sans promotion ; le prix au kilo affiché aux clients en découle."
              : "Le prix saisi est celui de l'unité, sans promotion ; le prix au kilo ou au litre affiché aux clients en découle."}
          </p>
          <OpenOfferForm query={query} productId={product.id} productName={product.nom} byWeight={product.vendu_au_poids} perimeters={product.autres_perimetres} />
        </article>
      )}
      <ChangeHistory what="prix" productName={product.nom} changes={product.changements_prix.map((change) => ({ ...change, text: priceChangeText(change) }))} />
      <ChangeHistory what="stock" productName={product.nom} changes={product.changements.map((change) => ({ ...change, text: stockChangeText(change) }))} />
    </section>
  );
}

/** A product's latest stock or price changes on the screen, with who made each (null: an account since erased). */
function ChangeHistory({
  what,
  productName,
  changes,
}: {
  what: "stock" | "prix";
  productName: string;
  changes: { date: string; par: { prenom: string; nom: string } | null; perimetre: string; text: string }[];
}) {
  if (changes.length === 0) return null;
  return (
    <StaffTable
      caption={typesetFrench(`Derniers changements de ${what} de « ${productName} »`)}
      captionClassName={undefined}
      columns={["Quand, par qui", "Périmètre", "Changement"]}
      rows={changes.map((change, index) => ({
        key: index,
        cells: [
          <>
            {staffDateTime(change.date)}
            <br />
            {change.par ? `${change.par.prenom} ${change.par.nom}` : "compte supprimé"}
          </>,
          change.perimetre,
          change.text,
        ],
      }))}
    />
  );
}
