// The automatic check every review and comment passes before it reaches a moderator: no insults or slurs, no
// personal contact details, no links. It refuses with a French message saying what to change; the moderator
// still reads everything that passes (relevance, defamation) before it is published.

export type BannedContent = { kind: "insult" | "contact" | "link"; message: string };

/**
 * Coarse words and slurs, written as the normalisation below leaves them (lower case, no accents, repeated letters
 * folded). Negative opinions are welcome: only the words are refused, never the rating or the criticism.
 */
const BANNED_WORDS = [
  "conard",
  "conase",
  "conasse",
  "salope",
  "salopard",
  "encule",
  "enculer",
  "enculee",
  "pute",
  "putain",
  "merde",
  "merdique",
  "batard",
  "abruti",
  "abrutie",
  "debile",
  "cretin",
  "cretine",
  "bouffon",
  "fdp",
  "ntm",
  "tg",
  "niquer",
  "nique",
  "pd",
  "pede",
  "tarlouze",
  "gouine",
  "negre",
  "negro",
  "bougnoule",
  "youpin",
  "bicot",
  "chintok",
  "salaud",
  "fuck",
  "shit",
].map((w) => fold(w));

const BANNED_PHRASES = [["ta", "gueule"], ["fils", "de", "pute"], ["nique", "ta"]].map((p) => p.map(fold));

/** Lower case, accents removed, digits and symbols read as letters (« c0nn@rd »), repeated letters folded. */
function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[0@4$31]/g, (c) => ({ "0": "o", "@": "a", "4": "a", $: "s", "3": "e", "1": "i" })[c] ?? c)
    .replace(/(.)\1+/g, "$1");
}

/** Words of a text as the list above is written; symbols inside a word (« c*nnard ») are kept apart. */
function words(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}@$]+/u)
    .filter(Boolean)
    .map(fold);
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/iu;
// French numbers (0X XX XX XX XX, +33 X XX XX XX XX) with spaces, dots or dashes; eight digits in a row otherwise.
const PHONE = /(?:\+33\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b|\d{8,}/;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:com|fr|net|org|info|biz|io|eu|be|ch|shop|store|xyz|ly)\b/iu;

export function findBannedContent(text: string): BannedContent | null {
  const tokens = words(text);
  const word = tokens.find((t) => BANNED_WORDS.includes(t));
  const phrase = BANNED_PHRASES.some((p) => tokens.some((_, i) => p.every((w, j) => tokens[i + j] === w)));
  if (word || phrase) {
    return {
      kind: "insult",
      message: "Votre texte contient un terme grossier ou injurieux : reformulez-le pour qu'il puisse être publié (les avis négatifs sont publiés comme les autres).",
    };
  }
  if (EMAIL.test(text) || PHONE.test(text)) {
    return { kind: "contact", message: "Votre texte contient une adresse e-mail ou un numéro de téléphone : retirez-les, ils ne peuvent pas être publiés." };
  }
  if (LINK.test(text)) return { kind: "link", message: "Votre texte contient un lien vers un site : retirez-le, les liens ne sont pas publiés." };
  return null;
}
