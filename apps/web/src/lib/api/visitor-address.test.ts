import { describe, expect, it } from "vitest";
import { visitorAddress } from "./visitor-address.ts";

describe("visitor address passed on to the web-service", () => {
  it("keeps only the entry written by the nearest hop, not what the client claimed before it", () => {
    expect(visitorAddress("6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(visitorAddress("2001:db8::1")).toBe("2001:db8::1");
  });

  it("passes nothing when the header is missing or not an address", () => {
    expect(visitorAddress(null)).toBeNull();
    expect(visitorAddress("")).toBeNull();
    expect(visitorAddress("1.2.3.4, <script>")).toBeNull();
  });
});
