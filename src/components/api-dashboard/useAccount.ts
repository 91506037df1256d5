import { navigate } from "gatsby";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiCallError, type ProductApi } from "../../lib/api-client";
import { API_KEY_CONFIRM, CREATE_KEY_PATH, errorKind, pricingPrompt, validatePrompt } from "../../lib/api-errors";
import { CREDITS_PATH } from "../../lib/credit-packs";
import { clearSession } from "../../lib/session-state";
import { safeStorage } from "../../lib/storage-keys";
import { sessionProblem } from "./useSessionToken";

/** An error for the screen; `offerCredits` when it comes with spec §8's offer to buy credits. */
export interface AccountError {
  message: string;
  offerCredits: boolean;
}

/**
 * The account as the dashboard shows it. Its actions answer their own error rather than keeping it, so
 * each part of the page shows it beside the control that caused it.
 */
export interface AccountState {
  apiKey: string | null;
  /** Whether the key lookup has answered: until then `apiKey` null means unknown, not "none yet". */
  loaded: boolean;
  credits: number | null;
  emailUpdates: boolean;
  busy: boolean;
  /** Why the account could not be read when the dashboard opened. */
  loadError: AccountError | null;
  /** Makes (or replaces) the key; null when done. */
  createKey(): Promise<AccountError | null>;
  setEmailUpdates(enabled: boolean): Promise<AccountError | null>;
  refreshCredits(): Promise<void>;
  /** Checks the account may run tasks; when it may not, offers the pricing page and answers why. */
  validate(): Promise<AccountError | null>;
  /** Throws the API's session error when the stored session has expired (spec §5), before a call is made. */
  requireSession(): void;
  /** Acts on an API error as spec §8 says; returns its text for the screen. */
  handleError(error: unknown): string;
  /** Forgets the session on this device at once, and asks the server to end its token. */
  logOut(): Promise<void>;
}

const messageOf = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));
export const shown = (message: string, offerCredits = false): AccountError => ({ message, offerCredits });

function requireSession(): void {
  const problem = sessionProblem();
  if (problem) throw new ApiCallError(401, problem);
}

/** The logged-in account's key, credits and settings, and the spec §8 reactions to API errors. */
export function useAccount(api: ProductApi, token: string, onLoggedOut: (notice: string | null) => void): AccountState {
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [credits, setCredits] = useState<number | null>(null);
  const [emailUpdates, setEmailUpdatesState] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<AccountError | null>(null);

  const endSession = useCallback(
    (notice: string | null) => {
      clearSession(safeStorage(() => window.localStorage));
      onLoggedOut(notice);
    },
    [onLoggedOut],
  );

  const handleError = useCallback(
    (caught: unknown): string => {
      const message = messageOf(caught);
      const kind = caught instanceof ApiCallError ? errorKind(message) : "other";
      if (kind === "session") {
        endSession(message);
        if (window.confirm(pricingPrompt(message))) void navigate("/pricing/");
      } else if (kind === "api-key") {
        // The key shown is gone (replaced elsewhere): the login page's button then makes one without asking to replace it.
        setApiKey(null);
        if (window.confirm(API_KEY_CONFIRM)) void navigate(CREATE_KEY_PATH);
      }
      return message;
    },
    [endSession],
  );

  const createKey = useCallback(async () => {
    setBusy(true);
    try {
      requireSession();
      const key = await api.createApiKey(token);
      setApiKey(key);
      setLoadError(null);
      setCredits((await api.credits(key)).credits);
      return null;
    } catch (caught) {
      return shown(handleError(caught));
    } finally {
      setBusy(false);
    }
  }, [api, token, handleError]);

  // The account is loaded once per login: a token renewed by the credits answer must not load it again.
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  useEffect(() => {
    let live = true;
    const session = tokenRef.current;
    void (async () => {
      try {
        requireSession();
        const [key, updates] = await Promise.all([api.apiKey(session), api.emailUpdates(session)]);
        if (!live) return;
        setEmailUpdatesState(updates);
        // Without a key the dashboard offers its button; a key is made only when asked for (spec §5).
        setApiKey(key);
        setLoaded(true);
        if (key === null) return;
        const { credits: balance } = await api.credits(key);
        if (live) setCredits(balance);
      } catch (caught) {
        if (live) setLoadError(shown(handleError(caught)));
      }
    })();
    return () => {
      live = false;
    };
  }, [api, handleError]);

  return useMemo<AccountState>(
    () => ({
      apiKey,
      loaded,
      credits,
      emailUpdates,
      busy,
      loadError,
      createKey,
      requireSession,
      handleError,
      async setEmailUpdates(enabled) {
        // The box follows the click at once and goes back if the server refuses.
        setEmailUpdatesState(enabled);
        try {
          requireSession();
          await api.setEmailUpdates(token, enabled);
          return null;
        } catch (caught) {
          setEmailUpdatesState(!enabled);
          return shown(handleError(caught));
        }
      },
      async refreshCredits() {
        if (apiKey) setCredits((await api.credits(apiKey)).credits);
      },
      async validate() {
        try {
          requireSession();
          await api.validate(token);
          return null;
        } catch (caught) {
          const message = messageOf(caught);
          if (!(caught instanceof ApiCallError && errorKind(message) === "other")) return shown(handleError(caught));
          if (window.confirm(validatePrompt(message))) void navigate(CREDITS_PATH);
          return shown(message, true);
        }
      },
      async logOut() {
        endSession(null);
        // The token is gone from this device either way; a server that cannot be reached leaves it valid until it expires.
        await api.logOut(token).catch(() => undefined);
      },
    }),
    [apiKey, loaded, credits, emailUpdates, busy, loadError, createKey, handleError, api, token, endSession],
  );
}
