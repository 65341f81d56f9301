// How orders are picked and prepared (getPicking): the editorial text, then each zone's warehouse and the hour
// after which an order is in preparation, read from the zones themselves so the page never goes out of date.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getPicking } from "@cabas/contracts";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import styles from "@/features/lists/lists.module.css";
import { callApi } from "@/lib/api/client";

const readPicking = () => callApi(getPicking, {}, { perimeter: false, sharedForMs: 60_000 });

export async function generateMetadata(): Promise<Metadata> {
  const result = await readPicking();
  return result.ok ? pageMetadata({ title: result.data.page.title, description: result.data.page.summary, path: "/picking" }) : {};
}

export default async function Page() {
  const result = await readPicking();
  if (!result.ok) notFound();
  const { page, entrepots, marge_poids_variable, remplacements } = result.data;
  return (
    <StaticPageView page={page}>
      <section aria-labelledby="entrepots" className={styles.section}>
        <h2 id="entrepots">Nos entrepôts et leurs heures limites</h2>
        <table>
          <caption>Une commande se modifie jusqu&apos;à l&apos;heure limite&#8239;; ensuite, elle est en préparation.</caption>
          <thead>
            <tr>
              <th scope="col">Zone de livraison</th>
              <th scope="col">Entrepôt</th>
              <th scope="col">Heure limite</th>
              <th scope="col">Créneau express</th>
            </tr>
          </thead>
          <tbody>
            {entrepots.map((e) => (
              <tr key={e.perimetre}>
                <th scope="row">{e.perimetre}</th>
                <td>{e.entrepot}</td>
                <td>{e.heure_limite_heures} h avant le créneau</td>
                <td>réservable jusqu&apos;à {e.express_minutes} min avant</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Les produits vendus au poids sont pesés à la préparation&nbsp;: nous réservons sur votre carte l&apos;estimation plus {marge_poids_variable} %,
          et ne prélevons que le poids réel. Pour un produit manquant, vous choisissez&nbsp;: {remplacements.map((r) => `« ${r.libelle} »`).join(" ou ")}.
        </p>
      </section>
    </StaticPageView>
  );
}
