ALTER TABLE "articles" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_requested_at" timestamp with time zone;