// Words that carry no meaning in a product search ("pâtes à la carbonara" → "pâtes carbonara"). They are compared
// with the words accents folded (normalizeSearchText): English « the » is not one, since « thé » folds to it and
// « thé vert » then searched « vert » alone (limes came first).
const STOP_WORDS = new Set([
  "a", "au", "aux", "avec", "ce", "ces", "d", "dans", "de", "des", "du", "en", "et", "l", "la", "le", "les",
  "mon", "ma", "mes", "ou", "par", "pour", "sur", "un", "une", "of",
]);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);
