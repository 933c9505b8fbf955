import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, siteAddressProblem } from "./env.server.ts";

describe("parseEnv", () => {
  it("gives the defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(env.MAIL_TRANSPORT).toBe("file");
    expect(env.SESSION_SECRET).toBeUndefined();
    // A room of people behind one address, not ten posts.
    expect(env.RATE_LIMIT_MAX).toBe(30);
    expect(env.RATE_LIMIT_WINDOW_MS).toBe(600_000);
  });

  it("treats an empty variable as unset and strips a trailing slash from the address", () => {
    expect(parseEnv({ PORT: "", PUBLIC_SITE_URL: "https://anandam.example/" }).PUBLIC_SITE_URL).toBe("https://anandam.example");
  });

  it("requires SESSION_SECRET when DATABASE_URL is set, naming the variable", () => {
    const shared = { DATABASE_URL: "postgres://app@db.example:5432/site" };
    expect(() => parseEnv(shared)).toThrow(EnvError);
    expect(() => parseEnv(shared)).toThrow(/SESSION_SECRET: is required when DATABASE_URL is set/);
    expect(parseEnv({ ...shared, SESSION_SECRET: "s".repeat(40) }).SESSION_SECRET).toBe("s".repeat(40));
  });

  it("needs no SESSION_SECRET on the embedded database, and a real one with DATABASE_URL", () => {
    expect(parseEnv({ DATA_DIR: "./data" }).SESSION_SECRET).toBeUndefined();
    expect(() => parseEnv({ DATABASE_URL: "postgres://app@db.example:5432/site", SESSION_SECRET: "too short" })).toThrow(/SESSION_SECRET: expected at least 32 characters/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://app@db.example:5432/site", SESSION_SECRET: "" })).toThrow(/SESSION_SECRET: is required when DATABASE_URL is set/);
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "seventy", MAIL_TRANSPORT: "pigeon" })).toThrow(/PORT: expected a port number\n  MAIL_TRANSPORT: expected file, smtp or resend/);
  });
});

describe("the site's public address", () => {
  it("defaults to the port the server serves, and remembers that it was not given", () => {
    expect(parseEnv({ PORT: "3226" })).toMatchObject({ PUBLIC_SITE_URL: "http://localhost:3226", PUBLIC_SITE_URL_SET: false });
    expect(parseEnv({ PORT: "3226", PUBLIC_SITE_URL: "https://anandam.example" })).toMatchObject({ PUBLIC_SITE_URL: "https://anandam.example", PUBLIC_SITE_URL_SET: true });
  });

  it("is a problem in production when unset, or naming this machine while the server listens beyond it", () => {
    const prod = (vars: Record<string, string>) => siteAddressProblem(parseEnv({ NODE_ENV: "production", ...vars }));
    expect(prod({})).toBe("unset");
    expect(prod({ HOST: "127.0.0.1" })).toBe("unset");
    expect(prod({ PUBLIC_SITE_URL: "http://localhost:3000" })).toBe("loopback");
    expect(prod({ PUBLIC_SITE_URL: "http://127.0.0.1:3000", HOST: "0.0.0.0" })).toBe("loopback");
    expect(prod({ PUBLIC_SITE_URL: "http://0.0.0.0:3000" })).toBe("loopback");
    // Deliberately local (the tests, a proxy on this machine): fine.
    expect(prod({ PUBLIC_SITE_URL: "http://localhost:3000", HOST: "127.0.0.1" })).toBeNull();
    expect(prod({ PUBLIC_SITE_URL: "https://anandam.example" })).toBeNull();
    expect(siteAddressProblem(parseEnv({ NODE_ENV: "development" }))).toBeNull();
  });

  it("unset, names the address a person on this machine opens, on the port the server serves", () => {
    expect(parseEnv({ PORT: "3226", HOST: "127.0.0.1" }).PUBLIC_SITE_URL).toBe("http://127.0.0.1:3226");
    expect(parseEnv({ PORT: "3226", HOST: "::1" }).PUBLIC_SITE_URL).toBe("http://[::1]:3226");
    expect(parseEnv({ PORT: "3226", PUBLIC_SITE_URL: "https://anandam.example/" }).PUBLIC_SITE_URL).toBe("https://anandam.example");
  });

  it("reads OPERATOR_DEVICE_VERIFICATION, on unless false", () => {
    expect(parseEnv({}).OPERATOR_DEVICE_VERIFICATION).toBe(true);
    expect(parseEnv({ OPERATOR_DEVICE_VERIFICATION: "false" }).OPERATOR_DEVICE_VERIFICATION).toBe(false);
    expect(() => parseEnv({ OPERATOR_DEVICE_VERIFICATION: "maybe" })).toThrow(/OPERATOR_DEVICE_VERIFICATION: expected true or false/);
  });
});

describe("the WhatsApp Business Platform's settings", () => {
  const token = "EAAG" + "x".repeat(60);
  it("are off unless both the token and the phone number's ID are set, and name every template when they are", () => {
    expect(parseEnv({}).WHATSAPP).toBeNull();
    const env = parseEnv({ WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: "109876543210987", WHATSAPP_TEMPLATE_FEE_REMINDER: "anandam_fee_reminder_v2" });
    expect(env.WHATSAPP).toMatchObject({ token, phoneNumberId: "109876543210987", apiUrl: "https://graph.facebook.com/v26.0", language: "en" });
    expect(env.WHATSAPP?.templates).toMatchObject({ booking_confirmed: "booking_confirmed", fee_reminder: "anandam_fee_reminder_v2", payment_receipt: "payment_receipt" });
    expect(parseEnv({ WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: "109876543210987", WHATSAPP_API_URL: "http://127.0.0.1:4010/v26.0/", WHATSAPP_TEMPLATE_LANGUAGE: "en_GB" }).WHATSAPP).toMatchObject({
      apiUrl: "http://127.0.0.1:4010/v26.0",
      language: "en_GB",
    });
  });

  it("refuses half a set-up at start, naming what is missing", () => {
    expect(() => parseEnv({ WHATSAPP_TOKEN: token })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: is required when WHATSAPP_TOKEN is set/);
    expect(() => parseEnv({ WHATSAPP_PHONE_NUMBER_ID: "109876543210987" })).toThrow(/WHATSAPP_TOKEN: is required when WHATSAPP_PHONE_NUMBER_ID is set/);
    expect(() => parseEnv({ WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "booking_confirmed" })).toThrow(/WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: is set but WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not/);
    expect(() => parseEnv({ WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: "+91 98450 12345" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: expected the phone number's ID/);
    expect(() => parseEnv({ WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: "109876543210987", WHATSAPP_TEMPLATE_EVENT_MESSAGE: "Event Message" })).toThrow(/WHATSAPP_TEMPLATE_EVENT_MESSAGE: expected a template's name/);
  });
});
