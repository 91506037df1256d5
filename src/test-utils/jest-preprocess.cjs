// Gatsby's own Babel preset, as its unit-testing guide recommends, plus TypeScript; kept out of a
// root .babelrc so it never changes how Gatsby itself compiles the site.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
