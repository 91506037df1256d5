import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";

/** Matches what a route's path takes: a parameter one segment (possibly empty, as the router does), a wildcard the rest. */
function matcherOf(url: string): RegExp {
  const parts = url.split("/").map((part) => {
    if (part === "*") return ".*";
    if (part.startsWith(":")) return "[^/]*";
    return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("/")}$`);
}

/**
 * Every call under /api/ that no route takes answers JSON in the API's error shape: 405 with Allow
 * when other methods exist at its path, else 404; never the site's redirects and pages. Only /api/
 * itself stays the site's (the API's documentation page). Call before registering the routes, so it
 * sees them all.
 */
export async function answerUnknownApiCalls(app: FastifyInstance): Promise<void> {
  const routes: { matcher: RegExp; methods: string[] }[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    // OPTIONS routes answer CORS preflights for any path: they make no path exist.
    const methods = [route.method].flat().filter((method) => method !== "OPTIONS");
    if (route.url.startsWith("/api/") && !route.url.includes("(") && methods.length > 0)
      routes.push({ matcher: matcherOf(route.url), methods });
  });

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const allowed = [...new Set(routes.filter((route) => route.matcher.test(path)).flatMap((route) => route.methods))].sort();
    // The message repeats the path as sent: never to be read as anything but JSON.
    reply.header("Cache-Control", "no-store").header("X-Content-Type-Options", "nosniff");
    if (allowed.length === 0 || allowed.includes(request.method))
      return reply.code(404).send({ success: false, message: `No such API call: ${request.method} ${path}` });
    return reply
      .code(405)
      .header("Allow", allowed.join(", "))
      .send({ success: false, message: `${request.method} is not allowed on ${path}: use ${allowed.join(" or ")}.` });
  };

  await app.register(
    async (scope) => {
      // The answer does not depend on the body: it is never read.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
      // A non-empty first segment, or any path after it (an empty one too: /api//x): /api/ itself is left to the site.
      scope.all("/:segment(^.+$)", answer);
      scope.all("/:segment(^.*$)/*", answer);
      scope.setNotFoundHandler(answer);
    },
    { prefix: "/api" },
  );
}
