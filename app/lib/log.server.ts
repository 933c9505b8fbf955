// Owns structured logging (pino, JSON lines on stdout) for the server, the dispatcher and the CLI,
// and what a log line may hold of an address: a personal link's token (a member's page, a cancel
// link, the newsletter's links, the console's setup and reset links) is cut to its first few
// characters wherever a line carries a path or an address (docs/decisions/035).
import pino from "pino";

/** How many of a token's characters a log line keeps: enough to tell two apart in one log, too few to use. */
const TOKEN_KEPT = 4;
/** A member's link: whatever follows /membership/ up to the next slash or query (.data and any junk included). */
const MEMBER_LINK = /(\/membership\/)([^/?#\s"'\\]{5,})/g;
/** A `token` query parameter: the cancel link's, the newsletter's, /admin/setup's and /admin/reset's. */
const TOKEN_PARAM = /([?&;]token=)([^&#\s"'\\]{5,})/gi;

/** `text` with every personal link's token in it cut to its first characters and "…". */
function withoutTokens(text: string): string {
  const cut = (_: string, start: string, token: string) => `${start}${token.slice(0, TOKEN_KEPT)}…`;
  return text.replace(MEMBER_LINK, cut).replace(TOKEN_PARAM, cut);
}

/** A path or address as a log line may hold it: its tokens cut (withoutTokens), at most 200 characters. */
export const pathForLog = (path: string): string => withoutTokens(path).slice(0, 200);

const cutPath = (value: unknown) => (typeof value === "string" ? pathForLog(value) : value);

/**
 * The logger's options: secrets' fields removed, and a line's `path`, `url` and error (its message
 * and stack, which may quote an address) written without tokens, whichever module wrote the line.
 */
export const logOptions = {
  base: undefined,
  redact: { paths: ["*.password", "*.apiKey", "*.authorization", "*.SESSION_SECRET", "*.RESEND_API_KEY"], remove: true },
  serializers: {
    path: cutPath,
    url: cutPath,
    err: (err: Error) => {
      const serialized = pino.stdSerializers.err(err);
      if (typeof serialized.message === "string") serialized.message = withoutTokens(serialized.message);
      if (typeof serialized.stack === "string") serialized.stack = withoutTokens(serialized.stack);
      return serialized;
    },
  },
} satisfies pino.LoggerOptions;

export const log = pino({ ...logOptions, level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info") });
export type Logger = typeof log;
