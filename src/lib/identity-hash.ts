/**
 * The URL hashes Netlify Identity sends visitors back with (spec §2; contracts.md §b): the links in
 * its e-mails (sign-up confirmation, invitation, password recovery, e-mail change) and the return
 * from an external login provider. The identity widget acts on these itself; the site only has to
 * recognise them to know when to load it. The patterns are the widget's own (its runRoutes).
 */
const TOKEN = /(?:^|[#&/])(confirmation|invite|recovery|email_change|access)_token=[^&]+/;
const REFUSED_SIGNUP = /(?:^|[#&/])error=access_denied&error_description=403/;

export type IdentityHashKind = "confirmation" | "invite" | "recovery" | "email_change" | "access" | "refused_signup";

/** What an identity hash holds, or null for any other hash (a heading anchor, Decap's #/collections/…). */
export function identityHashKind(hash: string): IdentityHashKind | null {
  const token = TOKEN.exec(hash);
  if (token) return token[1] as IdentityHashKind;
  return REFUSED_SIGNUP.test(hash) ? "refused_signup" : null;
}
