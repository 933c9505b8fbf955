import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findSession } from "#app/lib/auth/sessions.server.ts";
import { logIn, LoginLimiter } from "#app/lib/auth/login.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { auditLog, operators } from "#app/lib/db/schema.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { log } from "#app/lib/log.server.ts";
import { COMMAND_LINE_ACTOR } from "#app/lib/auth/operators.server.ts";
import { controlSocketPath, startControlSocket, writeServedAddress } from "#app/lib/auth/control-socket.server.ts";
import { EXIT, main } from "../../scripts/operator.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { builtEntry, ensureBuild } from "../../scripts/lib/build.js";

function io(input: string) {
  const stdin = new PassThrough();
  stdin.end(input);
  const out: string[] = [];
  const err: string[] = [];
  const sink = (into: string[]) => {
    const s = new PassThrough();
    s.on("data", (c: Buffer) => into.push(c.toString()));
    return s;
  };
  return { io: { stdin, stdout: sink(out), stderr: sink(err) }, out: () => out.join(""), err: () => err.join("") };
}

const env = parseEnv({ PUBLIC_SITE_URL: "https://seniors.example.org" });
const noCodes = { OPERATOR_DEVICE_VERIFICATION: false } as const;

describe.each(databaseNames)("npm run operator on %s", (name) => {
  let t: TestDatabase;
  const run = (argv: string[], input = "") => {
    const x = io(input);
    return main(argv, x.io, { env, open: async () => t.handle }).then((code) => ({ code, out: x.out(), err: x.err() }));
  };
  beforeEach(async () => {
    t = await testDatabase(name);
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("adds an operator from two lines of standard input, once", async () => {
    const added = await run(["add", "Operator@Example.org"], "a long enough passphrase\na long enough passphrase\n");
    expect(added).toMatchObject({ code: EXIT.ok });
    expect(added.out).toContain("Operator@Example.org created");
    expect(added.out).toContain("https://seniors.example.org/admin/login");
    expect(await t.db.select({ email: operators.email }).from(operators)).toEqual([{ email: "Operator@Example.org" }]);

    const again = await run(["add", "operator@example.org"], "a long enough passphrase\na long enough passphrase\n");
    expect(again.code).toBe(EXIT.failed);
    expect(again.err).toMatch(/already exists.*passwd/);
  });

  it("adds an editor with --role editor; the default stays owner; an unknown role is wrong usage", async () => {
    const pw = "a long enough passphrase\na long enough passphrase\n";
    expect((await run(["add", "helper@example.org", "--role", "editor"], pw)).out).toContain("helper@example.org created (editor)");
    expect((await run(["add", "--role=owner", "second@example.org"], pw)).code).toBe(EXIT.ok);
    expect((await run(["add", "third@example.org"], pw)).out).toContain("created (owner)");
    const bad = await run(["add", "fourth@example.org", "--role", "admin"], pw);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.err).toMatch(/"admin" is not a role/);
    expect((await t.db.select({ email: operators.email, role: operators.role }).from(operators).orderBy(operators.id)).map((o) => `${o.email} ${o.role}`)).toEqual([
      "helper@example.org editor",
      "second@example.org owner",
      "third@example.org owner",
    ]);
  });

  it("refuses differing, short or missing passwords and changes nothing", async () => {
    for (const input of ["a long enough passphrase\na long enough passphrasE\n", "short\nshort\n", "only one line\n", ""]) {
      const result = await run(["add", "operator@example.org"], input);
      expect(result.code, input).toBe(EXIT.failed);
      expect(result.err).toMatch(/differ|at least 12|No password/);
    }
    expect(await t.db.select().from(operators)).toHaveLength(0);
  });

  it("changes a password and ends that operator's sessions", async () => {
    await run(["add", "operator@example.org"], "a long enough passphrase\na long enough passphrase\n");
    const login = await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: "a long enough passphrase", ip: "192.0.2.1" });
    if (!login.ok) throw new Error("login failed");
    const changed = await run(["passwd", "OPERATOR@example.org"], "another long passphrase\nanother long passphrase\n");
    expect(changed).toMatchObject({ code: EXIT.ok });
    expect(changed.out).toMatch(/Password changed.*1 signed-in session was ended/);
    expect(await findSession(t.db, login.token)).toBeNull();

    const unknown = await run(["passwd", "nobody@example.org"], "another long passphrase\nanother long passphrase\n");
    expect(unknown.code).toBe(EXIT.failed);
    expect(unknown.err).toMatch(/no operator.*add/);
  });

  it("explains its usage and refuses a malformed address", async () => {
    expect((await run([])).code).toBe(EXIT.usage);
    expect((await run(["remove", "a@example.org"])).code).toBe(EXIT.usage);
    const bad = await run(["add", "not-an-address"]);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.err).toMatch(/not an e-mail address/);
    const help = await run(["--help"]);
    expect(help.code).toBe(EXIT.ok);
    expect(help.out).toMatch(/passwd EMAIL/);
  });
});

describe("npm run operator while the server holds the embedded database", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  // The command as `npm run operator` runs it: compiled into the build (made first, or again when a
  // source is newer), not through a TypeScript loader that would compile its imports at every start.
  beforeAll(async () => {
    ensureBuild();
    await ensurePgliteTemplate();
  }, 180_000);
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "operator-lock-"));
    dirs.push(dir);
    return dir;
  };
  /** A data folder holding a migrated embedded database, as a server leaves it. */
  const migratedDir = () => {
    const dir = tempDir();
    copyPgliteTemplate(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  // The four tests below run side by side, each on a folder of its own: most of their time is
  // the commands' own start and, in the last, the 5 s the command waits for a holder that does not
  // answer. This process plays the server in two of them and must answer while the others wait, so
  // every command runs asynchronously (spawnSync would block it).
  it.concurrent("asks the running server through its control socket: the site stays online", async () => {
    const dir = migratedDir();
    // This test process plays the server: it holds the embedded database and its control socket.
    const database = await openDatabase({ dataDir: dir, log });
    const control = await startControlSocket({ dataDir: dir, db: database.db, log });
    try {
      expect(control).toBeDefined();
      expect(fs.statSync(controlSocketPath(dir)).mode & 0o077).toBe(0); // only this user may connect
      const added = await commandAsync(root, dir, ["add", "colleague@example.org"], "a long enough passphrase\na long enough passphrase\n");
      expect(added.stderr).toBe("");
      expect(added.status).toBe(EXIT.ok);
      expect(added.stdout).toMatch(/Operator colleague@example.org created/);
      expect(added.stdout).toMatch(/running server/);
      const limiter = new LoginLimiter();
      expect(await logIn({ db: database.db, env: noCodes, limiter }, { email: "colleague@example.org", password: "a long enough passphrase", ip: "192.0.2.1" })).toMatchObject({ ok: true });

      const again = await commandAsync(root, dir, ["add", "colleague@example.org"], "a long enough passphrase\na long enough passphrase\n");
      expect(again.status).toBe(EXIT.failed);
      expect(again.stderr).toMatch(/already exists/);

      const changed = await commandAsync(root, dir, ["passwd", "colleague@example.org"], "another long passphrase\nanother long passphrase\n");
      expect(changed.status).toBe(EXIT.ok);
      expect(changed.stdout).toMatch(/Password changed for colleague@example.org/);
      expect(await logIn({ db: database.db, env: noCodes, limiter }, { email: "colleague@example.org", password: "another long passphrase", ip: "192.0.2.1" })).toMatchObject({ ok: true });

      const short = await commandAsync(root, dir, ["passwd", "colleague@example.org"], "short\nshort\n");
      expect(short.status).toBe(EXIT.failed);

      const audit = await database.db.select().from(auditLog).orderBy(auditLog.id);
      expect(audit.map((a) => [a.action, a.operatorEmail, a.operatorId])).toEqual([
        ["operator_add", COMMAND_LINE_ACTOR.email, null],
        ["login", "colleague@example.org", expect.any(Number)],
        ["operator_password", COMMAND_LINE_ACTOR.email, null],
        ["login", "colleague@example.org", expect.any(Number)],
      ]);
      expect(JSON.stringify(audit)).not.toContain("passphrase");
    } finally {
      await control?.close();
      await database.close();
    }
    expect(fs.existsSync(controlSocketPath(dir))).toBe(false);
  });

  it.concurrent("prints the address the running server serves, not its own configuration's", async () => {
    const dir = migratedDir();
    const database = await openDatabase({ dataDir: dir, log });
    const control = await startControlSocket({ dataDir: dir, db: database.db, log, address: "http://localhost:3226" });
    try {
      const added = await commandAsync(root, dir, ["add", "first@example.org"], "a long enough passphrase\na long enough passphrase\n");
      expect(added.status, added.stderr).toBe(EXIT.ok);
      expect(added.stdout).toContain("Log in at http://localhost:3226/admin/login");
    } finally {
      await control?.close();
      await database.close();
    }
    // Stopped, the server's note in its data folder says where it serves.
    writeServedAddress(dir, "http://localhost:3227", log);
    const again = await commandAsync(root, dir, ["add", "second@example.org"], "a long enough passphrase\na long enough passphrase\n");
    expect(again.status, again.stderr).toBe(EXIT.ok);
    expect(again.stdout).toContain("Log in at http://localhost:3227/admin/login");
  });

  it.concurrent("run without DATA_DIR, refuses to start a database of its own in the default folder", async () => {
    const dir = tempDir();
    const x = io("a long enough passphrase\na long enough passphrase\n");
    const opened: string[] = [];
    const code = await main(["add", "first@example.org"], x.io, {
      env: parseEnv({ DATA_DIR: dir }),
      dataDirGiven: false,
      open: async () => {
        opened.push("opened");
        throw new Error("must not open");
      },
    });
    expect(code).toBe(EXIT.failed);
    expect(x.err()).toContain(`There is no database in ${path.resolve(dir)} yet`);
    expect(x.err()).toContain("DATA_DIR=");
    expect(opened).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.concurrent("refuses with exit status 3 when the server holding the database does not answer", async () => {
    const dir = tempDir();
    // A live process that is not the command itself holds the lock, as an older server would.
    fs.writeFileSync(path.join(dir, "db.lock"), String(process.pid));
    const result = await commandAsync(root, dir, ["add", "operator@example.org"], "a long enough passphrase\na long enough passphrase\n");
    expect(result.status).toBe(EXIT.locked);
    expect(result.stderr).toMatch(/did not answer on its control socket/);
    expect(result.stderr).toContain(`process ${process.pid}`);
    expect(fs.existsSync(path.join(dir, "db"))).toBe(false);
  });
});

function commandAsync(root: string, dir: string, argv: string[], input: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtEntry("operator"), ...argv], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
    child.stdin.end(input);
  });
}
