// The banner over a basket that changes or completes a placed order (basket-page-view.tsx), in French typography:
// its colon would otherwise wrap alone onto the next line on a phone.

export const orderChangeNotice = (modifying: boolean): string =>
  modifying
    ? "Vous modifiez une commande déjà passée\u00A0: validez de nouveau votre panier avant sa date limite."
    : "Vous complétez une commande déjà passée\u00A0: les articles ajoutés seront livrés avec elle, sans frais de livraison.";
