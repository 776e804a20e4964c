ALTER TABLE "waste_bin_links" ADD COLUMN "remind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_bin_links" ADD COLUMN "reminded_for" text;