// Renders parsed light Markdown with React elements only (no HTML injection); internal links use next/link.
import Link from "next/link";
import type { ReactNode } from "react";
import { parseMarkdown, type Inline } from "./parse.ts";
import styles from "./markdown.module.css";

const renderInline = (content: Inline[]): ReactNode[] =>
  content.map((part, i) => {
    if (part.kind === "text") return part.text;
    if (part.kind === "strong") return <strong key={i}>{part.text}</strong>;
    if (part.target === "internal")
      return (
        <Link key={i} href={part.href} prefetch={false}>
          {part.text}
        </Link>
      );
    if (part.target === "external")
      return (
        <a key={i} href={part.href} rel="noopener noreferrer">
          {part.text}
        </a>
      );
    return (
      <a key={i} href={part.href}>
        {part.text}
      </a>
    );
  });

export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseMarkdown(source);
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={i}>{renderInline(block.content)}</h2>
            ) : (
              <h3 key={i}>{renderInline(block.content)}</h3>
            );
          case "paragraph":
            return <p key={i}>{renderInline(block.content)}</p>;
          case "list":
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
