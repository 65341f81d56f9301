// The global modal host's views (spec §2): names, payloads and sizes. Every view of the specification is built: a
// view without its payload type below does not compile.
import type { AddressView, CalendarDialog, CinemaDialog, SavedCard, UnavailableProduct } from "@cabas/contracts";

/** Views of the global modal host. */
export const MODAL_VIEWS = [
  "LISTS_MODAL",
  "ADD_LIST_MODAL",
  "LIST_MODAL",
  "ADD_CARD",
  "MEDIA_GALLERY",
  "CRENEAUX",
  "PENSE_BETE",
  "PANACHAGE",
  "CODE_POSTAL",
  "ADRESSES",
  "UPDATE_ADRESSE",
  "CORA_AUCHAN",
  "INDISPO",
  "PRODUIT_FAVORI",
  "CGV",
  "REGLEMENT_JEU_CINE",
  "VIDEO_YOUTUBE",
  "CONCOURS_CINE_GAGNANT",
  "CONCOURS_CINE_PERDANT",
  "CALENDRIER_NOEL_GAGNANT",
  "CALENDRIER_NOEL_PERDANT",
  "COMMANDES_EN_COURS",
  "ZONES",
  "RGPD",
  "RAPPEL_PRODUITS",
  "INFO",
  "PRINT_LIST",
  "COMMANDE_DOWNLOAD",
  "ARTICLE",
  "ALERTES_MODAL",
  "MERGE_LIST",
] as const;

/** Views shown in the generic auto-sized dialog. */
export const GENERIC_DIALOG_VIEWS = [
  "REGISTER",
  "CONFIRM",
  "CONFIRM_SIMPLE",
  "CONFIRM_PAIEMENT_TEL",
  "DELETE_LIST",
  "DELETE_BLOCNOTES",
  "DELETE_CARD",
  "LOAD_LIST",
  "NOUVEAU_SITE_SONDAGE",
  "BIENVENUE",
] as const;

export type ModalView = (typeof MODAL_VIEWS)[number] | (typeof GENERIC_DIALOG_VIEWS)[number];
/** The specification's four sizes, and the prize dialogs' (600, 700 then 800 px wide as the screen grows). */
export type ModalSize = "normal" | "auto" | "large" | "xlarge" | "prize";

export type ConfirmPayload = {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void | Promise<void>;
  onCancel?: () => void;
};

/** The saved card a DELETE_CARD dialog names and deletes. */
export type CardToDelete = Pick<SavedCard, "id_empreinte" | "libelle_carte" | "marque" | "derniers_chiffres">;

/** CONFIRM_PAIEMENT_TEL: the number the adviser calls, and how to place the order once confirmed. */
export type PhonePaymentPayload = { telephone: string; onConfirm: () => void };

export type AnnouncementPayload = {
  key: string;
  title: string;
  body: string;
  link: { href: string; label: string } | null;
};

/** Payload of each view (undefined: the view reads what it shows itself). */
export type ModalPayloads = {
  CGV: undefined;
  INFO: { title: string; text: string };
  CONFIRM: ConfirmPayload;
  CONFIRM_SIMPLE: ConfirmPayload;
  CORA_AUCHAN: AnnouncementPayload;
  ZONES: undefined;
  VIDEO_YOUTUBE: { videoId: string; title: string };
  MEDIA_GALLERY: { name: string; media: { url: string; alt: string }[] };
  PANACHAGE: { id: number };
  ARTICLE: { id: number };
  RAPPEL_PRODUITS: undefined;
  CODE_POSTAL: { redirect: string; current: string | null };
  REGISTER: { redirect: string; pro?: boolean };
  /** The sign-up's welcome, which names the referral voucher when there is one. */
  BIENVENUE: { message?: string } | undefined;
  CRENEAUX: undefined;
  ADRESSES: undefined;
  UPDATE_ADRESSE: { address?: AddressView };
  PENSE_BETE: undefined;
  INDISPO: { indispos: UnavailableProduct[] };
  COMMANDES_EN_COURS: undefined;
  COMMANDE_DOWNLOAD: { id_commande: number };
  ADD_CARD: undefined;
  DELETE_CARD: { card: CardToDelete };
  CONFIRM_PAIEMENT_TEL: PhonePaymentPayload;
  /** A product to put in one of the customer's lists (or take out of them). */
  PRODUIT_FAVORI: { id: number; name: string; slug: string };
  DELETE_LIST: ConfirmPayload;
  DELETE_BLOCNOTES: ConfirmPayload;
  LOAD_LIST: ConfirmPayload;
  /** The ids of the lists ticked on /mes-listes (two at least). */
  MERGE_LIST: { ids: string[] };
  CALENDRIER_NOEL_GAGNANT: CalendarDialog["payload"];
  CALENDRIER_NOEL_PERDANT: CalendarDialog["payload"];
  CONCOURS_CINE_GAGNANT: CinemaDialog["payload"];
  CONCOURS_CINE_PERDANT: CinemaDialog["payload"];
  /** The cinema contest's rules, read by the dialog. */
  REGLEMENT_JEU_CINE: undefined;
  /** The new-site survey, read by the dialog. */
  NOUVEAU_SITE_SONDAGE: undefined;
  /** The basket saved as a new list. */
  ADD_LIST_MODAL: undefined;
  /** The customer's lists, read by the dialog. */
  LISTS_MODAL: undefined;
  LIST_MODAL: { list_id: number };
  RGPD: undefined;
  PRINT_LIST: { list_id: number };
  /** The basket's alerts, read from the basket's provider. */
  ALERTES_MODAL: undefined;
};

export const isGenericDialogView = (view: ModalView): boolean =>
  (GENERIC_DIALOG_VIEWS as readonly string[]).includes(view);

const SIZES: Partial<Record<ModalView, ModalSize>> = {
  CGV: "large",
  RGPD: "large",
  ZONES: "large",
  VIDEO_YOUTUBE: "xlarge",
  MEDIA_GALLERY: "large",
  PANACHAGE: "large",
  ARTICLE: "large",
  RAPPEL_PRODUITS: "large",
  INFO: "normal",
  CORA_AUCHAN: "normal",
  CRENEAUX: "large",
  PENSE_BETE: "large",
  INDISPO: "large",
  COMMANDES_EN_COURS: "large",
  CALENDRIER_NOEL_GAGNANT: "prize",
  CALENDRIER_NOEL_PERDANT: "prize",
  CONCOURS_CINE_GAGNANT: "prize",
  CONCOURS_CINE_PERDANT: "prize",
  REGLEMENT_JEU_CINE: "large",
};

/** Generic dialog views are auto-sized; the others have their own size, "normal" by default. */
export const sizeOf = (view: ModalView): ModalSize => (isGenericDialogView(view) ? "auto" : (SIZES[view] ?? "normal"));
