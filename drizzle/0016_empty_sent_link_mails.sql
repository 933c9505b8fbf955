-- Decision 035: mail that carries a personal link is stored sealed and emptied once sent. Mail sent
-- before that still held its link in clear; this empties it once, as the dispatcher empties a sealed
-- row once sent (app/lib/mail/dispatcher.server.ts): its text and HTML become the same words, and its
-- headers (a newsletter copy's List-Unsubscribe carries the link) go. The row, its status, recipient,
-- subject, kind, attachments (calendar files and payment QR codes: no personal link) and dates stay.
-- Such a mail is known by its link, as the dispatcher knows one written in clear (PERSONAL_LINK in
-- app/lib/mail/sealed.server.ts): a member's page, /membership/<token>, or a token= parameter (a
-- booking's cancel link, the newsletter's confirm and unsubscribe links) other than a test copy's.
-- Only sent rows: one waiting (or dead, until the operator retries it) must still go out whole, and
-- the dispatcher empties it once sent. Right after this migration openDatabase rewrites the table
-- (app/lib/db/client.server.ts: VACUUM FULL cannot run in the migrations' transaction), so the old
-- values leave its files too.
UPDATE "email_outbox"
SET "text" = '(sent; its personal link is not kept)', "html" = '(sent; its personal link is not kept)', "headers" = NULL, "sealed" = NULL
WHERE "status" = 'sent'
  AND "kind" <> 'operator_access'
  AND (
    "text" ~ '/membership/[A-Za-z0-9_-]|[?&;]token=(?!test-copy)[A-Za-z0-9_%-]'
    OR "html" ~ '/membership/[A-Za-z0-9_-]|[?&;]token=(?!test-copy)[A-Za-z0-9_%-]'
    OR coalesce("headers"::text, '') ~ '/membership/[A-Za-z0-9_-]|[?&;]token=(?!test-copy)[A-Za-z0-9_%-]'
  );--> statement-breakpoint
-- A login code's or reset link's mail sent before 029 sealed them: the dispatcher has emptied every
-- sent one since, sealed or not; these are emptied the same way (the link is long expired).
UPDATE "email_outbox"
SET "text" = '(sent; its one-time code or link is not kept)', "html" = '(sent; its one-time code or link is not kept)', "sealed" = NULL
WHERE "status" = 'sent' AND "kind" = 'operator_access' AND ("text" <> '(sent; its one-time code or link is not kept)' OR "html" <> '(sent; its one-time code or link is not kept)');
