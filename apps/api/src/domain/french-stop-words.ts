// Words that carry no meaning in a product search ("pâtes à la carbonara" → "pâtes carbonara").
const STOP_WORDS = new Set([
  "a", "au", "aux", "avec", "ce", "ces", "d", "dans", "de", "des", "du", "en", "et", "l", "la", "le", "les",
  "mon", "ma", "mes", "ou", "par", "pour", "sur", "un", "une", "the", "of",
]);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);
