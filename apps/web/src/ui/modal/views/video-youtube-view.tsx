"use client";
// VIDEO_YOUTUBE view: a local poster first; the YouTube player (no-cookie host) loads only after a click.
import { useState } from "react";
import { useT } from "../../../i18n/client.tsx";
import { PlayIcon } from "../../icons/icons.tsx";
import { ModalTitle } from "./view-parts.tsx";
import styles from "./views.module.css";
import { isYoutubeVideoId, youtubeEmbedUrl } from "./youtube.ts";

export default function VideoYoutubeView({ videoId, title }: { videoId: string; title: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const valid = isYoutubeVideoId(videoId);

  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      {!valid ? (
        <p className={styles.error}>{t("modal.video-invalid")}</p>
      ) : (
        <>
          <div className={styles.video}>
            {playing ? (
              <iframe
                src={youtubeEmbedUrl(videoId)}
                title={title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <button type="button" className={styles.poster} onClick={() => setPlaying(true)} data-autofocus>
                <span className={styles.play}>
                  <PlayIcon size={34} />
                </span>
                <span>{t("modal.video-play", { title })}</span>
              </button>
            )}
          </div>
          {!playing && <p className={styles.consent}>{t("modal.video-consent")}</p>}
        </>
      )}
    </>
  );
}
