// Light Markdown of the API's page bodies (##, ###, "- " lists, paragraphs, [label](/path) links, **bold**), parsed to
// a safe tree. Texts are typeset the French way (no-break spaces before « : ; ! ? »); link targets never are.
import { typesetFrench } from "@cabas/contracts/french-typography";

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string; target: LinkTarget };
export type LinkTarget = "internal" | "external" | "contact";

export type Block =
  | { kind: "heading"; level: 2 | 3; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; items: Inline[][] };

/** Where a link may go: a path of the shop, an http(s) page, a mail or phone number; anything else is not a link. */
export const classifyHref = (href: string): LinkTarget | null => {
  if (/^\/(?!\/)/.test(href)) return "internal";
  if (/^#[\w-]*$/.test(href)) return "internal";
  if (/^https?:\/\/[^\s/]+/i.test(href)) return "external";
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return "contact";
  return null;
};

const LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;
const STRONG = /\*\*([^*\n]+?)\*\*/g;

/** Splits plain text on **bold** runs. */
const parseEmphasis = (text: string): Inline[] => {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(STRONG)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "strong", text: match[1] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
};

export const parseInline = (text: string): Inline[] => {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    const start = match.index;
    if (start > last) parts.push(...parseEmphasis(text.slice(last, start)));
    const target = classifyHref(href);
    parts.push(target ? { kind: "link", text: label, href, target } : { kind: "text", text: label });
    last = start + whole.length;
  }
  if (last < text.length) parts.push(...parseEmphasis(text.slice(last)));
  return mergeText(parts).map((part) => ({ ...part, text: typesetFrench(part.text) }));
};

const mergeText = (parts: Inline[]): Inline[] =>
  parts.reduce<Inline[]>((out, part) => {
    const prev = out[out.length - 1];
    if (part.kind === "text" && prev?.kind === "text")
      out[out.length - 1] = { kind: "text", text: prev.text + part.text };
    else out.push(part);
    return out;
  }, []);

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;

export const parseMarkdown = (source: string): Block[] => {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", content: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ kind: "list", items: list.map(parseInline) });
    list = [];
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      // The page title is the only h1: "#" and "##" both become h2, deeper levels h3.
      const level = (heading[1] ?? "").length <= 2 ? 2 : 3;
      blocks.push({ kind: "heading", level, content: parseInline(heading[2] ?? "") });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      flushParagraph();
      list.push(bullet[1] ?? "");
      continue;
    }
    if (list.length && /^\s{2,}/.test(rawLine)) {
      // An indented line continues the previous list item.
      list[list.length - 1] += ` ${line}`;
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
};

/** Plain text of inline content (for ids, summaries). */
export const inlineText = (content: Inline[]): string => content.map((part) => part.text).join("");
