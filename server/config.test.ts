/** @jest-environment node */
import { readConfig } from "./config";

describe("TRUST_PROXY", () => {
  it("takes the proxies' addresses, ranges and proxy-addr names", () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: " loopback , 10.0.0.0/8 " }).trustProxy).toBe("loopback,10.0.0.0/8");
  });

  it('refuses "true" and hop counts, which would believe a client-written X-Forwarded-For', () => {
    for (const value of ["true", "1", "loopback,2"])
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must list the reverse proxies' addresses/);
  });
});
