// Page metadata shared by content pages: title, description, canonical URL (relative to metadataBase) and social card.
// Next.js replaces nested metadata objects instead of merging them, so the social image is repeated here.
import type { Metadata } from "next";
import { getSettings } from "../../lib/api/content.ts";

export async function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Promise<Metadata> {
  const { socialImage } = await getSettings();
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      type: "website",
      locale: "fr_FR",
      siteName: "Cabas",
      images: [{ url: socialImage }],
    },
    twitter: { card: "summary_large_image", title, description, images: [socialImage] },
  };
}
