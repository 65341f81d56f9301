// A new address starts with what the account already knows (what the customer typed at sign-up), not empty fields.
import type { UserEntity } from "@cabas/contracts";
import type { AddressPrefill } from "./address-form.tsx";

export function addressPrefillOf(user: Pick<UserEntity, "prenom" | "nom" | "telephone" | "settings">): AddressPrefill {
  const prefill: AddressPrefill = {};
  // An erased or half-made account has empty names: nothing to offer then, rather than blanks typed over.
  if (user.prenom.trim()) prefill.prenom = user.prenom;
  if (user.nom.trim()) prefill.nom = user.nom;
  if (user.settings.code_postal) prefill.code_postal = user.settings.code_postal;
  if (user.telephone) prefill.telephone = user.telephone;
  return prefill;
}
