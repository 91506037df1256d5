/** Packages that ship without type declarations for the entry points we load. */
declare module "libheif-js/libheif-wasm/libheif-bundle.mjs" {
  import type { MainModule } from "libheif-js/libheif-wasm/libheif";
  /** The Emscripten module factory of libheif with its wasm inlined. */
  export default function createLibheif(options?: Record<string, unknown>): Promise<MainModule>;
}

/** netlify-identity-widget 2.x ships no types; the part of its API the site uses (contracts.md §b). */
declare module "netlify-identity-widget" {
  export interface IdentityUser {
    email: string;
    user_metadata?: { full_name?: string };
    jwt(force?: boolean): Promise<string>;
  }
  export interface NetlifyIdentity {
    on(event: "init", callback: (user: IdentityUser | null) => void): void;
    on(event: "login", callback: (user: IdentityUser) => void): void;
    on(event: "logout" | "open" | "close", callback: () => void): void;
    on(event: "error", callback: (error: Error) => void): void;
    open(action?: "login" | "signup"): void;
    close(): void;
    currentUser(): IdentityUser | null;
    init(options?: { APIUrl?: string; logo?: boolean; locale?: string; container?: string }): void;
    /** Its MobX state: a pending e-mail change is held here until the widget has applied it; `error` is its last failure. */
    store: { email_change_token: string | null; error: unknown };
  }
  const netlifyIdentity: NetlifyIdentity | undefined;
  export default netlifyIdentity;
}
