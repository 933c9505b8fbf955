// Owns structured logging (pino, JSON lines on stdout) for the server, the dispatcher and the CLI.
import pino from "pino";

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: { paths: ["*.password", "*.apiKey", "*.authorization", "*.SESSION_SECRET", "*.RESEND_API_KEY"], remove: true },
});
export type Logger = typeof log;
