import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { API_BASE, productApi } from "../../lib/api-client";
import { AccountError } from "./AccountError";
import { AccountPanel } from "./AccountPanel";
import { LoginForm } from "./LoginForm";
import { TaskHistory } from "./TaskHistory";
import { UploadForm } from "./UploadForm";
import { useAccount } from "./useAccount";
import { keepToken, useSessionToken } from "./useSessionToken";

const fetchFn: typeof fetch = (...args) => fetch(...args);
const noSubscription = () => () => undefined;

function Account({ token, onLoggedOut }: { token: string; onLoggedOut: (notice: string | null) => void }) {
  const api = useMemo(() => productApi(fetchFn, API_BASE, { onSessionToken: keepToken }), []);
  const account = useAccount(api, token, onLoggedOut);
  const [queued, setQueued] = useState(0);
  return (
    <>
      <AccountPanel account={account} />
      {account.error && <AccountError error={account.error} />}
      <UploadForm api={api} fetchFn={fetchFn} token={token} account={account} onQueued={() => setQueued((count) => count + 1)} />
      <TaskHistory api={api} account={account} refresh={queued} />
    </>
  );
}

/** /login/: e-mail code login, then the API dashboard while the stored session lasts (spec §4). */
export function ApiDashboard() {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const token = useSessionToken();
  const [notice, setNotice] = useState<string | null>(null);
  const api = useMemo(() => productApi(fetchFn), []);

  const loggedIn = useCallback((fresh: string) => {
    setNotice(null);
    keepToken(fresh);
  }, []);

  return (
    <div data-testid="api-dashboard" data-ready={ready}>
      {token ? (
        <Account token={token} onLoggedOut={setNotice} />
      ) : (
        <LoginForm key={notice ?? ""} api={api} ready={ready} onLoggedIn={loggedIn} notice={notice} />
      )}
    </div>
  );
}
