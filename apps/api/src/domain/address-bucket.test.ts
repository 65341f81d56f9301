import { describe, expect, it } from "vitest";
import { addressBucket } from "./address-bucket.ts";

describe("addressBucket", () => {
  it("keeps an IPv4 address whole, also when seen through an IPv6 socket", () => {
    expect(addressBucket("192.0.2.7")).toBe("192.0.2.7");
    expect(addressBucket("::ffff:192.0.2.7")).toBe("192.0.2.7");
  });

  it("counts every address of one IPv6 /64 as one, whatever its spelling", () => {
    expect(addressBucket("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressBucket("2001:0db8:0000:0001:abcd:ef01:2345:6789")).toBe("2001:db8:0:1::/64");
    expect(addressBucket("2001:DB8:0:1:ffff::")).toBe("2001:db8:0:1::/64");
    expect(addressBucket("1:2::3:4:5:192.0.2.7")).toBe("1:2:0:3::/64");
  });

  it("tells two IPv6 /64 apart", () => {
    expect(addressBucket("2001:db8:0:2::1")).not.toBe(addressBucket("2001:db8:0:1::1"));
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves anything else as it came", () => {
    expect(addressBucket("unknown")).toBe("unknown");
  });
});
