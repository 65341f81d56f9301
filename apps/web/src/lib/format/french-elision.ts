// French elision before a name: « que » becomes « qu’ » before a vowel or a mute h (« en tant qu’Alice », « qu’Hélène »),
// as a French reader expects. Kept simple: every h counts as mute, since names with an aspirated h are rare and no
// list of them would be complete.

const VOWEL_OR_H = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i;

/** « que » or « qu’ » (typographic apostrophe, as the locale's other elisions), chosen by the name's first letter. */
export const queOrQu = (name: string): "que" | "qu’" => (VOWEL_OR_H.test(name.trim().normalize("NFC")) ? "qu’" : "que");
