// Globals Gatsby's webpack build defines and its runtime modules read.
Object.assign(globalThis, { __PATH_PREFIX__: "", __BASE_PATH__: "" });
