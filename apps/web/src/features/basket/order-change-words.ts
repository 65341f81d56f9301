// The banner over a basket that changes or completes a placed order (basket-page-view.tsx), in French typography:
// its colon would otherwise wrap alone onto the next line on a phone.
import { typesetFrench } from "@cabas/contracts/french-typography";

/**
 * `deadline`, the order's cut-off as the web-service writes it (settings.modification_jusqu_au, « mardi 1er décembre à
 * 10 h »): the shopper learns when the changes must be validated, not only that there is a limit.
 */
export const orderChangeNotice = (modifying: boolean, deadline: string | null = null): string =>
  modifying
    ? typesetFrench(`Vous modifiez une commande déjà passée : validez de nouveau votre panier ${deadline ? `avant le ${deadline}` : "avant sa date limite"}.`)
    : "Vous complétez une commande déjà passée\u00A0: les articles ajoutés seront livrés avec elle, sans frais de livraison.";
