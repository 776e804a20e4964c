CREATE TABLE "import_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"target_id" integer NOT NULL,
	"hash" text NOT NULL,
	"files_hash" text DEFAULT '' NOT NULL,
	"path" text,
	"run_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"outcome" text NOT NULL,
	"path" text,
	"old_url" text,
	"problems" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"label" text NOT NULL,
	"address" text,
	"file" text NOT NULL,
	"title" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'checked' NOT NULL,
	"plan" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"with_problems" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_links" ADD CONSTRAINT "import_links_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_outcomes" ADD CONSTRAINT "import_outcomes_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_links_key" ON "import_links" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "import_outcomes_position" ON "import_outcomes" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "import_outcomes_outcome" ON "import_outcomes" USING btree ("run_id","outcome");--> statement-breakpoint
CREATE INDEX "import_runs_created" ON "import_runs" USING btree ("created_at");