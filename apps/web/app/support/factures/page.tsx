// The invoices screen (ADR 0133), for accounting: find a product by name, EAN or number, read its VAT rate and the
// changes made to it, and set another French rate, saying whether it corrects an error or follows the law, and why;
// below, the orders whose invoice billed a product at a rate other than the one it should have had, each with the
// button that issues its rectifying invoice (the command's own code: once per order), and the rectifying invoices
// issued, downloadable. Each change and each issue is recorded, with its author, for the team journal. Only
// accounting sees it; works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { INVOICES_WRITE_PERMISSION, getFacturesRectificatives, getTauxTva, type CallOutput } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { StaffSearch } from "@/features/staff/staff-search";
import { StaffTable } from "@/features/staff/staff-table";
import { staffDateTime } from "@/features/staff/staff-journal";
import { CancelScheduledVatRateForm, IssueRectifyingInvoiceForm, ScheduleVatRateForm, VatRateForm } from "@/features/staff/invoice-forms";
import {
  INVOICES_PATH,
  correctedLineText,
  issueDoneMessage,
  issueDoneOf,
  rateText,
  scheduleDoneMessage,
  scheduleDoneOf,
  scheduleWindow,
  staffRectifyingInvoicePath,
  vatChangeText,
  vatDoneMessage,
  vatDoneOf,
} from "@/features/staff/invoices";
import { callApi } from "@/lib/api/client";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { frenchLongDay } from "@cabas/contracts";
import { formatEuros } from "@/lib/format/price";

export const metadata: Metadata = { title: "TVA et factures rectificatives", robots: { index: false } };

type Product = CallOutput<typeof getTauxTva>["produits"][number];
type Invoices = CallOutput<typeof getFacturesRectificatives>;

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  const typed = firstParam(params.q)?.trim() || undefined;
  requireStaffPermission(jar, INVOICES_WRITE_PERMISSION, typed ? `${INVOICES_PATH}?q=${encodeURIComponent(typed)}` : INVOICES_PATH);
  const [result, invoices] = await Promise.all([
    typed ? callApi(getTauxTva, { q: typed }, { perimeter: false }) : null,
    callApi(getFacturesRectificatives, {}, { perimeter: false }),
  ]);
  const error = result && !result.ok ? (result.errors?.q?.[0] ?? result.message) : null;
  const products = result?.ok ? result.data.produits : [];
  const rateDone = vatDoneOf({
    fait: firstParam(params.fait),
    produit: firstParam(params.produit),
    avant: firstParam(params.avant),
    apres: firstParam(params.apres),
    nature: firstParam(params.nature),
    rectifier: firstParam(params.rectifier),
  });
  const issueDone = issueDoneOf({ fait: firstParam(params.fait), commande: firstParam(params.commande), numero: firstParam(params.numero) });
  const doneProduct = rateDone ? products.find((p) => p.id === rateDone.productId) : undefined;
  const scheduleDone = scheduleDoneOf({
    fait: firstParam(params.fait),
    produit: firstParam(params.produit),
    avant: firstParam(params.avant),
    apres: firstParam(params.apres),
    jour: firstParam(params.jour),
  });
  const scheduledProduct = scheduleDone ? products.find((p) => p.id === scheduleDone.productId) : undefined;
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="TVA et factures rectificatives"
        lead="Le taux de TVA d'un produit : changez-le en disant s'il corrige une erreur ou suit un changement de la loi. Les commandes livrées ensuite sont facturées au nouveau taux ; les factures émises à un taux corrigé comme une erreur sont à rectifier, une facture rectificative par commande."
      />
      {rateDone && <RouteNotice replaceable>{vatDoneMessage(rateDone, doneProduct?.nom ?? null)}</RouteNotice>}
      {issueDone && <RouteNotice replaceable>{issueDoneMessage(issueDone)}</RouteNotice>}
      {scheduleDone && <RouteNotice replaceable>{scheduleDoneMessage(scheduleDone, scheduledProduct?.nom ?? null)}</RouteNotice>}
      <StaffSearch action={INVOICES_PATH} name="q" label="Nom, EAN ou n° du produit" formLabel="Chercher un produit" typed={typed} error={error} submit="Chercher" id="tva-q" />
      {result?.ok &&
        (products.length === 0 ? (
          <p role="status">{typesetFrench(`Aucun produit ne correspond à « ${typed} ».`)}</p>
        ) : (
          <>
            {result.data.autres && <p role="status">D&apos;autres produits correspondent&nbsp;: précisez le nom, ou tapez l&apos;EAN.</p>}
            {products.map((product) => (
              <ProductRate key={product.id} product={product} query={typed ?? ""} />
            ))}
          </>
        ))}
      {invoices.ok ? <RectifyingInvoices invoices={invoices.data} /> : <p role="alert">{invoices.message}</p>}
    </div>
  );
}

function ProductRate({ product, query }: { product: Product; query: string }) {
  const id = `produit-${product.id}`;
  return (
    <section className={staffStyles.login} aria-labelledby={id}>
      <h2 id={id}>
        <Link href={`/${product.slug}`} prefetch={false}>
          {product.nom}
        </Link>
      </h2>
      <p>
        N°&nbsp;{product.id}, EAN&nbsp;{product.ean}. TVA&nbsp;: <strong>{rateText(product.taux_bp)}</strong>.
      </p>
      <VatRateForm query={query} productId={product.id} productName={product.nom} rateBp={product.taux_bp} />
      {product.programme ? (
        <>
          <p>
            {typesetFrench(
              `Changement de la loi programmé : ${rateText(product.taux_bp)} → ${rateText(product.programme.apres_bp)} le ${frenchLongDay(product.programme.date_effet)} à 0 h (${product.programme.motif}). Jusque-là, le taux actuel s'applique.`,
            )}
          </p>
          <CancelScheduledVatRateForm query={query} changeId={product.programme.id} label={`Changement programmé : ${product.nom}`} />
        </>
      ) : (
        <ScheduleVatRateForm query={query} productId={product.id} productName={product.nom} rateBp={product.taux_bp} {...scheduleWindow(new Date())} />
      )}
      {product.changements.length > 0 && (
        <StaffTable
          caption={typesetFrench(`Derniers changements de taux de « ${product.nom} »`)}
          captionClassName={undefined}
          columns={["Quand, par qui", "Changement"]}
          rows={product.changements.map((change, index) => ({
            key: index,
            cells: [
              <>
                {staffDateTime(change.date)}
                <br />
                {change.par ? `${change.par.prenom} ${change.par.nom}` : "compte supprimé"}
              </>,
              vatChangeText(change),
            ],
          }))}
        />
      )}
    </section>
  );
}

function RectifyingInvoices({ invoices }: { invoices: Invoices }) {
  return (
    <>
      <section aria-labelledby="factures-a-rectifier">
        <h2 id="factures-a-rectifier">Factures à rectifier</h2>
        {invoices.a_rectifier.length === 0 ? (
          <p>Aucune facture n&apos;est à rectifier.</p>
        ) : (
          <>
            <p>
              {typesetFrench(
                `${invoices.a_rectifier.length === 1 ? "1 commande a" : `${invoices.a_rectifier.length} commandes ont`} une facture qui porte un produit à un autre taux que celui qu'il devait avoir. Les prix TTC payés ne changent pas : la facture rectificative corrige la TVA et les montants HT, et part au client par e-mail.`,
              )}
            </p>
            {invoices.a_rectifier.map((invoice) => (
              <article key={invoice.id_commande} className={staffStyles.stockOffer} aria-labelledby={`a-rectifier-${invoice.id_commande}`}>
                <h3 id={`a-rectifier-${invoice.id_commande}`}>
                  {typesetFrench(`Commande n° ${invoice.id_commande} — facture ${invoice.facture} du ${staffDateTime(invoice.date_facture)}`)}
                </h3>
                <p>{invoice.client}</p>
                <ul>
                  {invoice.lignes.map((line) => (
                    <li key={line.nom}>
                      {correctedLineText(line)} ({formatEuros(line.montant)})
                    </li>
                  ))}
                </ul>
                <p>{typesetFrench(`TVA facturée : ${formatEuros(invoice.tva_facturee)} ; TVA rectifiée : ${formatEuros(invoice.tva_rectifiee)}.`)}</p>
                <IssueRectifyingInvoiceForm orderId={invoice.id_commande} />
              </article>
            ))}
          </>
        )}
      </section>
      <section aria-labelledby="factures-emises">
        <h2 id="factures-emises">Factures rectificatives émises</h2>
        {invoices.emises.length === 0 ? (
          <p>Aucune facture rectificative n&apos;a été émise.</p>
        ) : (
          <>
            <p>
              {invoices.total_emises === 1 ? "1 facture rectificative" : `${invoices.total_emises} factures rectificatives`}
              {invoices.total_emises > invoices.emises.length ? `, dont les ${invoices.emises.length} plus récentes ci-dessous.` : "."}
            </p>
            <StaffTable
              caption="Factures rectificatives émises"
              captionClassName="visually-hidden"
              columns={["Facture rectificative", "Quand, par qui", "Commande, facture remplacée", "Lignes corrigées"]}
              rows={invoices.emises.map((issued) => ({
                key: issued.numero,
                cells: [
                  <a key="pdf" href={staffRectifyingInvoicePath(issued.id_commande)} download>
                    {typesetFrench(`${issued.numero} (PDF)`)}
                  </a>,
                  <>
                    {staffDateTime(issued.date)}
                    <br />
                    {issued.par ? `${issued.par.prenom} ${issued.par.nom}` : "commande de la comptabilité ou compte supprimé"}
                  </>,
                  typesetFrench(`n° ${issued.id_commande}, ${issued.facture_remplacee}`),
                  issued.lignes.map(correctedLineText).join(" ; "),
                ],
              }))}
            />
          </>
        )}
      </section>
    </>
  );
}
