// Gatsby's own Babel preset, as its unit-testing guide recommends, plus TypeScript; kept out of a
// root .babelrc so it never changes how Gatsby itself compiles the site.
//
// ESM packages compiled to CommonJS lose `import.meta`, which Emscripten builds (the @jsquash
// codecs) read and even assign to: it becomes an object holding the module's file URL.
function importMetaAsObject({ types }) {
  return {
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name !== "import" || path.node.property.name !== "meta") return;
        const url = types.memberExpression(
          types.callExpression(
            types.memberExpression(
              types.callExpression(types.identifier("require"), [types.stringLiteral("url")]),
              types.identifier("pathToFileURL"),
            ),
            [types.identifier("__filename")],
          ),
          types.identifier("href"),
        );
        path.replaceWith(types.objectExpression([types.objectProperty(types.identifier("url"), url)]));
      },
    },
  };
}

module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  plugins: [importMetaAsObject],
});
