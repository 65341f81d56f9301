// Living style guide: every variant and state of the design system, also the page the Playwright stories drive.
import type { Metadata } from "next";
import { ProductTile } from "@/features/catalogue/product-tile";
import type { ProductTileModel } from "@/features/catalogue/product-tile-model";
import { DrawerDemo, LoadingButtonDemo, ModalDemo, PrefsDemo, ToastDemo } from "@/features/design-system/demos";
import styles from "@/features/design-system/design-system.module.css";
import { getT } from "@/i18n/server";
import { Button } from "@/ui/button/button";
import * as constants from "@/ui/constants";
import { ArrowLeftIcon, BasketIcon, ChevronRightIcon } from "@/ui/icons/icons";
import { LazySection } from "@/ui/lazy/lazy-section";
import { PrefetchLink } from "@/ui/prefetch/prefetch-link";
import { RadioToggle, type ToggleColor } from "@/ui/toggle/radio-toggle";

export const metadata: Metadata = {
  title: "Guide de style",
  description: "Les composants de l'interface Cabas et leurs états.",
  robots: { index: false, follow: false },
};

const VARIANTS = ["primary", "secondary", "tertiary", "liste"] as const;
const SIZES = ["small", "medium", "big"] as const;
const TOGGLE_COLORS: ToggleColor[] = ["brand", "bio", "new", "gold", "black", "promo"];
const COLORS = [
  ["Marque", "--color-brand"],
  ["Marque foncée", "--color-brand-dark"],
  ["Accent", "--color-accent"],
  ["Bio", "--color-bio"],
  ["Nouveau", "--color-new"],
  ["Or", "--color-gold"],
  ["Promo", "--color-promo"],
  ["Texte", "--color-text"],
  ["Texte secondaire", "--color-text-muted"],
  ["Surface", "--color-surface"],
] as const;

// Style-guide specimens: they show the tile's states, they are not catalogue data.
const specimen = (over: Partial<ProductTileModel>): ProductTileModel => ({
  id: 0,
  slug: "pommes-gala",
  href: "/design-system#tuiles",
  name: "Pommes Gala",
  brand: "Vergers de Loire",
  imageUrl: "/media/produits/red-apple.svg",
  imageAlt: "Pommes",
  priceCents: 349,
  referencePriceCents: null,
  reductionPercent: null,
  unitPriceCents: 349,
  unit: "kg",
  netQuantity: "1 kg",
  variableWeight: false,
  estimatedPriceCents: null,
  isBio: false,
  isNew: false,
  isPromo: false,
  nutriscore: "A",
  available: true,
  recalled: false,
  stock: 20,
  alcoholic: false,
  ...over,
});
const TILES: ProductTileModel[] = [
  specimen({ id: 1 }),
  specimen({
    id: 2,
    name: "Comté AOP 18 mois",
    brand: "Fromagerie des Monts",
    imageUrl: "/media/produits/cheese-wedge.svg",
    imageAlt: "Comté",
    priceCents: 579,
    referencePriceCents: 649,
    reductionPercent: 10,
    isPromo: true,
    unitPriceCents: 2316,
    netQuantity: "250 g",
    nutriscore: "D",
  }),
  specimen({
    id: 3,
    name: "Carottes bio",
    brand: null,
    imageUrl: "/media/produits/carrot.svg",
    imageAlt: "Carottes",
    priceCents: 229,
    unitPriceCents: 229,
    isBio: true,
    isNew: true,
    nutriscore: "A",
  }),
  specimen({
    id: 4,
    name: "Baguette tradition",
    brand: "Fournil Cabas",
    imageUrl: "/media/produits/baguette-bread.svg",
    imageAlt: "Baguette",
    priceCents: 135,
    unitPriceCents: 540,
    netQuantity: "250 g",
    nutriscore: "B",
    available: false,
  }),
];

export default async function DesignSystemPage() {
  const t = await getT();
  return (
    <div className="page">
      <h1>Guide de style</h1>
      <p className={styles.intro}>
        Les composants partagés de la boutique, dans toutes leurs variantes et tous leurs états. Cette page sert aussi
        de banc d&apos;essai aux tests de bout en bout.
      </p>

      <section className={styles.section} aria-labelledby="ds-couleurs">
        <h2 id="ds-couleurs">Couleurs</h2>
        <div className={styles.grid}>
          {COLORS.map(([label, token]) => (
            <div key={token} className={styles.swatch}>
              <span style={{ background: `var(${token})` }} />
              <span>
                {label} <code>{token}</code>
              </span>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ds-boutons">
        <h2 id="ds-boutons">Boutons</h2>
        {VARIANTS.map((variant) => (
          <div key={variant}>
            <h3>Variante {variant}</h3>
            <div className={styles.row}>
              {SIZES.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {`${variant} ${size}`}
                </Button>
              ))}
              <Button variant={variant} disabled>
                {`${variant} désactivé`}
              </Button>
            </div>
          </div>
        ))}
        <h3>Icônes et liens</h3>
        <div className={styles.row}>
          <Button icon={<BasketIcon size={18} />}>Icône à gauche</Button>
          <Button icon={<ChevronRightIcon size={18} />} iconPosition="right" variant="secondary">
            Icône à droite
          </Button>
          <Button href="/faq" variant="tertiary" icon={<ArrowLeftIcon size={18} />}>
            Bouton lien vers la FAQ
          </Button>
          <Button fullWidth variant="liste">
            Pleine largeur
          </Button>
        </div>
        <h3>Chargement</h3>
        <LoadingButtonDemo />
      </section>

      <section className={styles.section} aria-labelledby="ds-toggles">
        <h2 id="ds-toggles">Boutons radio</h2>
        <div className={styles.toggles}>
          {(["small", "big"] as const).map((size) =>
            TOGGLE_COLORS.map((color) => (
              <fieldset key={`${size}-${color}`} className={styles.fieldset}>
                <legend>{`Couleur ${color}, taille ${size}`}</legend>
                <RadioToggle
                  name={`toggle-${size}-${color}`}
                  value="on"
                  color={color}
                  brandColor={color === "brand" ? "#7b2d8b" : undefined}
                  size={size}
                  label={color === "brand" ? "coché (couleur du produit)" : "coché"}
                  defaultChecked
                />
                <RadioToggle name={`toggle-${size}-${color}`} value="off" color={color} size={size} label="non coché" />
                <RadioToggle
                  name={`toggle-${size}-${color}-disabled`}
                  value="off"
                  color={color}
                  size={size}
                  label="désactivé"
                  disabled
                />
              </fieldset>
            )),
          )}
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Réunir des listes</legend>
          <RadioToggle name="merge_type" value="0" label="Supprimer les listes initiales" defaultChecked size="big" />
          <RadioToggle name="merge_type" value="1" label="Conserver les listes initiales" size="big" />
        </fieldset>
      </section>

      <section className={styles.section} aria-labelledby="ds-toasts">
        <h2 id="ds-toasts">Notifications</h2>
        <p className={styles.note}>
          Elles se ferment seules après {constants.TOAST_DURATION_MS / 1000} secondes, sans barre de progression.
        </p>
        <ToastDemo />
      </section>

      <section className={styles.section} aria-labelledby="ds-modales">
        <h2 id="ds-modales">Fenêtres modales</h2>
        <p className={styles.note}>
          Une seule fenêtre à la fois ; Échap la ferme et le focus revient au bouton qui l&apos;a ouverte.
        </p>
        <ModalDemo />
      </section>

      <section className={styles.section} aria-labelledby="ds-panneau">
        <h2 id="ds-panneau">Panneau latéral</h2>
        <DrawerDemo />
      </section>

      <section className={styles.section} aria-labelledby="ds-tuiles" id="tuiles">
        <h2 id="ds-tuiles">Tuiles produit</h2>
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile.id}>
              <ProductTile product={tile} t={t} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="ds-prefs">
        <h2 id="ds-prefs">Préférences d&apos;interface</h2>
        <PrefsDemo />
      </section>

      <section className={styles.section} aria-labelledby="ds-lazy">
        <h2 id="ds-lazy">Chargement différé et préchargement</h2>
        <div className={styles.row}>
          <PrefetchLink href="/faq">Lien préchargé près de l&apos;écran : FAQ</PrefetchLink>
        </div>
        <LazySection
          minHeight={120}
          aria-label="Section différée"
          placeholder={<div className={styles.lazyBox}>…</div>}
        >
          <div className={styles.lazyBox}>Section chargée à l&apos;approche de l&apos;écran</div>
        </LazySection>
      </section>

      <section className={styles.section} aria-labelledby="ds-constantes">
        <h2 id="ds-constantes">Constantes</h2>
        <table className={styles.constants}>
          <caption className="visually-hidden">Constantes de l&apos;interface</caption>
          <tbody>
            {Object.entries(constants).map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>{JSON.stringify(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
