-- Issue 27: the confirm link and the unsubscribe link get a key each (docs/decisions/017-hostile-input.md).
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
-- A subscription that may have had an issue (confirmed, or unsubscribed) keeps its old key as its
-- unsubscribe key: every issue delivered carries it in its unsubscribe link, which keeps working.
UPDATE "newsletter_subscriptions" SET "unsubscribe_token" = "token" WHERE "confirmed_at" IS NOT NULL OR "status" = 'unsubscribed';--> statement-breakpoint
-- ...and gets a new confirm key (two random UUIDs, 244 random bits), which no mail carries: the old
-- key, in every issue it was sent, confirms nothing any more, so it cannot undo an unsubscription.
UPDATE "newsletter_subscriptions" SET "token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "confirmed_at" IS NOT NULL OR "status" = 'unsubscribed';--> statement-breakpoint
-- One still waiting for its owner keeps its key in the confirmation mail it was sent, and gets a new
-- unsubscribe key: no issue has been sent to it.
UPDATE "newsletter_subscriptions" SET "unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "unsubscribe_token" IS NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "unsubscribe_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token");
