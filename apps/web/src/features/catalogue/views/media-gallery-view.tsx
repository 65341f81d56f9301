"use client";
// MEDIA_GALLERY view: a product's images, one large, thumbnails to switch.
import { useState } from "react";
import { useT } from "../../../i18n/client.tsx";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import styles from "./views.module.css";

export default function MediaGalleryView({ name, media }: ModalPayloads["MEDIA_GALLERY"]) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  return (
    <>
      <ModalTitle>{t("product.gallery-title", { name })}</ModalTitle>
      <div className={styles.gallery}>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons */}
        {current && <img src={current.url} alt={current.alt} width={420} height={420} />}
        {media.length > 1 && (
          <ul className={styles.thumbs}>
            {media.map((m, i) => (
              <li key={`${m.url}-${i}`}>
                <button
                  type="button"
                  aria-pressed={i === index}
                  aria-label={t("product.image", { index: i + 1, count: media.length })}
                  onClick={() => setIndex(i)}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons */}
                  <img src={m.url} alt="" width={56} height={56} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
