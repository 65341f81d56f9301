"use client";
// Interactive stories of the living style guide (/design-system): loading button, toasts, modal views, drawer, prefs.
import { useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { useDrawer } from "../../ui/drawer/drawer-host.tsx";
import { useModal } from "../../ui/modal/modal-context.ts";
import { useSetUiPrefs, useUiPref } from "../../ui/prefs/ui-prefs.tsx";
import { useToast } from "../../ui/toast/toaster.tsx";
import styles from "./design-system.module.css";

export function LoadingButtonDemo() {
  const [loading, setLoading] = useState(false);
  return (
    <div className={styles.row}>
      <Button loading={loading} onClick={() => setLoading(true)}>
        Valider le panier
      </Button>
      <Button variant="secondary" loading>
        Enregistrer
      </Button>
      <Button variant="tertiary" size="small" onClick={() => setLoading((l) => !l)}>
        {loading ? "Arrêter le chargement" : "Démarrer le chargement"}
      </Button>
    </div>
  );
}

export function ToastDemo() {
  const toast = useToast();
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => toast.success("Votre liste a bien été enregistrée.")}>
        Toast succès
      </Button>
      <Button variant="secondary" onClick={() => toast.info("Votre créneau est réservé pendant 60 minutes.")}>
        Toast information
      </Button>
      <Button variant="secondary" onClick={() => toast.warning("Certains produits ne sont plus disponibles.")}>
        Toast avertissement
      </Button>
      <Button variant="secondary" onClick={() => toast.error("Le paiement n'a pas abouti.")}>
        Toast erreur
      </Button>
    </div>
  );
}

export function ModalDemo() {
  const { openModal } = useModal();
  const toast = useToast();
  const [lastAnswer, setLastAnswer] = useState("aucune");
  return (
    <>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() =>
            openModal("INFO", {
              title: "Livraison offerte",
              text: "La livraison est offerte dès 80 € d'achats.\n\nL'offre s'applique automatiquement au panier.",
            })
          }
        >
          Ouvrir INFO
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            openModal("CONFIRM", {
              title: "Vider le panier ?",
              message: "Tous les produits de votre panier seront retirés.",
              confirmLabel: "Vider le panier",
              onConfirm: async () => {
                await new Promise((resolve) => setTimeout(resolve, 600));
                setLastAnswer("confirmée");
                toast.success("Panier vidé.");
              },
              onCancel: () => setLastAnswer("annulée"),
            })
          }
        >
          Ouvrir CONFIRM
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            openModal("CONFIRM_SIMPLE", {
              message: "Supprimer cette carte bancaire ?",
              onConfirm: () => setLastAnswer("confirmée"),
              onCancel: () => setLastAnswer("annulée"),
            })
          }
        >
          Ouvrir CONFIRM_SIMPLE
        </Button>
        <Button variant="secondary" onClick={() => openModal("CGV")}>
          Ouvrir CGV
        </Button>
        <Button variant="secondary" onClick={() => openModal("ZONES")}>
          Ouvrir ZONES
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            openModal("VIDEO_YOUTUBE", { videoId: "aqz-KE-bpKQ", title: "Comment Cabas prépare vos commandes" })
          }
        >
          Ouvrir VIDEO_YOUTUBE
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            openModal("CORA_AUCHAN", {
              key: "demo",
              title: "Cabas rejoint un nouveau réseau",
              body: "Retrouvez bientôt vos produits préférés dans plus de magasins. Rien ne change pour vos commandes.",
              link: { href: "/la-marque", label: "En savoir plus" },
            })
          }
        >
          Ouvrir CORA_AUCHAN
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            openModal("CALENDRIER_NOEL_PERDANT", {
              titre: "Ce n'est pas pour cette fois…",
              textes: ["mais le jeu concours continue jusqu'au 24 décembre !", "Vous pouvez retenter votre chance demain"],
              couleur_texte: "#ffffff",
              couleur_fond: "#8b1e2d",
              lot: null,
            })
          }
        >
          Ouvrir CALENDRIER_NOEL_PERDANT
        </Button>
      </div>
      <div className={styles.row}>
        <Button
          variant="liste"
          onClick={() => {
            openModal("INFO", { title: "Première fenêtre", text: "Elle sera remplacée." });
            openModal("CONFIRM_SIMPLE", { message: "Deuxième fenêtre : elle remplace la première." });
          }}
        >
          Ouvrir deux fenêtres à la suite
        </Button>
      </div>
      <p className={styles.note} aria-live="polite">
        Dernière confirmation : <strong>{lastAnswer}</strong>
      </p>
    </>
  );
}

export function DrawerDemo() {
  const { openDrawer } = useDrawer();
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => openDrawer("MAINTENANCE_MORE_INFO")}>
        Ouvrir le panneau MAINTENANCE_MORE_INFO
      </Button>
    </div>
  );
}

export function PrefsDemo() {
  const accessibilityMode = useUiPref("accessibilityMode");
  const isMobile = useUiPref("isMobile");
  const eventBarVisible = useUiPref("eventBarVisible");
  const modalOpen = useUiPref("modalOpen");
  const setPrefs = useSetUiPrefs();
  return (
    <>
      <dl className={styles.prefs}>
        <dt>Mode accessibilité</dt>
        <dd>{accessibilityMode ? "activé" : "désactivé"}</dd>
        <dt>Écran mobile</dt>
        <dd>{isMobile ? "oui" : "non"}</dd>
        <dt>Barre d&apos;information</dt>
        <dd>{eventBarVisible ? "visible" : "masquée"}</dd>
        <dt>Fenêtre ouverte</dt>
        <dd>{modalOpen ? "oui" : "non"}</dd>
      </dl>
      <div className={styles.row}>
        <Button
          variant="liste"
          size="small"
          onClick={() => setPrefs((p) => ({ accessibilityMode: !p.accessibilityMode }))}
        >
          Basculer le mode accessibilité
        </Button>
        <Button variant="liste" size="small" onClick={() => setPrefs({ eventBarVisible: true })}>
          Réafficher la barre d&apos;information
        </Button>
      </div>
    </>
  );
}
