ALTER TABLE "contracts" ALTER COLUMN "value_without_vat" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "value_with_vat" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "decrees" ADD COLUMN "collection_url" text;