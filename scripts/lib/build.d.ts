// Types of build.js, which plain-Node scripts (start.js, run.js) import too.
export const root: string;
export const serverNodeArgs: string[];
export const serverEnv: Record<string, string>;
export function builtEntry(name: "main" | "operator" | "backup" | "restore"): string;
export function ensureBuild(): void;
