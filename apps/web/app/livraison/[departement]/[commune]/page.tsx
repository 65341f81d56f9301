// Delivery in one commune: its perimeter, postal codes, fees and neighbouring communes; 404 when not delivered.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import contentStyles from "@/features/content/content.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/delivery/delivery.module.css";
import { FeesTable } from "@/features/delivery/fees-table";
import { communePath, findCommune } from "@/features/delivery/find-commune";
import { getT } from "@/i18n/server";
import { getDeliveryFees, getDeliveryZones } from "@/lib/api/content";
import { Button } from "@/ui/button/button";

type Props = { params: Promise<{ departement: string; commune: string }> };

const lookup = async (params: Props["params"]) => {
  const { departement, commune } = await params;
  return findCommune(await getDeliveryZones(), departement, commune);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, match] = await Promise.all([getT(), lookup(params)]);
  if (!match) return {};
  const { departement, commune } = match;
  return pageMetadata({
    title: t("commune.title", { commune: commune.name }),
    description: t("commune.description", { commune: commune.name, postalCodes: commune.postalCodes.join(", ") }),
    path: communePath(departement.slug, commune.slug),
  });
}

export default async function CommuneDeliveryPage({ params }: Props) {
  const [t, match, fees] = await Promise.all([getT(), lookup(params), getDeliveryFees()]);
  if (!match) notFound();
  const { zone, departement, commune } = match;
  const perimeterFees = fees.find((f) => f.id === zone.id);
  const neighbours = departement.communes.filter((c) => c.slug !== commune.slug).slice(0, 24);

  return (
    <div className="page">
      <PageHeader
        title={t("commune.title", { commune: commune.name })}
        lead={t("commune.intro", { commune: commune.name, departement: `${departement.name} (${departement.code})` })}
        crumbs={[
          { href: "/livraison", label: t("footer.links.livraison") },
          { href: "/ma-ville", label: t("footer.links.ma-ville") },
        ]}
      />
      <div className={styles.communeFacts}>
        <section className={styles.factCard} aria-labelledby="codes-postaux">
          <h2 id="codes-postaux">{t("commune.postal-codes")}</h2>
          <ul className={styles.chips}>
            {commune.postalCodes.map((cp) => (
              <li key={cp}>{cp}</li>
            ))}
          </ul>
          <p>{t("commune.perimeter", { name: zone.name })}</p>
        </section>
        {perimeterFees && <FeesTable perimeter={perimeterFees} t={t} headingLevel={2} />}
      </div>
      {neighbours.length > 0 && (
        <section className={contentStyles.section} aria-labelledby="voisines">
          <h2 id="voisines">{t("commune.other-communes")}</h2>
          <ul className={styles.communes}>
            {neighbours.map((c) => (
              <li key={c.inseeCode}>
                <Link href={communePath(departement.slug, c.slug)} prefetch={false}>
                  {c.name}
                </Link>{" "}
                <span className={styles.postalCodes}>{c.postalCodes.join(", ")}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={contentStyles.section}>
        <Button href="/ma-ville" variant="secondary">
          {t("commune.all-cities")}
        </Button>
      </p>
    </div>
  );
}
