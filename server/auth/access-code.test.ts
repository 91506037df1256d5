/** @jest-environment node */
import { checkCode, codeMessage, MAX_TRIES, newCode, normaliseEmail, SEND_WINDOW_MS, sendsAllowed } from "./access-code";

const same = (a: string, b: string) => a === b;
const stored = { codeHash: "h", expiresAt: 1000, attempts: 0 };

describe("login codes", () => {
  it("are six digits", () => {
    for (let i = 0; i < 50; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it("check out only while unexpired, unlocked and equal", () => {
    expect(checkCode(stored, "h", 999, same)).toBe("ok");
    expect(checkCode(stored, "x", 999, same)).toBe("wrong");
    expect(checkCode(stored, "h", 1000, same)).toBe("expired");
    expect(checkCode({ ...stored, attempts: MAX_TRIES }, "h", 0, same)).toBe("locked");
    expect(checkCode(null, "h", 0, same)).toBe("none");
  });

  it("say how many tries are left", () => {
    expect(codeMessage("wrong", 2)).toBe("Wrong code: 2 tries left.");
    expect(codeMessage("wrong", 1)).toBe("Wrong code: 1 try left.");
    expect(codeMessage("wrong", 0)).toBe("Too many wrong codes: ask for a new one.");
  });

  it("allow five sends an hour per address", () => {
    expect(sendsAllowed(null, 0, 0)).toEqual({ allowed: true, restart: true });
    expect(sendsAllowed(0, 4, 10)).toEqual({ allowed: true, restart: false });
    expect(sendsAllowed(0, 5, 10)).toEqual({ allowed: false, restart: false });
    expect(sendsAllowed(0, 5, SEND_WINDOW_MS)).toEqual({ allowed: true, restart: true });
  });

  it("address e-mail without case or spaces", () => {
    expect(normaliseEmail("  Ann@Example.COM ")).toBe("ann@example.com");
  });
});
