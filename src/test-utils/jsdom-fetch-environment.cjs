/**
 * jsdom with Node's Request, Response and Headers: the typed API client (openapi-fetch) builds a
 * Request for every call, which a browser has and jsdom lacks. fetch itself stays absent, so each
 * test hands the client its own.
 */
// Jest loads a test environment as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TestEnvironment } = require("jest-environment-jsdom");

module.exports = class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
};
