import type { ReactNode } from "react";
import * as styles from "./SettingList.module.css";

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

export interface ListedSetting {
  name: string;
  /** What the page calls it; left out when empty. */
  title?: string;
  description: string;
  /** Short facts shown in a row under the description (type, range, default…). */
  facts: Fact[];
  /** Values listed one per line with what each means (an enum's), under the facts. */
  values?: { value: ReactNode; label: string; key: string }[];
}

/**
 * Parameters or fields of the API, one entry each: the name on a line of its own (never broken inside
 * a word), beside its description on a wide screen and above it on a phone, then its facts. A table
 * of four columns squeezed the names and defaults of the /api/ page into broken words (issue 49).
 */
export function SettingList({ settings }: { settings: ListedSetting[] }) {
  return (
    <dl className={styles.list}>
      {settings.map((setting) => (
        <div key={setting.name} className={styles.entry} data-testid="setting">
          <dt className={styles.name}>
            <code data-testid="setting-name">{setting.name}</code>
          </dt>
          <dd className={styles.details}>
            {(setting.title || setting.description) && (
              <p className={styles.meaning}>
                {setting.title && <strong>{setting.title}. </strong>}
                {setting.description}
              </p>
            )}
            <dl className={styles.facts}>
              {setting.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd data-testid={fact.testId}>{fact.value}</dd>
                </div>
              ))}
              {setting.values && setting.values.length > 0 && (
                <div className={`${styles.fact} ${styles.valuesFact}`}>
                  <dt>Values</dt>
                  <dd>
                    <ul className={styles.values}>
                      {setting.values.map((value) => (
                        <li key={value.key}>
                          {value.value}
                          {value.label && ` ${value.label}`}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </dd>
        </div>
      ))}
    </dl>
  );
}
