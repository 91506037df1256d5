import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { API_BASE, productApi } from "../../lib/api-client";
import { tokenEmail } from "../../lib/session-state";
import { AccountPanel } from "./AccountPanel";
import { LoginForm } from "./LoginForm";
import { TaskHistory } from "./TaskHistory";
import { UploadForm } from "./UploadForm";
import { useAccount } from "./useAccount";
import { useApiActions } from "./useApiActions";
import { keepToken, useSessionToken } from "./useSessionToken";

const fetchFn: typeof fetch = (...args) => fetch(...args);
const noSubscription = () => () => undefined;

function Account({ token, onLoggedOut }: { token: string; onLoggedOut: (notice: string | null) => void }) {
  const api = useMemo(() => productApi(fetchFn, API_BASE, { onSessionToken: keepToken }), []);
  const account = useAccount(api, token, onLoggedOut);
  const actions = useApiActions();
  const [queued, setQueued] = useState(0);
  return (
    <>
      <AccountPanel account={account} email={tokenEmail(token)} />
      <UploadForm
        api={api}
        fetchFn={fetchFn}
        token={token}
        account={account}
        actions={actions}
        onQueued={() => setQueued((count) => count + 1)}
      />
      <TaskHistory api={api} account={account} refresh={queued} toolNames={actions.names} />
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
