// Owns the server's configuration: every environment variable is parsed here, once, by one schema.
import { z } from "zod";
import { site } from "#app/core/site.ts";
import { whatsappTemplates, type WhatsAppTemplateKind } from "#app/content/whatsapp-templates.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "expected true or false",
  })
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const url = (what: string) =>
  z.url({ error: `expected ${what}` }).transform((v) => v.replace(/\/+$/, ""));

/** A WhatsApp template's name as Meta allows it: lower-case letters, digits and underscores. */
const templateName = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/, { error: "expected a template's name as WhatsApp Manager shows it (lower-case letters, digits and _)" })
  .optional();

const whatsappTemplateKeys = [
  "WHATSAPP_TEMPLATE_LANGUAGE",
  ...(Object.keys(whatsappTemplates) as WhatsAppTemplateKind[]).map((kind) => `WHATSAPP_TEMPLATE_${kind.toUpperCase() as Uppercase<WhatsAppTemplateKind>}` as const),
] as const;

type WhatsAppVars = { WHATSAPP_TOKEN?: string; WHATSAPP_PHONE_NUMBER_ID?: string; WHATSAPP_API_URL: string } & Partial<Record<(typeof whatsappTemplateKeys)[number], string>>;

/** What the server needs to send a template message: the token, the number's ID, the API's address and each template's name and language. */
function whatsappConfig(env: WhatsAppVars) {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return null;
  const kinds = Object.keys(whatsappTemplates) as WhatsAppTemplateKind[];
  return {
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    apiUrl: env.WHATSAPP_API_URL,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? "en",
    templates: Object.fromEntries(kinds.map((kind) => [kind, env[`WHATSAPP_TEMPLATE_${kind.toUpperCase() as Uppercase<WhatsAppTemplateKind>}`] ?? whatsappTemplates[kind].name])) as Record<WhatsAppTemplateKind, string>,
  };
}

export type WhatsAppConfig = NonNullable<ReturnType<typeof whatsappConfig>>;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "expected a port number" })
      .int({ error: "expected a whole port number" })
      .min(1, { error: "expected a port between 1 and 65535" })
      .max(65535, { error: "expected a port between 1 and 65535" })
      .default(3000),
    HOST: z.string().min(1, { error: "expected a host name or address" }).default("0.0.0.0"),
    // Unset, it is this machine's address on PORT (localAddress, below), and a production server
    // says so at start and in the console (siteAddressProblem): links in mail would lead nowhere.
    PUBLIC_SITE_URL: url("an absolute http(s) URL such as https://example.org").optional(),
    DATA_DIR: z.string().min(1, { error: "expected a directory path" }).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "expected a postgres:// or postgresql:// connection URL" })
      .optional(),
    MAIL_TRANSPORT: z.enum(["file", "smtp", "resend"], { error: "expected file, smtp or resend" }).default("file"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: "expected an smtp:// or smtps:// URL" })
      .optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    RESEND_BASE_URL: url("an absolute http(s) URL").default("https://api.resend.com"),
    // The sender's name is the community's own (site facts), so a visitor knows who wrote.
    MAIL_FROM: z.string().min(3).default(`${site.brand} <no-reply@localhost>`),
    OPERATOR_EMAIL: z.email({ error: "expected an e-mail address" }).default("operator@localhost.localdomain"),
    /** Send each visitor a confirmation with their Reference ID. */
    MAIL_CONFIRMATIONS: booleanFlag.default(true),
    SESSION_SECRET: z.string().min(32, { error: "expected at least 32 characters" }).optional(),
    /** Express "trust proxy": false, true, a hop count, or a comma-separated list of addresses. */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((v): boolean | number | string => {
        if (v === "true") return true;
        if (v === "false" || v === "") return false;
        if (/^\d+$/.test(v)) return Number(v);
        return v;
      }),
    /** Form posts allowed per client address per window (abuse defence). */
    // Sized for a room, not a person: a workshop of 20-25 people on the centre's Wi-Fi shares one
    // address, and each may send a form or two. Refused (invalid) posts are not counted.
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    /** Newsletter messages sent per minute at most, across every server; other mail is not held back. */
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60 * 1000),
    /**
     * How long a server keeps a page that shows the programme or the console's content before
     * rendering it again: a change made through another server sharing the database shows within it.
     */
    PAGE_CACHE_MAX_AGE_MS: z.coerce.number().int().min(1000).max(24 * 60 * 60 * 1000).default(60_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * A browser that has not logged in before confirms a login with a six-digit code mailed to the
     * operator (docs/decisions/019-operator-login.md). `false` for a site that sends no mail.
     */
    OPERATOR_DEVICE_VERIFICATION: booleanFlag.default(true),
    /**
     * When the server makes its nightly backup, as HH:MM on the clock in Bangalore (docs/decisions/028-backups-by-the-server.md).
     */
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day as HH:MM, e.g. 02:30 (the clock in Bangalore)")
      .default("02:30"),
    /** How many backups DATA_DIR/backups keeps (the nightly ones, those made from the console and by `npm run backup`); older ones are removed. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    /**
     * The community's UPI ID (a VPA such as anandam@okaxis): mail asking a member for money then
     * carries a upi://pay link and its QR code. Unset, the mail says how else to pay.
     */
    UPI_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, { error: "expected a UPI ID such as anandam@okaxis" })
      .optional(),
    /** The payee's name a UPI app shows beside UPI_ID; the community's name when unset. */
    UPI_PAYEE_NAME: z.string().min(1).max(99).default(site.brand),
    /**
     * The WhatsApp Business Platform (Cloud API): a permanent system user's access token and the
     * sending phone number's ID. With both set, the messages of app/content/whatsapp-templates.ts go
     * out as template messages to the people who chose WhatsApp (app/lib/whatsapp); unset, none do.
     */
    WHATSAPP_TOKEN: z.string().regex(/^[A-Za-z0-9_.|-]{20,}$/, { error: "expected the access token of a system user (WhatsApp Manager, at least 20 letters and digits)" }).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, { error: "expected the phone number's ID, digits only (WhatsApp Manager: API setup), not the phone number" }).optional(),
    /** The Graph API's address with its version; a test's stand-in replaces it. */
    WHATSAPP_API_URL: url("an absolute http(s) URL such as https://graph.facebook.com/v26.0").default("https://graph.facebook.com/v26.0"),
    /** The language the templates were approved in, as Meta names it ("en", "en_GB"). */
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: "expected a template language code such as en or en_GB" }).optional(),
    // Each template's name when it was approved under another than app/content/whatsapp-templates.ts gives.
    WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: templateName,
    WHATSAPP_TEMPLATE_BOOKING_WAITLISTED: templateName,
    WHATSAPP_TEMPLATE_BOOKING_PROMOTED: templateName,
    WHATSAPP_TEMPLATE_BOOKING_CHANGED: templateName,
    WHATSAPP_TEMPLATE_BOOKING_CANCELLED: templateName,
    WHATSAPP_TEMPLATE_EVENT_MESSAGE: templateName,
    WHATSAPP_TEMPLATE_FEE_REMINDER: templateName,
    WHATSAPP_TEMPLATE_PAYMENT_RECEIPT: templateName,
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when MAIL_TRANSPORT=smtp" });
    }
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      // Servers sharing one database must sign console sessions alike; a secret each one invents
      // for itself would log the operator out whenever the load balancer picks another.
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when DATABASE_URL is set (the same value on every server; e.g. `openssl rand -base64 48`)",
      });
    }
    // Half a WhatsApp set-up would queue messages nobody can send, or none while the centre thinks
    // they go: refused at start, naming what is missing.
    if (env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID) {
      ctx.addIssue({ code: "custom", path: ["WHATSAPP_PHONE_NUMBER_ID"], message: "is required when WHATSAPP_TOKEN is set (WhatsApp Manager: API setup, the phone number's ID)" });
    }
    if (env.WHATSAPP_PHONE_NUMBER_ID && !env.WHATSAPP_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["WHATSAPP_TOKEN"], message: "is required when WHATSAPP_PHONE_NUMBER_ID is set (a system user's permanent access token)" });
    }
    if (!env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID) {
      for (const key of whatsappTemplateKeys) {
        if (env[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "is set but WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not: set both, or none of the WHATSAPP_ variables" });
      }
    }
    if (env.MAIL_TRANSPORT === "resend" && !env.RESEND_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["RESEND_API_KEY"], message: "is required when MAIL_TRANSPORT=resend" });
    }
  })
  .transform(({ PUBLIC_SITE_URL, ...env }) => ({
    ...env,
    /** The WhatsApp Business Platform when both its settings are given, else null: no message goes by WhatsApp. */
    WHATSAPP: whatsappConfig(env),
    PUBLIC_SITE_URL: PUBLIC_SITE_URL ?? localAddress(env.HOST, env.PORT),
    /** Whether PUBLIC_SITE_URL was given, or is the local default. */
    PUBLIC_SITE_URL_SET: PUBLIC_SITE_URL !== undefined,
  }));


/**
 * The address a person on this machine opens to reach a server listening on HOST and PORT: the
 * default PUBLIC_SITE_URL, so that a printed link or a link in mail has the port the server really
 * serves.
 */
function localAddress(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" || host === "localhost" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Env = z.infer<typeof EnvSchema>;

/** This machine only: localhost, 127.x.x.x, ::1. */
function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^127\./.test(h);
}

/**
 * Why links in mail (confirm, cancel, unsubscribe, a password reset) would not reach anyone, for a
 * production server: PUBLIC_SITE_URL is unset ("unset"), or names this machine while the server
 * listens beyond it ("loopback"). Null when the address is fine, or outside production (a
 * development server and the tests run on this machine on purpose).
 */
export function siteAddressProblem(env: Pick<Env, "NODE_ENV" | "PUBLIC_SITE_URL" | "PUBLIC_SITE_URL_SET" | "HOST">): "unset" | "loopback" | null {
  if (env.NODE_ENV !== "production") return null;
  if (!env.PUBLIC_SITE_URL_SET) return "unset";
  // 0.0.0.0 in an address is no address at all: a browser elsewhere cannot open it either.
  const host = new URL(env.PUBLIC_SITE_URL).hostname;
  return !isLoopback(env.HOST) && (isLoopback(host) || host === "0.0.0.0") ? "loopback" : null;
}


export class EnvError extends Error {
  override name = "EnvError";
}

/** Pure: parses a variable map (process.env by default) or throws an EnvError naming each bad variable. */
export function parseEnv(input: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(environment)"}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
