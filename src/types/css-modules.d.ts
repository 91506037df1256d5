// Gatsby 5 compiles `*.module.css` to named exports, one per class.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
