// A logger whose lines a test reads back: pino writing JSON lines into memory, at `level` and up.
import { Writable } from "node:stream";
import pino from "pino";
import type { Logger } from "#app/lib/log.server.ts";

export function captureLog(level: pino.Level = "debug"): { log: Logger; lines: () => Array<Record<string, unknown>>; raw: () => string } {
  let raw = "";
  const stream = new Writable({
    write(chunk, _enc, done) {
      raw += String(chunk);
      done();
    },
  });
  const log = pino({ level, base: undefined }, stream) as unknown as Logger;
  return {
    log,
    raw: () => raw,
    lines: () =>
      raw
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
