// What the lists' dialogs say, written here rather than in the components: toasts and dialogs show a string as it
// is, so its spaces before « : » and inside « » are written no-break (ADR 0070, 0080).

const quoted = (title: string) => `«\u00A0${title}\u00A0»`;

export const addedToListMessage = (title: string): string => `Ajouté à votre liste ${quoted(title)}.`;

export const createdWithProductMessage = (title: string): string => `Liste ${quoted(title)} créée avec ce produit.`;

export const removedFromListMessage = (title: string): string => `Retiré de votre liste ${quoted(title)}.`;

/** ADD_LIST_MODAL on an empty basket. */
export const EMPTY_BASKET_FOR_LIST = "Votre panier est vide\u00A0: ajoutez-y des produits avant d'en faire une liste.";

/** LOAD_LIST's question before « Tout ajouter au panier ». */
export const loadListQuestion = (count: number, title: string): string =>
  `Ajouter ${count === 1 ? "le produit" : `les ${count} produits`} de ${quoted(title)} à votre panier\u202F? ` +
  "Les quantités de la liste s'ajoutent à celles déjà au panier\u202F; un produit indisponible n'est pas ajouté.";

/** DELETE_LIST's question, as the page without JavaScript asks it. */
export const deleteListQuestion = (title: string): string =>
  `Supprimer la liste ${quoted(title)}\u202F? Ses produits ne sont pas retirés de votre panier.`;

/** PRINT_LIST's title. */
export const printListTitle = (title: string): string => `Liste ${quoted(title)}`;
