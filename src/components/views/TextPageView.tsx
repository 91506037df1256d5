import type { ReactNode } from "react";

/** A fixed page whose words come from content/pages (license, login, 404, 500, list intros); `body` is the rendered Markdown. */
export function TextPageView({ title, body, children }: { title: ReactNode; body: ReactNode; children?: ReactNode }) {
  return (
    <div className="container">
      <div className="reading-column">
        <h1>{title}</h1>
        {body}
        {children}
      </div>
    </div>
  );
}
