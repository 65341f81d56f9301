// Assembles « Télécharger mes données »: every part read in one read-only, repeatable-read transaction, so the file
// is one consistent picture (an order placed meanwhile is either wholly in it, with its payment and loyalty
// movements, or not at all), with what the file is and what it leaves out, in French, at its head.
import { PERSONAL_DATA_FORMAT, PERSONAL_DATA_VERSION, type PersonalDataExport } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { COMPANY } from "@cabas/db/seed";
import { iso } from "./export-values.ts";
import { readAccountPart } from "./read-account.ts";
import { readBasketPart } from "./read-baskets.ts";
import { readBenefitPart } from "./read-benefits.ts";
import { readGamePart } from "./read-games-and-messages.ts";
import { readListPart } from "./read-lists-and-reviews.ts";
import { readOrderPart } from "./read-orders.ts";
import { readSignInPart } from "./read-sign-ins.ts";

const DPO_ADDRESS = "dpo@cabas.example";

/** What the file does not carry, and why: said to its reader, not only in the ADR. */
export const NOT_INCLUDED: PersonalDataExport["non_inclus"] = [
  {
    donnees: "Votre mot de passe",
    raison:
      "Cabas n’en garde qu’une empreinte chiffrée, qui sert seulement à le vérifier\u00a0: la communiquer aiderait à le deviner.",
  },
  {
    donnees: "Les jetons de connexion et les liens envoyés par e-mail (mot de passe oublié, confirmation de l’adresse)",
    raison: "Ce sont des secrets\u00a0: seules leurs dates figurent dans ce fichier.",
  },
  {
    donnees: "Le numéro complet de vos cartes bancaires et de votre IBAN",
    raison:
      "Cabas ne les a jamais reçus\u00a0: notre prestataire de paiement les garde et ne nous a transmis que la marque, les quatre derniers chiffres et l’expiration de chaque carte, et l’IBAN masqué.",
  },
  {
    donnees: "Les références techniques de nos échanges avec le prestataire de paiement",
    raison: "Des identifiants internes, qui ne disent rien de vous et ne servent qu’entre nos systèmes.",
  },
  {
    donnees: "Le nom et l’adresse IP des conseillers qui ont agi sur votre compte",
    raison:
      "Ce sont leurs données\u00a0; la date et la nature de chacune de leurs interventions figurent dans acces_du_service_client.",
  },
  {
    donnees: "Les messages et demandes d’alerte envoyés sans être connecté",
    raison: `Ils portent une adresse e-mail saisie sans vérification\u00a0: demandez-les à notre délégué à la protection des données (${DPO_ADDRESS}), qui vérifiera qu’ils sont bien les vôtres.`,
  },
  {
    donnees: "Les e-mails que nous vous avons envoyés",
    raison: "Vous en avez reçu l’original\u00a0; notre copie est effacée 30\u00a0jours après l’envoi.",
  },
  {
    donnees: "Les compteurs de tentatives (connexion, mot de passe oublié, téléchargement de vos données)",
    raison: "Des compteurs de sécurité, remis à zéro au bout de 15\u00a0minutes à une heure.",
  },
];

export async function readPersonalData(
  db: Database,
  userId: number,
  at: Date,
  publicUrl: string,
): Promise<PersonalDataExport> {
  const parts = await db.transaction(
    async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // One after another: a transaction is one connection, which runs one query at a time anyway.
      const account = await readAccountPart(tx, userId);
      const baskets = await readBasketPart(tx, userId);
      const orders = await readOrderPart(tx, userId);
      const benefits = await readBenefitPart(tx, userId);
      const lists = await readListPart(tx, userId);
      const games = await readGamePart(tx, userId);
      const signIns = await readSignInPart(tx, userId);
      // In the order the file shows them: who you are, what you bought, what you kept, how you signed in.
      return { ...account, ...baskets, ...orders, ...benefits, ...lists, ...games, ...signIns };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return {
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    genere_le: iso(at),
    responsable_du_traitement: { nom: COMPANY.name, adresse: COMPANY.address, dpo: DPO_ADDRESS },
    a_propos: `Les données personnelles que Cabas conserve sur votre compte à la date de genere_le (droits d’accès et à la portabilité, articles 15 et 20 du RGPD). Chaque montant est donné en centimes (centimes) avec sa devise (devise)\u00a0; les dates sont au format ISO\u00a08601, en temps universel (UTC). Pourquoi nous les traitons, combien de temps nous les gardons et qui les reçoit\u00a0: ${publicUrl}/donnees-personnelles.`,
    non_inclus: NOT_INCLUDED,
    ...parts,
  };
}
