import { useId } from "react";
import { FileName } from "./FileName";
import * as styles from "./BulkTool.module.css";

interface Props {
  fileName: string;
  onSubmit: (password: string) => void;
}

/** Asks for the password of a protected file; the file runs again with it. */
export function PasswordForm({ fileName, onSubmit }: Props) {
  const id = useId();
  return (
    <form
      className={styles.password}
      data-testid="password-form"
      onSubmit={(event) => {
        event.preventDefault();
        const password = new FormData(event.currentTarget).get("password");
        if (typeof password === "string") onSubmit(password);
      }}
    >
      <label htmlFor={id}>
        Password for <FileName name={fileName} />
      </label>
      <input id={id} name="password" type="password" autoComplete="off" required data-testid="password-input" />
      <button type="submit" className="button button-small" data-testid="password-submit">
        Open
      </button>
    </form>
  );
}
