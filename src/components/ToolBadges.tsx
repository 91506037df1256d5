import * as styles from "./ToolBadges.module.css";

const NO_BREAK = "\u00a0";

/**
 * The badges after a tool's name (AI, not available yet). Each is glued to the name's last word by a
 * no-break space and is itself an inline box, so a long name wraps with its last word and the badge
 * together instead of leaving the badge alone on a line.
 */
export function ToolBadges({ ai, available }: { ai: boolean; available: boolean }) {
  return (
    <>
      {ai && (
        <>
          {NO_BREAK}
          <span className={styles.badge} title="Runs an AI model in your browser">
            AI
          </span>
        </>
      )}
      {!available && (
        <>
          {NO_BREAK}
          <span className={`${styles.badge} ${styles.soon}`} title="This tool is being built and cannot run yet">
            Coming soon
          </span>
        </>
      )}
    </>
  );
}
