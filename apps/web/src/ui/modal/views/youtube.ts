// YouTube embeds: only well-formed video ids, only the no-cookie host, only after the shopper asks.
import { YOUTUBE_EMBED_ORIGIN } from "../../../lib/security/headers.ts";

export const isYoutubeVideoId = (id: string): boolean => /^[A-Za-z0-9_-]{11}$/.test(id);

export const youtubeEmbedUrl = (id: string): string => `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`;
