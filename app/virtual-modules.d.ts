// Modules that vite.config.ts makes up at build time.

/** The address of the framework-free enhancements' file (app/enhance/main.ts, built as its own entry). */
declare module "virtual:enhance-script" {
  const src: string;
  export default src;
}
