/** @jest-environment node */
import { ISOLATION_HEADERS, TOOL_PAGE } from "./isolation";
import { ADMIN_PAGE } from "./routes";
import { swNavigationScript } from "./sw-navigation";

interface Route {
  handler: { handle: (options: { event: { request: { url: string } } }) => Promise<Response> };
}

/** Runs the script as sw.js would, after a stand-in for the offline plugin's navigation route. */
function install(
  shell: Response,
  fetchFromNetwork: (request: { url: string }) => Promise<Response> = () => Promise.reject(new Error("offline")),
): Route {
  const navigationRoute: Route = { handler: { handle: () => Promise.resolve(shell) } };
  // sw-append.js ends in a call without a semicolon.
  const pluginTail = "register(/x/, handleAPIRequest)\n";
  new Function(
    "navigationRoute",
    "register",
    "handleAPIRequest",
    "fetch",
    pluginTail + swNavigationScript({ isolatedPage: TOOL_PAGE, networkOnlyPage: ADMIN_PAGE }),
  )(navigationRoute, () => 1, null, fetchFromNetwork);
  return navigationRoute;
}

const navigate = (route: Route, url: string) => route.handler.handle({ event: { request: { url } } });

describe("service worker navigations", () => {
  it("gives the shell the isolation headers on tool pages", async () => {
    const route = install(new Response("<html>shell</html>", { headers: { "Content-Type": "text/html" } }));
    const response = await navigate(route, "https://example.test/tools/bulk-image-upscaler/");
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("Content-Type")).toBe("text/html");
    expect(await response.text()).toBe("<html>shell</html>");
  });

  it("leaves other pages as they are", async () => {
    const route = install(new Response("shell"));
    const response = await navigate(route, "https://example.test/pricing/");
    expect(response.headers.get("Cross-Origin-Embedder-Policy")).toBeNull();
  });

  it("sends the Content Manager to the network, never to the shell", async () => {
    const requested: string[] = [];
    const route = install(new Response("shell"), (request) => {
      requested.push(request.url);
      return Promise.resolve(new Response("admin page"));
    });
    const response = await navigate(route, "https://example.test/admin/");
    expect(await response.text()).toBe("admin page");
    expect(requested).toEqual(["https://example.test/admin/"]);
    expect(await (await navigate(route, "https://example.test/blog/")).text()).toBe("shell");
  });
});
