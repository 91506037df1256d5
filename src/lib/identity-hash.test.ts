import { identityHashKind } from "./identity-hash";

describe("identityHashKind", () => {
  it.each([
    ["#confirmation_token=Yz9kZXZ", "confirmation"],
    ["#invite_token=abc-DEF_123", "invite"],
    ["#recovery_token=r3c0v3ry", "recovery"],
    ["#email_change_token=chg", "email_change"],
    ["#access_token=eyJhbGciOi.eyJzdWIiOi.c2ln&token_type=bearer&expires_in=3600&refresh_token=rt", "access"],
    ["#/invite_token=abc", "invite"],
    ["#token_type=bearer&access_token=jwt&state=%7B%7D", "access"],
    ["#error=access_denied&error_description=403", "refused_signup"],
  ])("recognises %s", (hash, kind) => {
    expect(identityHashKind(hash)).toBe(kind);
  });

  it.each([
    "",
    "#",
    "#faq",
    "#/collections/blog",
    "#/collections/blog/entries/jpeg-vs-webp-vs-avif",
    "#confirmation_token=",
    "#invite_token",
    "#my_invite_token=abc",
    "#section-access_token=abc",
    "#error=access_denied",
    "#error=server_error&error_description=500",
  ])("ignores %j", (hash) => {
    expect(identityHashKind(hash)).toBeNull();
  });

  it("reads the hash with or without its leading #", () => {
    expect(identityHashKind("recovery_token=abc")).toBe("recovery");
  });
});
