// The text of a PDF that pdf-lib drew with the standard fonts, one string per drawText, in drawing order: enough for
// tests to read what an invoice says (pdf-lib compresses each page's content and writes strings as WinAnsi hex).
import { inflateSync } from "node:zlib";

/** WinAnsi's codes 0x80–0x9F that differ from Latin-1 (CP1252: all of them the invoice's printable() lets through). */
const WIN_ANSI: Record<number, string> = {
  0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰", 0x8a: "Š", 0x8b: "‹", 0x8c: "Œ", 0x8e: "Ž",
  0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9e: "ž", 0x9f: "Ÿ",
};

const decode = (hex: string): string =>
  (hex.match(/../g) ?? []).map((pair) => {
    const code = parseInt(pair, 16);
    return WIN_ANSI[code] ?? String.fromCharCode(code);
  }).join("");

export function pdfTextLines(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed content stream (fonts' metrics, object streams without text)
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(decode(text[1]!));
  }
  return lines;
}
