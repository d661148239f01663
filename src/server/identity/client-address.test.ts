import { describe, expect, it } from "vitest";
import { clientKey, networkKey } from "./client-address.ts";

describe("clientKey", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("counts %s as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("gives every address of one IPv6 /64 the same key, and the next /64 another", () => {
    expect(clientKey("2001:db8:1:2::a")).toBe(clientKey("2001:db8:1:2:ffff::b"));
    expect(clientKey("2001:db8:1:3::a")).not.toBe(clientKey("2001:db8:1:2::a"));
  });
});

describe("networkKey", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa::/48"],
    ["2001:0db8:00aa:ffff::1", "2001:db8:aa::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
  ])("puts %s in %s", (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it("gives every /64 of one IPv6 /48 the same network, and the next /48 another", () => {
    expect(networkKey("2001:db8:1:2::a")).toBe(networkKey("2001:db8:1:ffff::b"));
    expect(networkKey("2001:db8:2:2::a")).not.toBe(networkKey("2001:db8:1:2::a"));
  });
});
