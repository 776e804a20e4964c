ALTER TABLE "reference_numbers" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD CONSTRAINT "reference_numbers_source_unique" UNIQUE("source");--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD CONSTRAINT "reference_numbers_channel" CHECK ("reference_numbers"."channel" in ('datova-schranka', 'posta', 'osobne'));