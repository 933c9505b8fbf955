// The words of `npm run operator` (scripts/operator.ts), for whoever runs the server: usage, what
// was done and where, and what to do when it could not be done.
export const operatorCommandCopy = {
  usage: `Usage:
  npm run operator -- add EMAIL [--role owner|editor]   create an operator account (an owner unless --role editor)
  npm run operator -- passwd EMAIL                      set a new password (ends that operator's sessions)

The first account is easiest made in the browser: while nobody has an account, the server prints a
one-time link /admin/setup?token=… when it starts.

The password (at least 12 characters) is asked for twice. On a terminal it is not shown as you
type; otherwise the first two lines of standard input are read.

An owner also manages operators, finds and erases people, downloads CSV files and reads the audit;
an editor runs events, content, the newsletter and the inboxes.

The command uses the same data folder as the server (DATA_DIR, ./data unless set) or DATABASE_URL,
and works whether or not the server runs: while a server holds the embedded database, the command
asks that server to make the change, through its control socket DATA_DIR/control.sock.

Exit status: 0 done, 1 refused or failed, 2 wrong usage, 3 database in use by a server that does
not answer.`,
  notAnEmail: (email: string, command: string) => `"${email}" is not an e-mail address. Example: npm run operator -- ${command} operator@example.org`,
  badRole: (role: string) => `"${role}" is not a role. Use --role owner or --role editor.`,
  exists: (email: string) => `An operator with the e-mail address ${email} already exists. To change its password: npm run operator -- passwd ${email}`,
  missing: (email: string) => `There is no operator with the e-mail address ${email}. To create one: npm run operator -- add ${email}`,
  noPassword: "No password given: nothing was changed. Type the password twice (or give it on two lines of standard input).",
  differ: "The two passwords differ: nothing was changed. Please run the command again.",
  refused: (problem: string) => `${problem} Nothing was changed.`,
  created: (email: string, role: string, where: string) => `Operator ${email} created (${role}) in ${where}.`,
  logIn: (address: string) => `Log in at ${address}/admin/login`,
  changed: (email: string, ended: number) =>
    `Password changed for ${email}.` + (ended ? ` ${ended} signed-in session${ended === 1 ? " was" : "s were"} ended.` : ""),
  viaServer: "(Done by the running server: the site stayed online.)",
  failed: (message: string) => `Failed: ${message}`,
  noServerAnswer: (socket: string, detail: string) =>
    `The server is running and holds the embedded database, but it did not answer on its control socket (${socket}).\nIf it is an older version, stop it, run this command again, then start it.\n(${detail})`,
  cannotOpen: (detail: string) => `Could not open the database: ${detail}`,
  stoppedAnswering: "The running server stopped answering. Nothing was changed; please run the command again.",
  /** Without DATA_DIR, the default data folder has no database: the server may use another one. */
  noDatabase: (folder: string) =>
    `There is no database in ${folder} yet, so nothing was changed.\n` +
    `- If the site's server has not started yet: start it (npm start). While nobody has an account it prints a link that creates the first one in the browser.\n` +
    `- If the server runs with another data folder, give the same one here: DATA_DIR=/path/to/its/data npm run operator -- …`,
  embedded: (folder: string) => `the embedded database in ${folder}`,
  postgres: "the PostgreSQL database (DATABASE_URL)",
} as const;
