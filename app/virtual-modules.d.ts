// Modules that vite.config.ts makes up at build time.

/** The address of the framework-free enhancements' file (app/enhance/main.ts, built as its own entry). */
declare module "virtual:enhance-script" {
  const src: string;
  export default src;
}

/** The address of the islands' browser entry (app/islands/main.tsx, built as its own entry). */
declare module "virtual:islands-script" {
  const src: string;
  export default src;
}

/** The address of the console's script (app/enhance/console.ts, built as its own entry). */
declare module "virtual:console-script" {
  const src: string;
  export default src;
}
