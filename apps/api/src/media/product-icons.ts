// Product pictures: food icons from the Fluent Emoji Flat set (MIT), rendered to SVG on demand and cached.
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from "@iconify/utils";
import type { IconifyJSON } from "@iconify/types";

const require = createRequire(import.meta.url);
let iconSet: IconifyJSON | undefined;
const cache = new Map<string, string>();

export function renderIcon(name: string): string | null {
  if (!/^[a-z0-9-]{1,80}$/.test(name)) return null;
  const cached = cache.get(name);
  if (cached) return cached;
  iconSet ??= require("@iconify-json/fluent-emoji-flat/icons.json") as IconifyJSON;
  const data = getIconData(iconSet, name);
  if (!data) return null;
  const rendered = iconToSVG(data, { height: "auto" });
  const svg = iconToHTML(replaceIDs(rendered.body), {
    ...rendered.attributes,
    xmlns: "http://www.w3.org/2000/svg",
  });
  cache.set(name, svg);
  return svg;
}

export function registerProductIcons(app: FastifyInstance): void {
  app.get<{ Params: { icon: string } }>("/media/produits/:icon", async (request, reply) => {
    const name = request.params.icon.replace(/\.svg$/, "");
    const svg = renderIcon(name);
    if (!svg) return reply.status(404).send({ success: false, message: "Image introuvable." });
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
