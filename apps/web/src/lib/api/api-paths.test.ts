import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRoot, isApiPath } from "./api-paths.ts";

describe("the web-service's address and paths", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("knows the web-service's paths, and no page's", () => {
    expect(isApiPath("/next-react/getPanier.php")).toBe(true);
    expect(isApiPath("/media/produits/garlic.svg")).toBe(true);
    expect(isApiPath("/next-react")).toBe(false);
    expect(isApiPath("/catalogue/fromages")).toBe(false);
    expect(isApiPath("/mediatheque")).toBe(false);
  });

  it("reads the web-service's address when asked, without its trailing slashes, and has a local default", () => {
    vi.stubEnv("CABAS_API_URL", "http://api.interne:3901//");
    expect(apiRoot()).toBe("http://api.interne:3901");
    vi.stubEnv("CABAS_API_URL", undefined);
    expect(apiRoot()).toBe("http://127.0.0.1:3001");
  });
});
