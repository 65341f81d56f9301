// The event bar: the current site messages (getMessages), dismissible; its visibility lives in the UI preferences.
// Messages are rows nobody refreshes on live databases: typeset at render (ADR 0070).
import Link from "next/link";
import { getEventMessages } from "../../lib/api/content.ts";
import { classifyHref } from "../../lib/markdown/parse.ts";
import { getT } from "../../i18n/server.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { EventBarFrame } from "./event-bar-frame.tsx";
import styles from "./event-bar.module.css";

export async function EventBar() {
  const [t, messages] = await Promise.all([getT(), getEventMessages()]);
  if (messages.length === 0) return null;
  const tone = messages[0]?.tone ?? "info";
  return (
    <EventBarFrame label={t("event-bar.label")} closeLabel={t("event-bar.close")} tone={tone}>
      <ul className={styles.messages}>
        {messages.map((message) => {
          const target = message.link ? classifyHref(message.link) : null;
          // The message itself is the link: its text says where it leads (no bare "en savoir plus").
          if (message.link && target === "internal")
            return (
              <li key={message.id}>
                <Link href={message.link} prefetch={false} className={styles.link}>
                  {typesetFrench(message.text)}
                </Link>
              </li>
            );
          if (message.link && target !== null)
            return (
              <li key={message.id}>
                <a href={message.link} className={styles.link} rel="noopener noreferrer">
                  {typesetFrench(message.text)}
                </a>
              </li>
            );
          return <li key={message.id}>{typesetFrench(message.text)}</li>;
        })}
      </ul>
    </EventBarFrame>
  );
}
