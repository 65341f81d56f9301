import { describe, expect, it } from "vitest";
import { isYoutubeVideoId, youtubeEmbedUrl } from "./youtube.ts";

describe("YouTube embeds", () => {
  it("accepts only 11-character video ids", () => {
    expect(isYoutubeVideoId("dQw4w9WgXcQ")).toBe(true);
    expect(isYoutubeVideoId("dQw4w9WgXcQ&list=x")).toBe(false);
    expect(isYoutubeVideoId("../../evil")).toBe(false);
  });

  it("embeds from the no-cookie host", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
  });
});
