// Only one check uses ESLint: whether the JavaScript the site ships (the build's browser files) uses
// an API the oldest supported browsers lack (README, Browsers; package.json "browserslist"). It runs
// in `npm test` after the build (`npm run compat`). The site's own code is checked by TypeScript.
import compat from "eslint-plugin-compat";

export default [
  {
    files: ["build/client/assets/**/*.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    plugins: { compat },
    settings: {
      // The ECMAScript built-ins too (Array.prototype.at, Object.hasOwn, regular expression syntax such as lookbehind).
      lintAllEsApis: true,
      // Read only behind a check that it exists: React's scheduler estimates the connection's speed
      // with `navigator.connection && navigator.connection.downlink` and assumes a default without it.
      polyfills: ["navigator.connection"],
    },
    rules: { "compat/compat": "error" },
  },
];
