import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Netlify Identity (GoTrue) on a loopback port, speaking the endpoints the identity
 * widget and gotrue-js call (contracts.md §b), under /.netlify/identity like a Netlify site. The
 * widget on localhost reaches it through localStorage.netlifySiteURL, cross-origin, so it answers
 * CORS as the real service does. Access tokens are JWT-shaped (gotrue-js reads their claims, not
 * their signature). Every request is recorded, /.netlify/git/* ones included (Decap's Git Gateway
 * asks there once a user is logged in; this stand-in has no gateway and answers 404).
 */

export interface StandinUser {
  id: string;
  email: string;
  password: string | null;
  fullName: string;
  confirmed: boolean;
}

type EmailTokenKind = "confirmation" | "invite" | "recovery" | "email_change";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

export interface IdentityStandin {
  /** The site URL to put in localStorage.netlifySiteURL. */
  url: string;
  requests: RecordedRequest[];
  users: Map<string, StandinUser>;
  addUser(email: string, options?: { password?: string | null; confirmed?: boolean; fullName?: string }): StandinUser;
  /** A one-time token of an identity e-mail, for the user with `email` (for email_change: to move them to `newEmail`). */
  emailToken(kind: EmailTokenKind, email: string, newEmail?: string): string;
  /** An access token as an external provider's login would return it. */
  accessToken(email: string): string;
  /** The e-mail address an access token was issued to, or null. */
  emailOf(authorization: string | null): string | null;
  stop(): Promise<void>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

export async function startIdentityStandin(): Promise<IdentityStandin> {
  const requests: RecordedRequest[] = [];
  const users = new Map<string, StandinUser>();
  const emailTokens = new Map<string, { kind: EmailTokenKind; email: string; newEmail?: string }>();
  // Tokens stay with their user when the user's e-mail address changes.
  const accessTokens = new Map<string, StandinUser>();
  const refreshTokens = new Map<string, StandinUser>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 10)}`;

  const userJson = (user: StandinUser) => ({
    id: user.id,
    aud: "",
    role: "",
    email: user.email,
    confirmed_at: user.confirmed ? "2026-01-01T00:00:00Z" : null,
    confirmation_sent_at: "2026-01-01T00:00:00Z",
    app_metadata: { provider: "email", roles: [] },
    user_metadata: { full_name: user.fullName },
    created_at: "2026-01-01T00:00:00Z",
    updated_at: new Date().toISOString(),
  });

  const issueAccessToken = (user: StandinUser) => {
    const claims = {
      sub: user.id,
      email: user.email,
      exp: Math.floor(Date.now() / 1000) + 3600,
      app_metadata: { provider: "email", roles: [] },
      user_metadata: { full_name: user.fullName },
    };
    const token = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.c3RhbmQtaW4`;
    accessTokens.set(token, user);
    return token;
  };

  const tokenResponse = (user: StandinUser) => {
    const refresh = next("refresh");
    refreshTokens.set(refresh, user);
    return { access_token: issueAccessToken(user), token_type: "bearer", expires_in: 3600, refresh_token: refresh };
  };

  const userOf = (authorization: string | null) => accessTokens.get(authorization?.replace(/^Bearer /, "") ?? "");
  const emailOf = (authorization: string | null) => userOf(authorization)?.email ?? null;

  const handle = (request: RecordedRequest): { status: number; body?: unknown } => {
    const route = `${request.method} ${request.path.replace(/\?.*$/, "")}`;
    const json = () => (request.body ? (JSON.parse(request.body) as Record<string, string>) : {});
    const caller = () => userOf(request.authorization);
    switch (route) {
      case "GET /.netlify/identity/settings":
        return {
          status: 200,
          body: { external: { bitbucket: false, github: false, gitlab: false, google: false }, disable_signup: false, autoconfirm: false },
        };
      case "POST /.netlify/identity/token": {
        const form = new URLSearchParams(request.body);
        if (form.get("grant_type") === "password") {
          const user = users.get(form.get("username") ?? "");
          if (!user || !user.confirmed || user.password !== form.get("password")) {
            return { status: 400, body: { error: "invalid_grant", error_description: "Invalid email or password" } };
          }
          return { status: 200, body: tokenResponse(user) };
        }
        const user = refreshTokens.get(form.get("refresh_token") ?? "");
        return user ? { status: 200, body: tokenResponse(user) } : { status: 400, body: { error: "invalid_grant" } };
      }
      case "POST /.netlify/identity/verify": {
        const { token, type, password } = json();
        const entry = emailTokens.get(token ?? "");
        const expected = entry?.kind === "recovery" ? "recovery" : "signup";
        if (!entry || entry.kind === "email_change" || type !== expected)
          return { status: 404, body: { code: 404, msg: "User not found" } };
        const user = users.get(entry.email)!;
        if (entry.kind === "invite") {
          if (!password) return { status: 422, body: { code: 422, msg: "Password required" } };
          user.password = password;
        }
        user.confirmed = true;
        emailTokens.delete(token!);
        return { status: 200, body: tokenResponse(user) };
      }
      case "GET /.netlify/identity/user": {
        const user = caller();
        return user ? { status: 200, body: userJson(user) } : { status: 401, body: { code: 401, msg: "Invalid token" } };
      }
      case "PUT /.netlify/identity/user": {
        const user = caller();
        if (!user) return { status: 401, body: { code: 401, msg: "Invalid token" } };
        const { password, email_change_token: change } = json();
        if (password) user.password = password;
        if (change) {
          const entry = emailTokens.get(change);
          if (!entry || entry.kind !== "email_change" || entry.email !== user.email)
            return { status: 422, body: { code: 422, msg: "Invalid token" } };
          users.delete(user.email);
          user.email = entry.newEmail!;
          users.set(user.email, user);
          emailTokens.delete(change);
        }
        return { status: 200, body: userJson(user) };
      }
      case "POST /.netlify/identity/logout":
        return { status: 204 };
      case "POST /.netlify/identity/recover":
        return { status: 200, body: {} };
      default:
        return { status: 404, body: { code: 404, msg: `${route} is not served by the identity stand-in` } };
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const origin = req.headers.origin;
      if (origin) {
        res.setHeader("Access-Control-Allow-Origin", origin);
        res.setHeader("Access-Control-Allow-Credentials", "true");
        res.setHeader("Vary", "Origin");
      }
      if (req.method === "OPTIONS") {
        res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
        res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "authorization, content-type");
        res.writeHead(204).end();
        return;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        authorization: req.headers.authorization ?? null,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const { status, body } = handle(recorded);
      if (body === undefined) {
        res.writeHead(status).end();
        return;
      }
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    users,
    addUser(email, { password = null, confirmed = true, fullName = "Test Editor" } = {}) {
      const user: StandinUser = { id: next("user"), email, password, confirmed, fullName };
      users.set(email, user);
      return user;
    },
    emailToken(kind, email, newEmail) {
      const token = next(kind);
      emailTokens.set(token, { kind, email, newEmail });
      return token;
    },
    accessToken(email) {
      return issueAccessToken(users.get(email)!);
    },
    emailOf,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
