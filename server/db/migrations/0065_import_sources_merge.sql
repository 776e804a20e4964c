DROP INDEX "import_links_key";--> statement-breakpoint
ALTER TABLE "import_links" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_links" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "import_links" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "import_links" ADD COLUMN "old_url" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "source_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "conflict" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "import_links_source_key" ON "import_links" USING btree ("kind","source","key");--> statement-breakpoint
-- The old address each item had when an earlier run brought it, from that run's report (the item's new
-- page is its row there): so a file of another site whose items share these keys is told apart. One
-- row of the report each: the last item of the run that went to that page.
UPDATE "import_links" l SET "old_url" = o."old_url"
FROM (
  SELECT DISTINCT ON ("run_id", "kind", "path") "run_id", "kind", "path", "old_url"
  FROM "import_outcomes"
  WHERE "old_url" IS NOT NULL AND "path" IS NOT NULL
  ORDER BY "run_id", "kind", "path", "position" DESC
) o
WHERE o."run_id" = l."run_id" AND o."kind" = l."kind" AND o."path" = l."path"
  AND l."kind" NOT IN ('media', 'file');
