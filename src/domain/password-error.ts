/** The per-file override a password-protected file's password travels in (never saved with the settings). */
export const PASSWORD_OVERRIDE = "password";

/** Why a file waits for its password: none was given yet, or the one given did not open it. */
export type PasswordPrompt = "needed" | "wrong";

/**
 * Thrown by a tool for a password-protected file. It crosses from the worker as its prompt, and the
 * page asks for the password, then runs that file again with it.
 */
export class PasswordError extends Error {
  constructor(readonly prompt: PasswordPrompt) {
    super(prompt === "wrong" ? "the password is not correct; try again" : "the file is protected by a password; enter it to open the file");
    this.name = "PasswordError";
  }
}
