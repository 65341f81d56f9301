// What a SEPA mandate on an account outside the European Economic Area must also carry (EPC SDD Core rulebook): the
// debtor's postal address and the BIC of their bank (ADR 0085's amendment). An EEA account's mandate needs neither,
// and Cabas keeps neither for it, even when sent: data it has no use for (GDPR art. 5(1)(c)).
import { frenchCountryName, SEPA_DEBTOR_COUNTRIES } from "@cabas/contracts";

export type DebtorInput = { bic?: string; adresse?: string; code_postal?: string; ville?: string; pays?: string };
export type DebtorDetails = { bic: string; street: string; postalCode: string; town: string; country: string };
export type DebtorCheck = { ok: true; details: DebtorDetails | null } | { ok: false; reason: string; fieldErrors: Record<string, string[]> };

const BIC_SHAPE = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * The countries a bank's BIC may name for an IBAN of this country: its own, and for a British IBAN the Crown
 * dependencies whose banks use British IBANs (Jersey, Guernsey, the Isle of Man).
 */
const bicCountriesFor = (ibanCountry: string): readonly string[] => (ibanCountry === "GB" ? ["GB", "JE", "GG", "IM"] : [ibanCountry]);

/** A BIC as typed on a RIB (« UBSW CH ZH 80A »): upper case, without spaces. */
export const normaliseBic = (raw: string): string => raw.replace(/\s+/g, "").toUpperCase();

/** Why this BIC cannot be the bank of an account of this country, or null when it can. */
export function bicProblem(bic: string, ibanCountry: string): string | null {
  const shape = BIC_SHAPE.exec(bic);
  if (!shape) return "Ce code BIC n'a pas la forme attendue : 8 ou 11 lettres et chiffres, par exemple UBSWCHZH80A.";
  const country = shape[1]!;
  if (!bicCountriesFor(ibanCountry).includes(country)) {
    return `Ce code BIC est celui d'une banque d'un autre pays (${frenchCountryName(country)}) que votre IBAN (${frenchCountryName(ibanCountry)}) : vérifiez-le sur votre RIB.`;
  }
  return null;
}

/**
 * The debtor's details for a mandate on an account of `outsideEea` (null: an EEA account, nothing kept). Every
 * missing or wrong field is named at once, so the form is corrected in one go.
 */
export function checkDebtorDetails(input: DebtorInput, outsideEea: { country: string; adjective: string } | undefined): DebtorCheck {
  if (!outsideEea) return { ok: true, details: null };
  const fieldErrors: Record<string, string[]> = {};
  const bic = normaliseBic(input.bic ?? "");
  const bicError = bic === "" ? "Indiquez le code BIC de votre banque (8 ou 11 caractères, sur votre RIB)." : bicProblem(bic, outsideEea.country);
  if (bicError) fieldErrors.bic = [bicError];
  const street = input.adresse?.trim() ?? "";
  const postalCode = input.code_postal?.trim().toUpperCase() ?? "";
  const town = input.ville?.trim() ?? "";
  const country = input.pays?.trim().toUpperCase() ?? "";
  if (street === "") fieldErrors.adresse = ["Indiquez votre adresse (numéro et rue)."];
  if (postalCode === "") fieldErrors.code_postal = ["Indiquez votre code postal."];
  if (town === "") fieldErrors.ville = ["Indiquez votre ville."];
  if (!SEPA_DEBTOR_COUNTRIES.some((c) => c.code === country)) {
    fieldErrors.pays = [country === "" ? "Choisissez votre pays." : "Choisissez votre pays dans la liste : celui de votre adresse, dans la zone SEPA."];
  }
  if (Object.keys(fieldErrors).length > 0) {
    return {
      ok: false,
      reason: `Le prélèvement sur un compte ${outsideEea.adjective} demande votre adresse et le code BIC de votre banque : complétez-les sous l'IBAN.`,
      fieldErrors,
    };
  }
  return { ok: true, details: { bic, street, postalCode, town, country } };
}

type StoredDebtorAddress = { debtorStreet: string | null; debtorPostalCode: string | null; debtorTown: string | null; debtorCountry: string | null };

/** A mandate's debtor address on one line, as shown: « 12 rue du Rhône, 1204 Genève, Suisse »; null when it has none. */
export const debtorAddressLine = (m: StoredDebtorAddress): string | null =>
  m.debtorStreet && m.debtorPostalCode && m.debtorTown && m.debtorCountry
    ? `${m.debtorStreet}, ${m.debtorPostalCode} ${m.debtorTown}, ${frenchCountryName(m.debtorCountry)}`
    : null;
