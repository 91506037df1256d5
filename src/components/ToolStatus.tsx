/**
 * The working area of a tool page. The bulk runtime and each tool's own folder (src/tools/<slug>/)
 * arrive in later issues; until a tool ships, the page says plainly that it cannot run yet.
 */
export function ToolStatus({ name }: { name: string }) {
  return (
    <section className="notice" aria-labelledby="tool-status-title" data-testid="tool-status">
      <h2 id="tool-status-title">{name} is not available yet</h2>
      <p>
        This tool is being built. When it is ready it will run right here, in your browser, on as many files as you drop: nothing will be
        uploaded. The guide below describes how it will work.
      </p>
    </section>
  );
}
