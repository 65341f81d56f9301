// An address as the lines shown to the customer and the driver (used by server pages and client views).
import type { AddressView } from "@cabas/contracts";

export const addressLines = (a: AddressView): string[] =>
  [
    `${a.prenom} ${a.nom}${a.societe ? `, ${a.societe}` : ""}`,
    [a.adresse, a.complement].filter(Boolean).join(", "),
    `${a.code_postal} ${a.ville}`,
    [a.digicode ? `Digicode ${a.digicode}` : "", a.etage ? `Étage ${a.etage}` : "", a.ascenseur ? "ascenseur" : "", a.interphone ? `Interphone ${a.interphone}` : ""]
      .filter(Boolean)
      .join(" · "),
    // Already formatted by the web-service (toAddressView in address-book.ts), where every AddressView is made.
    a.telephone ?? "",
  ].filter(Boolean);
