CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"from_key" text NOT NULL,
	"to" text NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_key" ON "redirects" USING btree ("from_key");--> statement-breakpoint
CREATE INDEX "redirects_updated" ON "redirects" USING btree ("updated_at");